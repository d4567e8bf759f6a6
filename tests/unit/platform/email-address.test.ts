import { describe, expect, it } from 'vitest'

import { assertSingleLine } from '@/platform/email/email-address'

describe('e-mail header values', () => {
  it('pass when on one line', () => {
    expect(assertSingleLine('Hello there', 'The subject')).toBe('Hello there')
  })

  it('refuse line breaks that would forge headers', () => {
    expect(() => assertSingleLine('Hi\r\nBcc: victim@example.org', 'The subject')).toThrow(
      'The subject must not contain line breaks.',
    )
    expect(() => assertSingleLine('a@example.org\nCc: b@example.org', 'The recipient')).toThrow(/recipient/)
  })
})
