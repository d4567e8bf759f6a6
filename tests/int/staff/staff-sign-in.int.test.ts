import crypto from 'node:crypto'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { SIGN_IN_MESSAGES } from '@/staff/sign-in/guard-sign-in'

import { graphql, rest, staffUser, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

/** A client address of its own per call, so no test shares a bucket with another. */
let lastOctet = 0
const freshAddress = () => `198.51.100.${++lastOctet}`

const signIn = (email: string, password: string, ip: string) =>
  rest('POST', '/users/login', { body: { email, password }, ip })

afterEach(() => {
  vi.restoreAllMocks()
  process.env.SIGN_IN_RATE_LIMIT = 'off'
  delete process.env.PASSWORD_RESET_RATE_LIMIT
})

describe('staff sign-in without the password', () => {
  let staff: Staff
  beforeAll(async () => {
    staff = await staffUser('editor')
  })

  it('answers a wrong password and an unknown account identically, each after one password hash', async () => {
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const known = await signIn(staff.email, 'wrong-password', freshAddress())
    expect(pbkdf2).toHaveBeenCalledTimes(1)
    const unknown = await signIn(uniqueEmail('nobody'), 'wrong-password', freshAddress())
    expect(pbkdf2).toHaveBeenCalledTimes(2)

    expect(known.status).toBe(401)
    expect(unknown).toEqual(known)
  })

  it('signs in with the right password, and that clears the failures counted for the account', async () => {
    const ip = freshAddress()
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await signIn(staff.email, 'wrong-password', ip)).status).toBe(401)
    expect((await signIn(staff.email, staff.password, ip)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(staff.email, 'wrong-password', ip)).status).toBe(401)
  })

  it('after five wrong passwords from one address, refuses that account from there for ten minutes, but not from elsewhere', async () => {
    const victim = await staffUser('volunteer')
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(victim.email, 'wrong-password', attacker)).status).toBe(401)

    const paused = await signIn(victim.email, victim.password, attacker)
    expect(paused).toEqual({ status: 429, json: { errors: [{ message: SIGN_IN_MESSAGES.accountPaused }] } })
    expect((await signIn(victim.email, victim.password, freshAddress())).status).toBe(200)
  })

  it('pauses an unknown account exactly as it pauses a real one', async () => {
    const attacker = freshAddress()
    const nobody = uniqueEmail('nobody')
    for (let attempt = 0; attempt < 5; attempt++) await signIn(nobody, 'wrong-password', attacker)
    const pausedNobody = await signIn(nobody, 'wrong-password', attacker)

    const real = await staffUser('editor')
    for (let attempt = 0; attempt < 5; attempt++) await signIn(real.email, 'wrong-password', attacker)
    expect(await signIn(real.email, 'wrong-password', attacker)).toEqual(pausedNobody)
    expect(pausedNobody.status).toBe(429)
  })

  it('limits each address to SIGN_IN_RATE_LIMIT attempts, whichever accounts it tries', async () => {
    process.env.SIGN_IN_RATE_LIMIT = '3/600'
    const ip = freshAddress()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(uniqueEmail('spray'), 'guess', ip)).status).toBe(401)
    expect(await signIn(staff.email, staff.password, ip)).toEqual({
      status: 429,
      json: { errors: [{ message: SIGN_IN_MESSAGES.tooManySignIns }] },
    })
    expect((await signIn(staff.email, staff.password, freshAddress())).status).toBe(200)
  })

  it('guards the GraphQL sign-in the same way', async () => {
    const target = await staffUser('editor')
    const login = (password: string) =>
      graphql(
        `mutation { loginUser(email: ${JSON.stringify(target.email)}, password: ${JSON.stringify(password)}) { token } }`,
      )
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('wrong-password')).errors?.[0]?.message).toMatch(/incorrect/i)
    expect((await login(target.password)).errors?.[0]?.message).toBe(SIGN_IN_MESSAGES.accountPaused)
  })

  it('limits password-reset requests per address to PASSWORD_RESET_RATE_LIMIT', async () => {
    process.env.PASSWORD_RESET_RATE_LIMIT = '2/3600'
    const ip = freshAddress()
    const requestReset = (address: string) =>
      rest('POST', '/users/forgot-password', { body: { email: uniqueEmail('reset') }, ip: address })
    expect((await requestReset(ip)).status).toBe(200)
    expect((await requestReset(ip)).status).toBe(200)
    expect(await requestReset(ip)).toEqual({
      status: 429,
      json: { errors: [{ message: SIGN_IN_MESSAGES.tooManyResets }] },
    })
    expect((await requestReset(freshAddress())).status).toBe(200)
  })
})

describe('one account signed in on several devices at once', () => {
  it('keeps every device signed in when they sign in at the same moment', async () => {
    const staff = await staffUser('volunteer')
    // Five phones at the door sharing one account, signing in together.
    const signIns = await Promise.all(
      Array.from({ length: 5 }, () => signIn(staff.email, staff.password, freshAddress())),
    )
    expect(signIns.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    const tokens = signIns.map((response) => response.json.token as string)
    const me = await Promise.all(tokens.map((token) => rest('GET', '/users/me', { token })))
    expect(me.map((response) => (response.json.user as { email?: string } | null)?.email)).toEqual(
      tokens.map(() => staff.email),
    )
  })
})
