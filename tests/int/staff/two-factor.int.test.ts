import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { AuditAction } from '@/platform/audit/audit-actions'
import { ENROLMENT_TOKEN_PARAM, TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import { TOTP_PERIOD_SECONDS, totpCodeAt } from '@/staff/two-factor/totp'
import { poolOf } from '@/platform/database/pool'
import { WITHHELD } from '@/platform/email/withhold-secrets'

import { graphql, rest, staffUser, testPayload } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

// Codes depend on the clock: each test freezes Date in the middle of a 30-second step and moves it on by whole steps.
const STEP_MS = TOTP_PERIOD_SECONDS * 1000
let now = 0
function freezeClock() {
  now = (Math.floor(Date.now() / STEP_MS) + 0.5) * STEP_MS
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
}
function nextStep() {
  now += STEP_MS
  vi.setSystemTime(now)
}

async function signIn(staff: Staff): Promise<string> {
  const { status, json } = await rest('POST', '/users/login', {
    body: { email: staff.email, password: staff.password },
  })
  expect(status).toBe(200)
  return json.token as string
}

/**
 * Sets up a second factor through the endpoints, as the admin view does, with the e-mailed set-up
 * link's token when one is required; returns the secret the user's app holds.
 */
async function enrol(token: string, enrolmentToken?: string): Promise<string> {
  const link = enrolmentToken ? { enrolmentToken } : {}
  const setup = await rest('POST', '/two-factor/setup', { token, body: link })
  expect(setup.status).toBe(200)
  const secret = setup.json.secret as string
  expect(
    (await rest('POST', '/two-factor/enable', { token, body: { ...link, code: totpCodeAt(secret) } })).status,
  ).toBe(200)
  return secret
}

/**
 * The set-up link an action e-mails. The outbox never keeps it, so it is read where development
 * gets it: the server log.
 */
async function enrolmentLinkSentBy(action: () => Promise<{ status: number }>): Promise<{ url: string; token: string }> {
  const info = vi.spyOn((await testPayload()).logger, 'info')
  try {
    expect((await action()).status).toBe(200)
    const links = info.mock.calls.flatMap(([fields]) => (fields as { links?: string[] } | undefined)?.links ?? [])
    const url = links.at(-1)!
    expect(url).toContain(`/admin/two-factor?${ENROLMENT_TOKEN_PARAM}=`)
    return { url, token: new URL(url).searchParams.get(ENROLMENT_TOKEN_PARAM)! }
  } finally {
    info.mockRestore()
  }
}

async function outboxTo(email: string) {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'email-outbox', where: { to: { equals: email } }, depth: 0 })
  return docs
}

async function auditEntries(action: AuditAction, userId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { action: { equals: action }, target: { equals: `users:${userId}` } },
    sort: '-createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const canListRegistrations = async (token: string) =>
  (await rest('GET', '/registrations?limit=1', { token })).status === 200

afterEach(async () => {
  vi.useRealTimers()
  // Other test files share this database: never leave the requirement on.
  await (
    await testPayload()
  ).updateGlobal({ slug: 'integrations', data: { requireSecondFactor: false }, overrideAccess: true })
})

describe('second factor: enrolment', () => {
  let admin: Staff
  beforeAll(async () => {
    admin = await staffUser('admin')
  })

  it('refuses a wrong code, then turns the second factor on with the right one', async () => {
    freezeClock()
    const setup = await rest('POST', '/two-factor/setup', { token: admin.token })
    expect(setup.status).toBe(200)
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.json.uri).toContain(`otpauth://totp/`)
    expect(setup.json.qrDataUrl).toMatch(/^data:image\/png;base64,/)
    const secret = setup.json.secret as string

    const wrongCode = String((Number(totpCodeAt(secret)) + 1) % 1_000_000).padStart(6, '0')
    const refused = await rest('POST', '/two-factor/enable', { token: admin.token, body: { code: wrongCode } })
    expect(refused).toMatchObject({ status: 400, json: { message: TWO_FACTOR_MESSAGES.wrongCode } })
    expect((await (await testPayload()).findByID({ collection: 'users', id: admin.user.id })).twoFactorEnabled).toBe(
      false,
    )
    expect(await auditEntries('two-factor-failure', admin.user.id)).toHaveLength(1)

    expect(
      (await rest('POST', '/two-factor/enable', { token: admin.token, body: { code: totpCodeAt(secret) } })).status,
    ).toBe(200)
    expect((await (await testPayload()).findByID({ collection: 'users', id: admin.user.id })).twoFactorEnabled).toBe(
      true,
    )
    expect(await auditEntries('two-factor-enrol', admin.user.id)).toHaveLength(1)
    // The session that enrolled keeps its access.
    expect(await canListRegistrations(admin.token)).toBe(true)
    // A second set-up is refused until an admin resets the first.
    expect((await rest('POST', '/two-factor/setup', { token: admin.token })).status).toBe(409)
  })

  it('refuses enrolment to visitors and to accounts without a role', async () => {
    const nobody = await staffUser(null)
    expect((await rest('POST', '/two-factor/setup')).status).toBe(403)
    expect((await rest('POST', '/two-factor/setup', { token: nobody.token })).status).toBe(403)
  })
})

describe('second factor: signing in', () => {
  let admin: Staff
  let secret: string
  beforeAll(async () => {
    admin = await staffUser('admin')
    vi.useRealTimers()
    secret = await enrol(admin.token)
  })

  it('grants nothing after the password alone, then everything once the code is entered', async () => {
    freezeClock()
    nextStep()
    const token = await signIn(admin)
    expect(await canListRegistrations(token)).toBe(false)
    expect((await rest('GET', '/globals/integrations', { token })).status).toBe(403)
    expect(
      (await rest('POST', '/pages', { token, body: { title: 'Sneaky', path: `/sneaky-${Date.now()}` } })).status,
    ).toBe(403)
    expect((await rest('GET', '/payload-locked-documents', { token })).status).toBe(403)
    const viaGraphql = await graphql('{ Registrations(limit: 1) { docs { id } } }', { token })
    expect(viaGraphql.data?.Registrations?.docs ?? []).toHaveLength(0)
    expect(viaGraphql.errors?.[0]?.message).toMatch(/not allowed/i)
    // Who is signed in is still known, so the admin can ask for the code.
    const me = await rest('GET', '/users/me', { token })
    expect((me.json.user as { email: string }).email).toBe(admin.email)

    const wrong = await rest('POST', '/two-factor/verify', {
      token,
      body: { code: '000000' === totpCodeAt(secret) ? '111111' : '000000' },
    })
    expect(wrong).toMatchObject({ status: 400, json: { message: TWO_FACTOR_MESSAGES.wrongCode } })
    expect(await canListRegistrations(token)).toBe(false)

    expect((await rest('POST', '/two-factor/verify', { token, body: { code: totpCodeAt(secret) } })).status).toBe(200)
    expect(await canListRegistrations(token)).toBe(true)
    const [verified] = await auditEntries('two-factor-verify', admin.user.id)
    expect(verified).toMatchObject({ actor: admin.user.id, actorEmail: admin.email })
    expect((await auditEntries('two-factor-failure', admin.user.id))[0]).toMatchObject({
      details: { reason: 'wrong-code' },
    })
  })

  it('refuses a code that has already been used, even in a new session', async () => {
    freezeClock()
    nextStep()
    nextStep()
    const first = await signIn(admin)
    const code = totpCodeAt(secret)
    expect((await rest('POST', '/two-factor/verify', { token: first, body: { code } })).status).toBe(200)

    const second = await signIn(admin)
    const replayed = await rest('POST', '/two-factor/verify', { token: second, body: { code } })
    expect(replayed).toMatchObject({ status: 400, json: { message: TWO_FACTOR_MESSAGES.replayedCode } })
    expect(await canListRegistrations(second)).toBe(false)
    expect((await auditEntries('two-factor-failure', admin.user.id))[0]).toMatchObject({
      details: { reason: 'replayed-code' },
    })

    nextStep()
    expect(
      (await rest('POST', '/two-factor/verify', { token: second, body: { code: totpCodeAt(secret) } })).status,
    ).toBe(200)
  })

  it('refuses a malformed code without counting it, and says what to enter', async () => {
    const token = await signIn(admin)
    expect(await rest('POST', '/two-factor/verify', { token, body: { code: '12ab' } })).toMatchObject({
      status: 400,
      json: { message: TWO_FACTOR_MESSAGES.codeFormat },
    })
  })

  it('locks the account after five wrong codes, however often the password is entered again', async () => {
    const victim = await staffUser('editor')
    vi.useRealTimers()
    const victimSecret = await enrol(victim.token)
    const wrongCode = (token: string) =>
      rest('POST', '/two-factor/verify', {
        token,
        body: { code: String((Number(totpCodeAt(victimSecret)) + 500_000) % 1_000_000).padStart(6, '0') },
      })

    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await wrongCode(await signIn(victim))).status)
    expect(statuses).toEqual([400, 400, 400, 400, 423])

    const locked = await rest('POST', '/users/login', { body: { email: victim.email, password: victim.password } })
    expect(locked.status).toBe(401)
    expect(JSON.stringify(locked.json)).toMatch(/locked/i)
    expect((await auditEntries('two-factor-failure', victim.user.id))[0]).toMatchObject({ details: { isLocked: true } })
  })
})

describe('second factor: required for all staff', () => {
  const requireSecondFactor = async () =>
    (await testPayload()).updateGlobal({
      slug: 'integrations',
      data: { requireSecondFactor: true },
      overrideAccess: true,
    })

  it('holds back staff without one, and lets them set it up only through the link e-mailed to them', async () => {
    const editor = await staffUser('editor')
    await requireSecondFactor()

    expect(
      (await rest('POST', '/pages', { token: editor.token, body: { title: 'Held back', path: `/held-${Date.now()}` } }))
        .status,
    ).toBe(403)
    // A code is not what is missing: enrolment is.
    expect((await rest('POST', '/two-factor/verify', { token: editor.token, body: { code: '123456' } })).status).toBe(
      409,
    )
    // The password alone does not enrol an authenticator.
    expect(await rest('POST', '/two-factor/setup', { token: editor.token })).toMatchObject({
      status: 403,
      json: { message: TWO_FACTOR_MESSAGES.enrolmentLinkNeeded },
    })
    expect((await rest('POST', '/two-factor/enable', { token: editor.token, body: { code: '123456' } })).status).toBe(
      403,
    )

    const link = await enrolmentLinkSentBy(() => rest('POST', '/two-factor/enrolment-link', { token: editor.token }))
    const kept = await outboxTo(editor.email)
    expect(kept).toHaveLength(1)
    expect(JSON.stringify(kept[0])).not.toContain(link.token)
    expect(kept[0]!.text).toContain(WITHHELD)

    await enrol(editor.token, link.token)
    expect(
      (
        await rest('POST', '/pages', {
          token: editor.token,
          body: { title: 'Now allowed', path: `/allowed-${Date.now()}` },
        })
      ).status,
    ).toBe(201)
    expect(await auditEntries('two-factor-enrol', editor.user.id)).toHaveLength(1)
  })

  it('takes each set-up link once, for its own account only, and not after it expires', async () => {
    const [admin, editor, other] = await Promise.all([staffUser('admin'), staffUser('editor'), staffUser('volunteer')])
    // The admin who resets must have passed the requirement themselves.
    await enrol(admin.token)
    await requireSecondFactor()
    const first = await enrolmentLinkSentBy(() => rest('POST', '/two-factor/enrolment-link', { token: editor.token }))
    expect(
      await rest('POST', '/two-factor/setup', { token: other.token, body: { enrolmentToken: first.token } }),
    ).toMatchObject({ status: 403, json: { message: TWO_FACTOR_MESSAGES.enrolmentLinkInvalid } })
    await enrol(editor.token, first.token)

    // A reset while the requirement is on e-mails a new link; the used one stays spent.
    const second = await enrolmentLinkSentBy(() =>
      rest('POST', '/two-factor/reset', { token: admin.token, body: { user: editor.user.id } }),
    )
    const signedIn = await signIn(editor)
    expect(
      await rest('POST', '/two-factor/setup', { token: signedIn, body: { enrolmentToken: first.token } }),
    ).toMatchObject({ status: 403, json: { message: TWO_FACTOR_MESSAGES.enrolmentLinkInvalid } })

    const pool = poolOf(await testPayload())
    await pool.query(`UPDATE users SET two_factor_enrolment_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      editor.user.id,
    ])
    expect(
      await rest('POST', '/two-factor/setup', { token: signedIn, body: { enrolmentToken: second.token } }),
    ).toMatchObject({ status: 403, json: { message: TWO_FACTOR_MESSAGES.enrolmentLinkInvalid } })
  })

  it('sends the link again only a few times an hour', async () => {
    const editor = await staffUser('editor')
    await requireSecondFactor()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await rest('POST', '/two-factor/enrolment-link', { token: editor.token })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(await outboxTo(editor.email)).toHaveLength(3)
    // Only staff who must set one up are sent links.
    expect((await rest('POST', '/two-factor/enrolment-link', { token: (await staffUser(null)).token })).status).toBe(
      403,
    )
  })

  it('changes nothing for staff without one while the requirement is off', async () => {
    const editor = await staffUser('editor')
    expect(
      (await rest('POST', '/pages', { token: editor.token, body: { title: 'Plain', path: `/plain-${Date.now()}` } }))
        .status,
    ).toBe(201)
    expect((await rest('POST', '/two-factor/enrolment-link', { token: editor.token })).status).toBe(403)
  })
})

describe('second factor: secrecy and reset', () => {
  let admin: Staff
  let staff: Staff
  let secret: string
  beforeAll(async () => {
    ;[admin, staff] = await Promise.all([staffUser('admin'), staffUser('volunteer')])
    secret = await enrol(staff.token)
  })

  it('never returns the secret or the session list over REST or GraphQL, and stores it sealed', async () => {
    const responses = [
      await rest('GET', `/users/${staff.user.id}`, { token: admin.token }),
      await rest('GET', `/users?where[id][equals]=${staff.user.id}`, { token: admin.token }),
      await rest('GET', '/users/me', { token: staff.token }),
      await rest('POST', '/users/login', { body: { email: staff.email, password: staff.password } }),
    ]
    for (const { json } of responses) {
      const text = JSON.stringify(json)
      expect(text).not.toContain(secret)
      expect(text).not.toMatch(/twoFactor(Secret|PendingSecret|Sessions|LastStep|Failures|Enrolment)/)
    }
    const viaGraphql = await graphql(
      `{ User(id: ${staff.user.id}) { email twoFactorSecret twoFactorPendingSecret twoFactorSessions } }`,
      { token: admin.token },
    )
    expect(viaGraphql.data?.User).toMatchObject({
      email: staff.email,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorSessions: null,
    })
    expect(JSON.stringify(viaGraphql)).not.toContain(secret)

    const payload = await testPayload()
    const pool = (
      payload.db as unknown as {
        pool: { query: (sql: string, values: unknown[]) => Promise<{ rows: Array<{ two_factor_secret: string }> }> }
      }
    ).pool
    const { rows } = await pool.query('SELECT two_factor_secret FROM users WHERE id = $1', [staff.user.id])
    expect(rows[0]!.two_factor_secret).toMatch(/^v1:/)
    expect(rows[0]!.two_factor_secret).not.toContain(secret)
  })

  it('cannot be switched on or off by editing the account', async () => {
    const changed = await rest('PATCH', `/users/${staff.user.id}`, {
      token: admin.token,
      body: { twoFactorEnabled: false, twoFactorSecret: 'AAAA' },
    })
    expect(changed.status).toBe(200)
    expect((await (await testPayload()).findByID({ collection: 'users', id: staff.user.id })).twoFactorEnabled).toBe(
      true,
    )
  })

  it('lets only an admin reset it, after which the password alone signs in again', async () => {
    const editor = await staffUser('editor')
    expect(
      (await rest('POST', '/two-factor/reset', { token: editor.token, body: { user: staff.user.id } })).status,
    ).toBe(403)
    expect(
      (await rest('POST', '/two-factor/reset', { token: staff.token, body: { user: staff.user.id } })).status,
    ).toBe(403)

    expect(
      (await rest('POST', '/two-factor/reset', { token: admin.token, body: { user: staff.user.id } })).status,
    ).toBe(200)
    expect((await (await testPayload()).findByID({ collection: 'users', id: staff.user.id })).twoFactorEnabled).toBe(
      false,
    )
    expect((await auditEntries('two-factor-reset', staff.user.id))[0]).toMatchObject({ actor: admin.user.id })

    const token = await signIn(staff)
    expect(await canListRegistrations(token)).toBe(true)
  })
})
