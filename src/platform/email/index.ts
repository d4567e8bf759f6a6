import type { EmailAdapter, Payload } from 'payload'

import { assertSingleLine } from './email-address'
import { recordSentMessages } from '../delivery/record-sent-messages'
import { env } from '../env'

import { createOutboxTransport } from './outbox-transport'
import { createResendTransport } from './resend-transport'
import type { EmailTransport, OutgoingEmail, SendResult } from './types'
import { withholdSecrets } from './withhold-secrets'

export type { OutgoingEmail, SendResult } from './types'

export const isResendConfigured = () => Boolean(env('RESEND_API_KEY'))

/** The one place that decides where e-mail goes. */
export function emailTransport(payload: Payload): EmailTransport {
  if (isResendConfigured()) {
    return createResendTransport({
      apiKey: env('RESEND_API_KEY')!,
      baseUrl: env('RESEND_BASE_URL'),
      from: env('EMAIL_FROM'),
    })
  }
  return createOutboxTransport(payload)
}

function checkHeaders(message: OutgoingEmail): OutgoingEmail {
  assertSingleLine(message.to, 'The recipient')
  assertSingleLine(message.subject, 'The subject')
  if (message.from) assertSingleLine(message.from, 'The sender')
  for (const [name, value] of Object.entries(message.headers ?? {}))
    assertSingleLine(`${name}: ${value}`, `The ${name} header`)
  return { ...message, from: message.from ?? env('EMAIL_FROM') }
}

/** Sends, and keeps a row per message with the provider's id (or the outbox's), for its delivery status. */
export async function sendEmails(payload: Payload, messages: OutgoingEmail[]): Promise<SendResult[]> {
  const checked = messages.map(checkHeaders)
  const results = await emailTransport(payload).sendBatch(checked)
  await recordSentMessages(
    payload,
    checked.map((message, index) => ({
      channel: 'email',
      kind: message.about?.kind ?? 'other',
      address: message.to,
      subject: withholdSecrets(message).message.subject,
      registration: message.about?.registration,
      result: results[index]!,
    })),
  )
  return results
}

export async function sendEmail(payload: Payload, message: OutgoingEmail): Promise<SendResult> {
  const [result] = await sendEmails(payload, [message])
  return result!
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)

/** The token in the link of Payload's password-reset e-mail (`/admin/reset/<token>`). */
const passwordResetTokensIn = (html: string) =>
  [...html.matchAll(/\/reset\/([0-9a-f]{20,})/g)].map((match) => match[1]!)

/** Payload's own e-mails (password reset) go through the same module; their reset link is a secret the outbox never keeps. */
export const payloadEmailAdapter: EmailAdapter<SendResult> = ({ payload }) => {
  const from = env('EMAIL_FROM')
  const match = /^(.*)<(.+)>$/.exec(from)
  return {
    name: 'church-email',
    defaultFromName: match ? match[1]!.trim() : from,
    defaultFromAddress: match ? match[2]!.trim() : from,
    sendEmail: async (message) => {
      const to = Array.isArray(message.to) ? message.to.map(asText).join(', ') : asText(message.to)
      const html = asText(message.html)
      return sendEmail(payload, {
        to,
        subject: asText(message.subject),
        html,
        text: asText(message.text),
        secrets: passwordResetTokensIn(html),
      })
    },
  }
}
