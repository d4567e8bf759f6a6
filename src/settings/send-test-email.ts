import type { PayloadRequest } from 'payload'

import { emailTransport, sendEmail } from '@/platform/email'

export type TestSendResult = { ok: boolean; transport: string; message: string }

/** A real test message to the signed-in admin, through the e-mail module (Resend, or the outbox without it). */
export async function sendTestEmail(req: PayloadRequest): Promise<TestSendResult> {
  const to = String(req.user!.email)
  const transport = emailTransport(req.payload).name
  const through = transport === 'resend' ? 'Resend' : 'the local outbox'
  const result = await sendEmail(req.payload, {
    to,
    subject: 'Test e-mail from the church website',
    text: `This is a test of the e-mail connection (${through}). If you can read it, e-mail works.`,
    html: `<p>This is a test of the e-mail connection (${through}). If you can read it, e-mail works.</p>`,
  })
  if (!result.isSent) return { ok: false, transport, message: `The test e-mail failed: ${result.error}` }
  return {
    ok: true,
    transport,
    message:
      transport === 'resend'
        ? `Test e-mail sent to ${to}.`
        : `No e-mail provider is configured: the test e-mail to ${to} is in the Outbox.`,
  }
}
