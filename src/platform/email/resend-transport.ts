import { Resend } from 'resend'

import type { EmailTransport, OutgoingEmail, SendResult } from './types'

const toResend = (message: OutgoingEmail, from: string) => ({
  from: message.from ?? from,
  to: [message.to],
  subject: message.subject,
  html: message.html,
  text: message.text,
  headers: message.headers,
  attachments: message.attachments?.map((a) => ({
    filename: a.filename,
    content: a.encoding === 'base64' ? a.content : Buffer.from(a.content).toString('base64'),
    contentType: a.contentType,
    ...(a.contentId ? { contentId: a.contentId } : {}),
  })),
})

const RESEND_BATCH_LIMIT = 100
const MAX_ATTEMPTS = 4

type ResendError = { message: string; statusCode?: number | null; name?: string } | null
const isRetryable = (error: ResendError) =>
  Boolean(
    error &&
    (error.statusCode === 429 ||
      (error.statusCode ?? 0) >= 500 ||
      error.name === 'rate_limit_exceeded' ||
      error.name === 'application_error'),
  )
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resend answers 429 above its rate limit (2 calls a second by default): wait and try again. */
async function withRetries<T extends { error: ResendError }>(call: () => Promise<T>): Promise<T> {
  let result = await call()
  for (let attempt = 1; attempt < MAX_ATTEMPTS && isRetryable(result.error); attempt++) {
    await pause(500 * 2 ** (attempt - 1))
    result = await call()
  }
  return result
}

/**
 * Sends through Resend: one call per message with attachments, the batch endpoint (up to 100 a
 * call) otherwise, in permissive mode so one bad address fails alone. A batch key becomes Resend's
 * Idempotency-Key, so a batch retried after a crash is not delivered twice.
 */
export function createResendTransport({
  apiKey,
  baseUrl,
  from,
}: {
  apiKey: string
  baseUrl?: string
  from: string
}): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined)
  return {
    name: 'resend',
    async sendBatch(messages, options = {}) {
      if (messages.length === 1 || messages.some((m) => m.attachments?.length)) {
        return Promise.all(
          messages.map(async (message) => {
            const key = message.idempotencyKey ?? (messages.length === 1 ? options.batchKey : undefined)
            const { data, error } = await withRetries(() =>
              resend.emails.send(toResend(message, from), key ? { idempotencyKey: key } : undefined),
            )
            return error || !data
              ? { isSent: false as const, error: error?.message ?? 'No answer from Resend' }
              : { isSent: true as const, id: data.id }
          }),
        )
      }
      const results: SendResult[] = []
      for (let i = 0; i < messages.length; i += RESEND_BATCH_LIMIT) {
        const chunk = messages.slice(i, i + RESEND_BATCH_LIMIT)
        const key = options.batchKey
          ? messages.length > RESEND_BATCH_LIMIT
            ? `${options.batchKey}-${i / RESEND_BATCH_LIMIT}`
            : options.batchKey
          : undefined
        const { data, error } = await withRetries(() =>
          resend.batch.send(
            chunk.map((message) => toResend(message, from)),
            { batchValidation: 'permissive', ...(key ? { idempotencyKey: key } : {}) },
          ),
        )
        if (error || !data) {
          results.push(
            ...chunk.map(() => ({ isSent: false as const, error: error?.message ?? 'No answer from Resend' })),
          )
          continue
        }
        // Permissive mode: `data` holds the accepted messages in order, `errors` the refused ones by index.
        const refused = new Map((data.errors ?? []).map((e) => [e.index, e.message]))
        let accepted = 0
        chunk.forEach((_, index) => {
          const reason = refused.get(index)
          if (reason !== undefined) results.push({ isSent: false, error: reason })
          else {
            const id = data.data[accepted++]?.id
            results.push(id ? { isSent: true, id } : { isSent: false, error: 'No id from Resend' })
          }
        })
      }
      return results
    },
  }
}
