import { createHmac } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAddressToken, readAddressToken } from '@/consent/address-token'

const SECRET = 'unit-test-secret-for-address-tokens'
let previousSecret: string | undefined

/** A link as it was issued before addresses were sealed: the address in base64url, then an HMAC. */
const earlierFormatToken = (email: string, secret = SECRET) =>
  `${Buffer.from(email).toString('base64url')}.${createHmac('sha256', secret).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)}`

describe('the address token in message links', () => {
  beforeAll(() => {
    previousSecret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = SECRET
  })
  afterAll(() => {
    process.env.PAYLOAD_SECRET = previousSecret
  })

  it('reads back the address it was made for, lower-cased', () => {
    expect(readAddressToken(createAddressToken(' Mary.Jones@Example.org '))).toBe('mary.jones@example.org')
  })

  it('never shows the address, in any readable encoding', () => {
    const email = 'mary.jones@example.org'
    const token = createAddressToken(email)
    expect(token).toMatch(/^[\w-]+$/)
    expect(token).not.toContain(Buffer.from(email).toString('base64url').slice(0, 12))
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('example')
    // Sealed afresh each time, so two links cannot even be matched to one person.
    expect(createAddressToken(email)).not.toBe(token)
  })

  it('refuses an altered, truncated or foreign token', () => {
    const token = createAddressToken('mary@example.org')
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    for (const bad of [altered, token.slice(0, 30), '', 'not-a-token', 42, null, 'x'.repeat(1001)])
      expect(readAddressToken(bad)).toBeNull()
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(readAddressToken(token)).toBeNull()
    process.env.PAYLOAD_SECRET = SECRET
  })

  it('still reads links sent in the earlier format, but not forged ones', () => {
    expect(readAddressToken(earlierFormatToken('old.link@example.org'))).toBe('old.link@example.org')
    expect(readAddressToken(earlierFormatToken('old.link@example.org', 'wrong-secret'))).toBeNull()
    expect(readAddressToken(`${Buffer.from('someone@example.org').toString('base64url')}.${'x'.repeat(32)}`)).toBeNull()
  })
})
