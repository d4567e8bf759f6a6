import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { payloadEmailAdapter, sendEmail, sendEmails, type OutgoingEmail } from '@/platform/email'

// Without RESEND_API_KEY the send path stores e-mail through payload.create (the outbox), so a
// stand-in for Payload shows whether a message got past the header check, with no database.
function fakePayload() {
  const create = vi.fn(async () => ({ id: 1 }))
  const find = vi.fn(async () => ({ docs: [] }))
  return { payload: { create, find } as unknown as Payload, create }
}

const message = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to: 'visitor@example.org',
  subject: 'Your registration',
  html: '<p>Hello</p>',
  text: 'Hello',
  ...overrides,
})

describe('sending e-mail with line breaks in a header field', () => {
  beforeEach(() => {
    vi.stubEnv('RESEND_API_KEY', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('sends a message whose header fields are each one line (the stand-in works)', async () => {
    const { payload, create } = fakePayload()
    await expect(sendEmail(payload, message({ headers: { 'Reply-To': 'office@example.org' } }))).resolves.toEqual({
      isSent: true,
      id: '1',
      isKeptInOutbox: true,
    })
    // The outbox entry, then the row that lists the message with its status.
    expect(create).toHaveBeenCalledTimes(2)
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({
        collection: 'message-deliveries',
        data: expect.objectContaining({ address: 'visitor@example.org', status: 'outbox', providerId: '1' }),
      }),
    )
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'email-outbox',
        data: expect.objectContaining({ to: 'visitor@example.org', subject: 'Your registration' }),
      }),
    )
  })

  it.each(['\r\n', '\n', '\r'])('refuses a subject containing %j and stores nothing', async (lineBreak) => {
    const { payload, create } = fakePayload()
    await expect(sendEmail(payload, message({ subject: `Hello${lineBreak}Bcc: victim@example.org` }))).rejects.toThrow(
      'The subject must not contain line breaks.',
    )
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses a recipient containing "\\r\\n"', async () => {
    const { payload, create } = fakePayload()
    await expect(sendEmail(payload, message({ to: 'visitor@example.org\r\nBcc: victim@example.org' }))).rejects.toThrow(
      'The recipient must not contain line breaks.',
    )
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses a Reply-To header containing "\\r\\n"', async () => {
    const { payload, create } = fakePayload()
    const forged = message({ headers: { 'Reply-To': 'office@example.org\r\nBcc: victim@example.org' } })
    await expect(sendEmail(payload, forged)).rejects.toThrow('The Reply-To header must not contain line breaks.')
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses a sender containing "\\r\\n"', async () => {
    const { payload, create } = fakePayload()
    await expect(
      sendEmail(payload, message({ from: 'Church <no-reply@example.org>\r\nBcc: victim@example.org' })),
    ).rejects.toThrow('The sender must not contain line breaks.')
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses a whole batch before storing any of it when one message is forged', async () => {
    const { payload, create } = fakePayload()
    await expect(
      sendEmails(payload, [message(), message({ subject: 'Hi\r\nBcc: victim@example.org' })]),
    ).rejects.toThrow(/subject/)
    expect(create).not.toHaveBeenCalled()
  })

  it("applies the same check to Payload's own e-mails (password reset)", async () => {
    const { payload, create } = fakePayload()
    const adapter = payloadEmailAdapter({ payload })
    await expect(
      adapter.sendEmail({
        to: 'staff@example.org',
        subject: 'Reset\r\nBcc: victim@example.org',
        text: 'Reset your password',
      }),
    ).rejects.toThrow('The subject must not contain line breaks.')
    expect(create).not.toHaveBeenCalled()
  })
})
