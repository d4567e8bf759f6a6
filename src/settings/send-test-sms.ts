import type { Payload } from 'payload'

import { smsTransport } from '@/platform/sms'

import type { TestSendResult } from './send-test-email'

/** A real test text to the number the admin typed, through the SMS module (Twilio, or the SMS outbox without it). */
export async function sendTestSms(payload: Payload, to: string): Promise<TestSendResult> {
  const transport = smsTransport(payload)
  const [result] = await transport.sendBatch([{ to, body: 'Test message from the church website: SMS works.' }])
  if (!result?.isSent)
    return {
      ok: false,
      transport: transport.name,
      message: `The test SMS failed: ${result && !result.isSent ? result.error : 'no answer'}`,
    }
  return {
    ok: true,
    transport: transport.name,
    message:
      transport.name === 'twilio'
        ? `Test SMS sent to ${to}.`
        : `No SMS provider is configured: the test SMS is in the SMS outbox.`,
  }
}
