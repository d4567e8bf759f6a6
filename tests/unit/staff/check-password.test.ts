import crypto from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { DUMMY_PASSWORD, isPasswordCorrect } from '@/staff/sign-in/check-password'

/** A stored password as Payload writes one: the current format, or the one from before it. */
function storedPassword(password: string, format: 'current' | 'legacy') {
  const salt = crypto.randomBytes(32).toString('hex')
  if (format === 'legacy')
    return { salt, hash: crypto.pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex') }
  return { salt, hash: `pbkdf2-sha256-v1:${crypto.pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}` }
}

afterEach(() => vi.restoreAllMocks())

// Each check is Payload's 600,000-round PBKDF2 on purpose (about half a second of one core), and `npm test`
// runs its layers side by side: these tests get the time that costs on a busy 2-core machine.
describe('isPasswordCorrect', { timeout: 30_000 }, () => {
  it('accepts the right password and refuses a wrong one, in both of Payload’s formats', async () => {
    for (const format of ['current', 'legacy'] as const) {
      const stored = storedPassword('correct horse', format)
      expect(await isPasswordCorrect(stored, 'correct horse')).toBe(true)
      expect(await isPasswordCorrect(stored, 'wrong horse')).toBe(false)
    }
  })

  it('for a missing account, does the same hashing as for a real one and refuses', async () => {
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    expect(await isPasswordCorrect(null, 'guess')).toBe(false)
    expect(await isPasswordCorrect(storedPassword('secret', 'current'), 'guess')).toBe(false)
    expect(pbkdf2).toHaveBeenCalledTimes(2)
    const [forNobody, forSomebody] = pbkdf2.mock.calls.map(([, salt, iterations, keyLength, digest]) => ({
      saltLength: String(salt).length,
      iterations,
      keyLength,
      digest,
    }))
    expect(forNobody).toEqual(forSomebody)
    expect(forNobody).toMatchObject({ iterations: 600_000, keyLength: 32 })
  })

  it('refuses when nothing usable is stored', async () => {
    expect(await isPasswordCorrect(DUMMY_PASSWORD, '')).toBe(false)
    expect(await isPasswordCorrect({ hash: null, salt: 'x' }, 'guess')).toBe(false)
  })
})
