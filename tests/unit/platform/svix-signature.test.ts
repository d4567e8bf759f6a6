import { describe, expect, it } from 'vitest'

import { signSvix, verifySvix } from '@/platform/email/svix-signature'

// The example in Svix's documentation (and its libraries' tests): this secret, id, timestamp and
// body are signed `v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=`.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek'
const TIMESTAMP = '1614265330'
const BODY = '{"test": 2432232314}'
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='
const SIGNED_AT = new Date(Number(TIMESTAMP) * 1000)

const check = (
  overrides: {
    id?: string | null
    timestamp?: string | null
    signature?: string | null
    body?: string
    secret?: string
    now?: Date
  } = {},
) =>
  verifySvix({
    secret: overrides.secret ?? SECRET,
    body: overrides.body ?? BODY,
    now: overrides.now ?? SIGNED_AT,
    headers: {
      id: overrides.id === undefined ? ID : overrides.id,
      timestamp: overrides.timestamp === undefined ? TIMESTAMP : overrides.timestamp,
      signature: overrides.signature === undefined ? SIGNATURE : overrides.signature,
    },
  })

describe('Svix webhook signatures (Resend)', () => {
  it("signs Svix's documented example exactly as Svix does", () => {
    expect(signSvix({ secret: SECRET, id: ID, timestamp: Number(TIMESTAMP), body: BODY })).toBe(SIGNATURE)
  })

  it('accepts the documented example at its own time and up to 5 minutes either side', () => {
    expect(check()).toEqual({ isValid: true, id: ID, timestamp: Number(TIMESTAMP) })
    expect(check({ now: new Date(SIGNED_AT.getTime() + 299_000) }).isValid).toBe(true)
    expect(check({ now: new Date(SIGNED_AT.getTime() - 299_000) }).isValid).toBe(true)
  })

  it('refuses it as stale more than 5 minutes later or earlier', () => {
    expect(check({ now: new Date(SIGNED_AT.getTime() + 301_000) })).toEqual({ isValid: false, reason: 'stale' })
    expect(check({ now: new Date(SIGNED_AT.getTime() - 301_000) })).toEqual({ isValid: false, reason: 'stale' })
  })

  it('refuses a request missing any of the three headers as unsigned', () => {
    for (const missing of ['id', 'timestamp', 'signature'] as const)
      expect(check({ [missing]: null })).toEqual({ isValid: false, reason: 'unsigned' })
  })

  it('refuses a tampered body, id or timestamp, and another secret', () => {
    expect(check({ body: '{"test": 2432232315}' })).toEqual({ isValid: false, reason: 'mismatch' })
    expect(check({ body: `${BODY} ` })).toEqual({ isValid: false, reason: 'mismatch' })
    expect(check({ id: 'msg_other' })).toEqual({ isValid: false, reason: 'mismatch' })
    expect(check({ timestamp: '1614265331' })).toEqual({ isValid: false, reason: 'mismatch' })
    expect(check({ secret: 'whsec_' + Buffer.from('another secret of ours').toString('base64') })).toEqual({
      isValid: false,
      reason: 'mismatch',
    })
  })

  it('refuses a timestamp that is not a number of seconds', () => {
    expect(check({ timestamp: '2021-02-25T15:02:10Z' })).toEqual({ isValid: false, reason: 'malformed' })
  })

  it('accepts any one of several space-separated signatures (a secret being rotated), and only v1 ones', () => {
    expect(check({ signature: `v1,bm90IGl0 ${SIGNATURE}` }).isValid).toBe(true)
    expect(check({ signature: SIGNATURE.replace('v1,', 'v2,') })).toEqual({ isValid: false, reason: 'mismatch' })
    expect(check({ signature: 'v1,' })).toEqual({ isValid: false, reason: 'mismatch' })
  })
})
