import { describe, expect, it } from 'vitest'

import { WITHHELD } from '@/platform/email/withhold-secrets'
import { hashToken } from '@/platform/crypto/tokens'

import { CURRENT_PASSWORD_MESSAGES } from '../../../src/staff/hooks/require-current-password'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

/** Another session of the same account, as a second browser would have. */
async function secondSession(staff: Staff): Promise<string> {
  const { token } = await (
    await testPayload()
  ).login({ collection: 'users', data: { email: staff.email, password: staff.password } })
  return token!
}

const isSignedIn = async (token: string) => Boolean((await rest('GET', '/users/me', { token })).json.user)

const patchUser = (id: number, token: string, body: Record<string, unknown>) =>
  rest('PATCH', `/users/${id}`, { token, body })

const fieldError = (json: Record<string, unknown>) =>
  (json.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>)[0]?.data?.errors?.[0]

describe('changing a staff account’s e-mail address or password', () => {
  it('is refused without the current password, or with a wrong one', async () => {
    const staff = await staffUser('editor')
    const missing = await patchUser(staff.user.id, staff.token, { email: uniqueEmail('moved') })
    expect(missing.status).toBe(400)
    expect(fieldError(missing.json)).toEqual({ path: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.missing })
    const wrong = await patchUser(staff.user.id, staff.token, {
      password: 'another-password-1',
      currentPassword: 'not-my-password',
    })
    expect(wrong.status).toBe(400)
    expect(fieldError(wrong.json)).toEqual({ path: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong })

    const stored = await (await testPayload()).findByID({ collection: 'users', id: staff.user.id })
    expect(stored.email).toBe(staff.email)
    expect(
      (
        await (
          await testPayload()
        ).login({ collection: 'users', data: { email: staff.email, password: staff.password } })
      ).token,
    ).toBeTruthy()
  })

  it('needs no password for other changes', async () => {
    const staff = await staffUser('editor')
    expect(
      (await patchUser(staff.user.id, staff.token, { fullName: 'Renamed Editor', email: staff.email })).status,
    ).toBe(200)
  })

  it('takes one’s own new address with the current password, holding it until it is confirmed (email-change.int.test.ts)', async () => {
    const staff = await staffUser('volunteer')
    const email = uniqueEmail('moved')
    const changed = await patchUser(staff.user.id, staff.token, { email, currentPassword: staff.password })
    expect(changed.status).toBe(200)
    expect(JSON.stringify(changed.json)).not.toContain(staff.password)
    expect(await (await testPayload()).findByID({ collection: 'users', id: staff.user.id })).toMatchObject({
      email: staff.email,
      pendingEmail: email,
    })
    expect(await isSignedIn(staff.token)).toBe(true)
  })

  it('changes one’s own password with the current password, and ends every other session of the account', async () => {
    const staff = await staffUser('volunteer')
    const other = await secondSession(staff)
    expect(
      (await patchUser(staff.user.id, staff.token, { password: 'a-new-password-42', currentPassword: staff.password }))
        .status,
    ).toBe(200)
    expect(await isSignedIn(staff.token)).toBe(true)
    expect(await isSignedIn(other)).toBe(false)
    const { token } = await (
      await testPayload()
    ).login({ collection: 'users', data: { email: staff.email, password: 'a-new-password-42' } })
    expect(token).toBeTruthy()
  })

  it('asks an admin changing someone else’s address for the admin’s own password', async () => {
    const [admin, staff] = await Promise.all([staffUser('admin'), staffUser('editor')])
    // staffUser gives everyone the same password; the admin must not be able to pass the editor's off as their own.
    const staffPassword = 'only-the-editor-knows-1'
    await (await testPayload()).update({ collection: 'users', id: staff.user.id, data: { password: staffPassword } })
    const email = uniqueEmail('admin-moved')
    const withTheirs = await patchUser(staff.user.id, admin.token, { email, currentPassword: staffPassword })
    expect(fieldError(withTheirs.json)).toEqual({ path: 'currentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong })
    expect((await patchUser(staff.user.id, admin.token, { email, currentPassword: admin.password })).status).toBe(200)
    expect((await (await testPayload()).findByID({ collection: 'users', id: staff.user.id })).pendingEmail).toBe(email)
    expect(await isSignedIn(admin.token)).toBe(true)
  })

  it('lets server code without a signed-in user change a password without one', async () => {
    const staff = await staffUser('editor')
    await (
      await testPayload()
    ).update({ collection: 'users', id: staff.user.id, data: { password: 'set-by-the-server-1' } })
    expect(
      (
        await (
          await testPayload()
        ).login({ collection: 'users', data: { email: staff.email, password: 'set-by-the-server-1' } })
      ).token,
    ).toBeTruthy()
  })
})

const storedResetToken = async (id: number) => {
  const user = await (
    await testPayload()
  ).db.findOne<{ id: number; resetPasswordToken?: string | null }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  return user!.resetPasswordToken
}

describe('password-reset tokens', () => {
  it('are stored hashed: the token from the e-mail resets the password, the stored value does not', async () => {
    const staff = await staffUser('editor')
    const payload = await testPayload()
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: staff.email },
      disableEmail: true,
    })
    const stored = await storedResetToken(staff.user.id)
    expect(stored).toBe(hashToken(token))
    expect(stored).not.toContain(token)

    const withStored = await rest('POST', '/users/reset-password', {
      body: { token: stored, password: 'reset-password-1' },
    })
    expect(withStored.status).toBe(403)
    const withToken = await rest('POST', '/users/reset-password', { body: { token, password: 'reset-password-1' } })
    expect(withToken.status).toBe(200)
    expect(
      (await payload.login({ collection: 'users', data: { email: staff.email, password: 'reset-password-1' } })).token,
    ).toBeTruthy()
  })

  it('never shows the reset link in the outbox', async () => {
    const staff = await staffUser('editor')
    expect(
      (await rest('POST', '/users/forgot-password', { body: { email: staff.email }, ip: '192.0.2.201' })).status,
    ).toBe(200)
    await runPasswordResets()
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'email-outbox', where: { to: { equals: staff.email } }, depth: 0 })
    expect(docs).toHaveLength(1)
    const kept = JSON.stringify(docs[0])
    expect(kept).toContain(WITHHELD)
    expect(kept).not.toMatch(/\/reset\/[0-9a-f]{20,}/)
    expect(await storedResetToken(staff.user.id)).toMatch(/^[0-9a-f]{64}$/)
  })
})

/** The queued "forgot password" requests, worked through as the server's queue would. */
const runPasswordResets = async () =>
  (await testPayload()).jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendPasswordReset' } } })

const queuedResets = async () =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendPasswordReset' } }, { completedAt: { exists: false } }] },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((job) => job.input as { email: string })

describe('"forgot password" does the same work for every address', () => {
  const outboxFor = async (email: string) =>
    (
      await (
        await testPayload()
      ).find({ collection: 'email-outbox', where: { to: { equals: email } }, depth: 0, overrideAccess: true })
    ).docs

  it('answers a staff address and an unknown one alike, over REST and GraphQL, before finding the account or sending anything', async () => {
    await runPasswordResets()
    const staff = await staffUser('editor')
    const unknown = uniqueEmail('nobody')
    const answers = [
      await rest('POST', '/users/forgot-password', { body: { email: staff.email.toUpperCase() }, ip: '192.0.2.211' }),
      await rest('POST', '/users/forgot-password', { body: { email: unknown }, ip: '192.0.2.212' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[1]!.json).toEqual(answers[0]!.json)
    const overGraphql = await graphql(`mutation { forgotPasswordUser(email: "${unknown}") }`)
    expect(overGraphql).toEqual({ data: { forgotPasswordUser: true } })

    // Nothing about the account was looked at yet: no token stored, no e-mail sent. Each request queued the same job.
    expect(await storedResetToken(staff.user.id)).toBeNull()
    expect(await outboxFor(staff.email)).toEqual([])
    expect(await queuedResets()).toEqual([{ email: staff.email }, { email: unknown }, { email: unknown }])

    await runPasswordResets()
    expect(await queuedResets()).toEqual([])
    expect(await storedResetToken(staff.user.id)).toMatch(/^[0-9a-f]{64}$/)
    expect(await outboxFor(staff.email)).toHaveLength(1)
    expect(await outboxFor(unknown)).toEqual([])
  })

  it('answers a request without an address as Payload does, and queues nothing', async () => {
    const before = await queuedResets()
    const missing = await rest('POST', '/users/forgot-password', { body: {}, ip: '192.0.2.213' })
    expect(missing).toEqual({ status: 400, json: { errors: [{ message: 'Missing email.' }] } })
    expect(await queuedResets()).toEqual(before)
  })
})

describe('the second-factor set-up link on a staff account', () => {
  it('is never readable, not even by an admin, over REST or GraphQL', async () => {
    const payload = await testPayload()
    const staff = await staffUser('editor')
    await payload.update({
      collection: 'users',
      id: staff.user.id,
      data: {
        twoFactorEnrolmentTokenHash: hashToken('link-token'),
        twoFactorEnrolmentExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    const admin = await staffUser('admin')

    const overRest = await rest('GET', `/users/${staff.user.id}`, { token: admin.token })
    expect(overRest.status).toBe(200)
    expect(overRest.json).not.toHaveProperty('twoFactorEnrolmentTokenHash')
    expect(overRest.json).not.toHaveProperty('twoFactorEnrolmentExpiresAt')
    expect(JSON.stringify(overRest.json)).not.toContain(hashToken('link-token'))

    const overGraphql = await graphql(`{ User(id: ${staff.user.id}) { email twoFactorEnrolmentTokenHash } }`, {
      token: admin.token,
    })
    expect(overGraphql.data?.User).toMatchObject({ email: staff.email })
    expect((overGraphql.data?.User as Record<string, unknown>).twoFactorEnrolmentTokenHash ?? null).toBeNull()
  })
})
