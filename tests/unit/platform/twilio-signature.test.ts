import { describe, expect, it } from 'vitest'

import { signTwilio, verifyTwilio } from '@/platform/sms/twilio-signature'

// The worked example in Twilio's webhook security documentation: auth token 12345.
const AUTH_TOKEN = '12345'
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2'
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
}
const SIGNATURE = 'GvWf1cFY/Q7PnoempGyD5oXAezc='

describe('X-Twilio-Signature', () => {
  it("signs Twilio's documented example exactly as Twilio does", () => {
    expect(signTwilio({ authToken: AUTH_TOKEN, url: URL, params: PARAMS })).toBe(SIGNATURE)
  })

  it('does not depend on the order the parameters arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse())
    expect(verifyTwilio({ authToken: AUTH_TOKEN, url: URL, params: reversed, signature: SIGNATURE })).toBe(true)
  })

  it('refuses a changed, added or missing parameter', () => {
    expect(
      verifyTwilio({ authToken: AUTH_TOKEN, url: URL, params: { ...PARAMS, Digits: '9999' }, signature: SIGNATURE }),
    ).toBe(false)
    expect(
      verifyTwilio({
        authToken: AUTH_TOKEN,
        url: URL,
        params: { ...PARAMS, MessageStatus: 'delivered' },
        signature: SIGNATURE,
      }),
    ).toBe(false)
    const { Digits: _digits, ...withoutDigits } = PARAMS
    expect(verifyTwilio({ authToken: AUTH_TOKEN, url: URL, params: withoutDigits, signature: SIGNATURE })).toBe(false)
  })

  it('refuses another URL (the scheme and host count: behind a proxy the public address is signed), another token, and no signature', () => {
    expect(
      verifyTwilio({
        authToken: AUTH_TOKEN,
        url: URL.replace('https:', 'http:'),
        params: PARAMS,
        signature: SIGNATURE,
      }),
    ).toBe(false)
    expect(
      verifyTwilio({
        authToken: AUTH_TOKEN,
        url: 'https://mycompany.com/myapp.php',
        params: PARAMS,
        signature: SIGNATURE,
      }),
    ).toBe(false)
    expect(verifyTwilio({ authToken: '54321', url: URL, params: PARAMS, signature: SIGNATURE })).toBe(false)
    expect(verifyTwilio({ authToken: AUTH_TOKEN, url: URL, params: PARAMS, signature: null })).toBe(false)
    expect(verifyTwilio({ authToken: AUTH_TOKEN, url: URL, params: PARAMS, signature: 'GvWf1cFY' })).toBe(false)
  })
})
