import type { Payload } from 'payload'

import type { SendResult } from '../email/types'
import { DELIVERY_WEBHOOK_PATHS } from '../delivery/delivery-status'
import { env, siteUrl } from '../env'
import { storeInOutbox } from '../outbox/store-in-outbox'

export type OutgoingSms = { to: string; body: string; idempotencyKey?: string }

/** Where text messages go: Twilio when configured, otherwise the local SMS outbox. Same shape as e-mail. */
export type SmsTransport = {
  name: 'twilio' | 'outbox'
  sendBatch: (messages: OutgoingSms[]) => Promise<SendResult[]>
}

export const isSmsConfigured = () =>
  Boolean(
    env('TWILIO_ACCOUNT_SID') &&
    env('TWILIO_AUTH_TOKEN') &&
    (env('TWILIO_FROM') || env('TWILIO_MESSAGING_SERVICE_SID')),
  )

/** Twilio takes one message a call; a few at a time keeps well inside its default rate. */
const TWILIO_CONCURRENCY = 4

function createTwilioTransport(): SmsTransport {
  const sid = env('TWILIO_ACCOUNT_SID')!
  const base = env('TWILIO_BASE_URL')
  const auth = `Basic ${Buffer.from(`${sid}:${env('TWILIO_AUTH_TOKEN')}`).toString('base64')}`
  const messagingServiceSid = env('TWILIO_MESSAGING_SERVICE_SID')
  const sendOne = async (message: OutgoingSms): Promise<SendResult> => {
    // Twilio reports each text's fate to this address, signed with the auth token; the public address, since Twilio calls it from outside.
    const form = new URLSearchParams({
      To: message.to,
      Body: message.body,
      StatusCallback: `${siteUrl()}/api${DELIVERY_WEBHOOK_PATHS.twilio}`,
    })
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid)
    else form.set('From', env('TWILIO_FROM')!)
    try {
      const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string }
      return response.ok && body.sid
        ? { isSent: true, id: body.sid }
        : { isSent: false, error: body.message ?? `Twilio answered ${response.status}` }
    } catch (error) {
      return { isSent: false, error: error instanceof Error ? error.message : String(error) }
    }
  }
  return {
    name: 'twilio',
    async sendBatch(messages) {
      const results: SendResult[] = new Array(messages.length)
      let next = 0
      const worker = async () => {
        while (next < messages.length) {
          const index = next++
          results[index] = await sendOne(messages[index]!)
        }
      }
      await Promise.all(Array.from({ length: Math.min(TWILIO_CONCURRENCY, messages.length) }, worker))
      return results
    },
  }
}

function createSmsOutboxTransport(payload: Payload): SmsTransport {
  return {
    name: 'outbox',
    sendBatch: (messages) =>
      Promise.all(
        messages.map((message) =>
          storeInOutbox(payload, 'sms-outbox', {
            to: message.to,
            body: message.body,
            idempotencyKey: message.idempotencyKey ?? null,
          }),
        ),
      ),
  }
}

/** The one place that decides where text messages go. */
export function smsTransport(payload: Payload): SmsTransport {
  return isSmsConfigured() ? createTwilioTransport() : createSmsOutboxTransport(payload)
}
