import { describe, expect, it, vi } from 'vitest'

import { CONFIRM_EMAIL_TOKEN_PARAM, EMAIL_CHANGE_MESSAGES } from '@/staff/rules/email-change'
import { poolOf } from '@/platform/database/pool'

import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * A staff account's address is where its password reset goes. The review took over an editor's
 * account as an admin: PATCH /api/users/:id {email: <attacker's>, currentPassword: <admin's own>}
 * answered 200, "forgot password" then went to the new address, and the old one never heard. Now a
 * new address waits until it is confirmed from a link e-mailed to it, the old address is told when
 * it is asked for and when it is confirmed, and no admin changes another admin's address.
 */
type Staff = Awaited<ReturnType<typeof staffUser>>

/** Runs an action and returns the confirmation link's token it e-mailed (read where development gets it: the server log). */
async function confirmationTokenSentBy<T>(action: () => Promise<T>): Promise<{ result: T; token: string | null }> {
  const info = vi.spyOn((await testPayload()).logger, 'info')
  try {
    const result = await action()
    const links = info.mock.calls.flatMap(([fields]) => (fields as { links?: string[] } | undefined)?.links ?? [])
    const url = links.filter((link) => link.includes('/admin/confirm-email?')).at(-1)
    return { result, token: url ? new URL(url).searchParams.get(CONFIRM_EMAIL_TOKEN_PARAM) : null }
  } finally {
    info.mockRestore()
  }
}

const patchUser = (id: number, token: string, body: Record<string, unknown>) =>
  rest('PATCH', `/users/${id}`, { token, body })

const confirm = (token: string, ip = '192.0.2.90') => rest('POST', '/staff-email/confirm', { ip, body: { token } })

const stored = async (id: number) =>
  (
    await poolOf(await testPayload()).query<{
      email: string
      pending_email: string | null
      email_change_token_hash: string | null
    }>(`SELECT email, pending_email, email_change_token_hash FROM users WHERE id = $1`, [id])
  ).rows[0]!

const outboxTo = async (email: string) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: 'createdAt', depth: 0 })
  ).docs.map((doc) => ({ subject: doc.subject, text: String(doc.text ?? '') }))

const isSignedIn = async (token: string) => Boolean((await rest('GET', '/users/me', { token })).json.user)

async function secondSession(staff: Staff): Promise<string> {
  const { token } = await (
    await testPayload()
  ).login({ collection: 'users', data: { email: staff.email, password: staff.password } })
  return token!
}

async function auditSummaries(id: number) {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'staff-email-change' } }, { target: { equals: `users:${id}` } }] },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.summary)
}

describe('a staff account’s e-mail address', () => {
  it('is not taken over by an admin: the new address must confirm, and the old one is told at once', async () => {
    const payload = await testPayload()
    const [admin, editor] = await Promise.all([staffUser('admin'), staffUser('editor')])
    const attacker = uniqueEmail('attacker')

    const { result: answer, token } = await confirmationTokenSentBy(() =>
      patchUser(editor.user.id, admin.token, { email: attacker, currentPassword: admin.password }),
    )
    expect(answer.status).toBe(200)
    expect(token).toBeTruthy()
    // Nothing changed: the account still has its address, and a reset for the new one goes nowhere.
    expect(await stored(editor.user.id)).toMatchObject({ email: editor.email, pending_email: attacker })
    expect((await rest('POST', '/users/forgot-password', { body: { email: attacker }, ip: '192.0.2.91' })).status).toBe(
      200,
    )
    await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendPasswordReset' } } })
    const toAttacker = await outboxTo(attacker)
    expect(toAttacker.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your new e-mail address/)])
    // The owner hears of it, with who asked.
    const toOwner = await outboxTo(editor.email)
    expect(toOwner).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^A new e-mail address was asked for/) }),
    ])
    expect(toOwner[0]!.text).toContain(attacker)
    expect(toOwner[0]!.text).toContain(`An admin (${admin.email})`)
    expect(toOwner[0]!.text).not.toContain(token!)
    expect(await auditSummaries(editor.user.id)).toEqual([expect.stringContaining(attacker)])
  })

  it('changes once confirmed from the new address: every session ends, the old address is told, the link works once', async () => {
    const staff = await staffUser('volunteer')
    const other = await secondSession(staff)
    const email = uniqueEmail('moved')
    const { token } = await confirmationTokenSentBy(() =>
      patchUser(staff.user.id, staff.token, { email, currentPassword: staff.password }),
    )
    expect(await isSignedIn(other)).toBe(true)

    const confirmed = await confirm(token!)
    expect(confirmed).toEqual({ status: 200, json: { ok: true, message: EMAIL_CHANGE_MESSAGES.confirmed, email } })
    expect(await stored(staff.user.id)).toEqual({ email, pending_email: null, email_change_token_hash: null })
    expect(await isSignedIn(staff.token)).toBe(false)
    expect(await isSignedIn(other)).toBe(false)
    const toOld = await outboxTo(staff.email)
    expect(toOld.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^A new e-mail address was asked for/),
      expect.stringMatching(/^The e-mail address of your .* staff account has changed/),
    ])
    const { token: signedIn } = await (
      await testPayload()
    ).login({ collection: 'users', data: { email, password: staff.password } })
    expect(signedIn).toBeTruthy()
    expect(await auditSummaries(staff.user.id)).toHaveLength(2)

    // Used up: a second use, like an unknown token, changes nothing.
    for (const again of [token!, 'not-a-real-token']) {
      expect(await confirm(again)).toEqual({
        status: 403,
        json: { ok: false, message: EMAIL_CHANGE_MESSAGES.linkInvalid },
      })
    }
    expect((await stored(staff.user.id)).email).toBe(email)
  })

  it('is never changed by another admin, over REST or GraphQL; an admin changes their own', async () => {
    const [admin, other] = await Promise.all([staffUser('admin'), staffUser('admin')])
    const refused = await patchUser(other.user.id, admin.token, {
      email: uniqueEmail('admin-takeover'),
      currentPassword: admin.password,
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(EMAIL_CHANGE_MESSAGES.otherAdmin)
    const overGraphql = await graphql(
      `mutation { updateUser(id: ${other.user.id}, data: { email: "${uniqueEmail('admin-gql')}", currentPassword: "${admin.password}" }) { email } }`,
      { token: admin.token },
    )
    expect(JSON.stringify(overGraphql.errors)).toContain('email')
    expect(await stored(other.user.id)).toMatchObject({ email: other.email, pending_email: null })

    const own = uniqueEmail('admin-own')
    const { result, token } = await confirmationTokenSentBy(() =>
      patchUser(admin.user.id, admin.token, { email: own, currentPassword: admin.password }),
    )
    expect(result.status).toBe(200)
    expect((await confirm(token!)).status).toBe(200)
    expect((await stored(admin.user.id)).email).toBe(own)
  })

  it('refuses an address another staff account has, and a confirmation whose address was taken meanwhile', async () => {
    const [staff, other, third] = await Promise.all([staffUser('editor'), staffUser('editor'), staffUser('editor')])
    const taken = await patchUser(staff.user.id, staff.token, { email: other.email, currentPassword: staff.password })
    expect(taken.status).toBe(400)
    expect(JSON.stringify(taken.json)).toContain(EMAIL_CHANGE_MESSAGES.taken)

    const wanted = uniqueEmail('wanted')
    const { token } = await confirmationTokenSentBy(() =>
      patchUser(staff.user.id, staff.token, { email: wanted, currentPassword: staff.password }),
    )
    const { token: thirdToken } = await confirmationTokenSentBy(() =>
      patchUser(third.user.id, third.token, { email: wanted, currentPassword: third.password }),
    )
    expect((await confirm(thirdToken!)).status).toBe(200)
    expect(await confirm(token!)).toEqual({ status: 409, json: { ok: false, message: EMAIL_CHANGE_MESSAGES.taken } })
    expect((await stored(staff.user.id)).email).toBe(staff.email)
  })

  it('keeps the pending address and the link unreadable and unwritable over the API', async () => {
    const [admin, staff] = await Promise.all([staffUser('admin'), staffUser('editor')])
    const written = await patchUser(staff.user.id, staff.token, {
      pendingEmail: uniqueEmail('sneaky'),
      emailChangeTokenHash: 'x'.repeat(64),
    })
    expect(written.status).toBe(200)
    expect(await stored(staff.user.id)).toMatchObject({ pending_email: null, email_change_token_hash: null })
    await confirmationTokenSentBy(() =>
      patchUser(staff.user.id, staff.token, { email: uniqueEmail('later'), currentPassword: staff.password }),
    )
    const read = await rest('GET', `/users/${staff.user.id}`, { token: admin.token })
    expect(read.json).toHaveProperty('pendingEmail')
    expect(read.json).not.toHaveProperty('emailChangeTokenHash')
    expect(read.json).not.toHaveProperty('emailChangeExpiresAt')
  })
})
