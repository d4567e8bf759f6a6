import { Resend } from 'resend'

import type { EmailTransport, OutgoingEmail } from './types'

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

/** Sends through Resend: one call per message with attachments, the batch endpoint (up to 100) otherwise. */
export function createResendTransport({ apiKey, baseUrl, from }: { apiKey: string; baseUrl?: string; from: string }): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined)
  return {
    name: 'resend',
    async sendBatch(messages) {
      if (messages.length === 1 || messages.some((m) => m.attachments?.length)) {
        return Promise.all(
          messages.map(async (message) => {
            const { data, error } = await resend.emails.send(toResend(message, from))
            return error || !data ? { isSent: false as const, error: error?.message ?? 'No answer from Resend' } : { isSent: true as const, id: data.id }
          }),
        )
      }
      const results = []
      for (let i = 0; i < messages.length; i += 100) {
        const chunk = messages.slice(i, i + 100)
        const { data, error } = await resend.batch.send(chunk.map((message) => toResend(message, from)))
        if (error || !data) results.push(...chunk.map(() => ({ isSent: false as const, error: error?.message ?? 'No answer from Resend' })))
        else results.push(...data.data.map((item) => ({ isSent: true as const, id: item.id })))
      }
      return results
    },
  }
}
