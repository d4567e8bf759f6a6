import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AuditAction } from '@/platform/audit/audit-actions'
import { ENROLMENT_TOKEN_PARAM, TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import {
  INVITATION_DAYS,
  INVITATION_PASSWORD_PLACEHOLDER,
  INVITATION_TOKEN_PARAM,
  STAFF_INVITATION_MESSAGES,
} from '@/staff/rules/staff-invitations'
import { poolOf } from '@/platform/database/pool'
import { WITHHELD } from '@/platform/email/withhold-secrets'
import { hashToken } from '@/platform/crypto/tokens'

import { everyCaller, graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

/**
 * Runs an action that e-mails an invitation and returns the link's token. The outbox never keeps the
 * link, so it is read where development gets it: the server log.
 */
async function invitationTokenSentBy<T extends { status: number }>(
  action: () => Promise<T>,
): Promise<{ result: T; token: string }> {
  const info = vi.spyOn((await testPayload()).logger, 'info')
  try {
    const result = await action()
    const links = info.mock.calls.flatMap(([fields]) => (fields as { links?: string[] } | undefined)?.links ?? [])
    const url = links.filter((link) => link.includes('/admin/accept-invitation?')).at(-1)
    expect(url, `no invitation link was sent (status ${result.status})`).toBeDefined()
    return { result, token: new URL(url!).searchParams.get(INVITATION_TOKEN_PARAM)! }
  } finally {
    info.mockRestore()
  }
}

async function invite(admin: Staff, role: 'admin' | 'editor' | 'volunteer' = 'volunteer') {
  const email = uniqueEmail(`invited-${role}`)
  const { result, token } = await invitationTokenSentBy(() =>
    rest('POST', '/users', { token: admin.token, body: { email, fullName: 'Ivy Invited', role } }),
  )
  expect(result.status).toBe(201)
  return { id: (result.json.doc as { id: number }).id, email, token }
}

const accept = (token: string, password: string, confirmPassword = password, ip = '192.0.2.50') =>
  rest('POST', '/staff-invitations/accept', { ip, body: { token, password, confirmPassword } })

const signIn = (email: string, password: string) => rest('POST', '/users/login', { body: { email, password } })

async function storedAccount(id: number) {
  const { rows } = await poolOf(await testPayload()).query<{
    account_status: string
    invitation_token_hash: string | null
    invitation_expires_at: Date | null
  }>(`SELECT account_status, invitation_token_hash, invitation_expires_at FROM users WHERE id = $1`, [id])
  return rows[0]!
}

async function auditEntries(action: AuditAction, userId: number) {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'audit-log',
    where: { action: { equals: action }, target: { equals: `users:${userId}` } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

afterEach(async () => {
  // Other test files share this database: never leave the requirement on.
  await (
    await testPayload()
  ).updateGlobal({ slug: 'integrations', data: { requireSecondFactor: false }, overrideAccess: true })
})

describe('inviting a staff member', () => {
  it('takes only an e-mail address, name and role, and e-mails a link that the outbox withholds', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)

    const { docs } = await (
      await testPayload()
    ).find({ collection: 'email-outbox', where: { to: { equals: invited.email } }, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.subject).toMatch(/You are invited/)
    expect(docs[0]!.text).toContain(`for the next ${INVITATION_DAYS} days`)
    expect(docs[0]!.text).toContain(WITHHELD)
    expect(JSON.stringify(docs[0])).not.toContain(invited.token)

    const stored = await storedAccount(invited.id)
    expect(stored.account_status).toBe('invited')
    expect(stored.invitation_token_hash).toBe(hashToken(invited.token))
    const daysLeft = (stored.invitation_expires_at!.getTime() - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(INVITATION_DAYS - 0.01)
    expect(daysLeft).toBeLessThanOrEqual(INVITATION_DAYS)
    expect(await auditEntries('staff-invite', invited.id)).toHaveLength(1)
  })

  it('leaves the invitee unable to sign in before accepting, whatever their password', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    // Even a password set behind the invitation's back does not open an invited account.
    await (await testPayload()).update({ collection: 'users', id: invited.id, data: { password: 'known-password-1' } })
    expect((await signIn(invited.email, 'known-password-1')).status).toBe(401)
  })

  it('refuses an invitation without a role, creating nobody (issue 31)', async () => {
    const admin = await staffUser('admin')
    const email = uniqueEmail('no-role')
    const refused = await rest('POST', '/users', { token: admin.token, body: { email, fullName: 'No Role' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(STAFF_INVITATION_MESSAGES.roleRequired)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('refuses a password from the admin, creating nobody', async () => {
    const admin = await staffUser('admin')
    const email = uniqueEmail('with-password')
    const refused = await rest('POST', '/users', {
      token: admin.token,
      body: { email, password: 'chosen-by-admin-1', fullName: 'X', role: 'editor' },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(STAFF_INVITATION_MESSAGES.noPasswordOnCreate)
    expect(
      (
        await (
          await testPayload()
        ).count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      ).totalDocs,
    ).toBe(0)
  })

  it('takes the admin form’s password placeholder as no password: the account is invited and the placeholder opens nothing', async () => {
    const admin = await staffUser('admin')
    const email = uniqueEmail('from-form')
    const body = {
      email,
      fullName: 'From Form',
      role: 'editor',
      password: INVITATION_PASSWORD_PLACEHOLDER,
      confirmPassword: INVITATION_PASSWORD_PLACEHOLDER,
    }
    const { result } = await invitationTokenSentBy(() => rest('POST', '/users', { token: admin.token, body }))
    expect(result.status).toBe(201)
    expect((result.json.doc as { accountStatus: string }).accountStatus).toBe('invited')
    await (
      await testPayload()
    ).update({ collection: 'users', id: (result.json.doc as { id: number }).id, data: { accountStatus: 'active' } })
    expect((await signIn(email, INVITATION_PASSWORD_PLACEHOLDER)).status).toBe(401)
  })

  it('is for admins only: editors and volunteers get 403, visitors are refused', async () => {
    for (const role of ['editor', 'volunteer'] as const) {
      const staff = await staffUser(role)
      const email = uniqueEmail(`by-${role}`)
      expect(
        (await rest('POST', '/users', { token: staff.token, body: { email, fullName: 'X', role: 'volunteer' } }))
          .status,
      ).toBe(403)
      expect(
        (await rest('POST', '/staff-invitations/resend', { token: staff.token, body: { user: staff.user.id } })).status,
      ).toBe(403)
    }
    const email = uniqueEmail('by-visitor')
    expect([401, 403]).toContain(
      (await rest('POST', '/users', { body: { email, fullName: 'X', role: 'volunteer' } })).status,
    )
    expect((await rest('POST', '/staff-invitations/resend', { body: { user: 1 } })).status).toBe(403)
    expect(
      (
        await (
          await testPayload()
        ).count({
          collection: 'users',
          where: { email: { contains: '@test.example' }, fullName: { equals: 'X' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('accepting an invitation', () => {
  it('sets the password, makes the account active and lets it sign in', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const accepted = await accept(invited.token, 'my-own-password-1')
    expect(accepted).toMatchObject({ status: 200, json: { ok: true, email: invited.email, next: '/admin' } })

    const stored = await storedAccount(invited.id)
    expect(stored).toEqual({ account_status: 'active', invitation_token_hash: null, invitation_expires_at: null })
    const signedIn = await signIn(invited.email, 'my-own-password-1')
    expect(signedIn.status).toBe(200)
    expect((signedIn.json.user as { role: string }).role).toBe('volunteer')
    expect(await auditEntries('staff-invite-accept', invited.id)).toHaveLength(1)
  })

  it('works once: the link cannot set the password again', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    expect((await accept(invited.token, 'first-password-1')).status).toBe(200)
    expect(await accept(invited.token, 'second-password-2')).toMatchObject({
      status: 403,
      json: { message: STAFF_INVITATION_MESSAGES.linkInvalid },
    })
    expect((await signIn(invited.email, 'second-password-2')).status).toBe(401)
    expect((await signIn(invited.email, 'first-password-1')).status).toBe(200)
  })

  it('refuses an expired or unknown link, changing nothing', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    await poolOf(await testPayload()).query(
      `UPDATE users SET invitation_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [invited.id],
    )
    const before = await storedAccount(invited.id)
    expect(await accept(invited.token, 'too-late-password-1')).toMatchObject({
      status: 403,
      json: { message: STAFF_INVITATION_MESSAGES.linkInvalid },
    })
    expect(await accept('not-a-real-token', 'whatever-password-1')).toMatchObject({
      status: 403,
      json: { message: STAFF_INVITATION_MESSAGES.linkInvalid },
    })
    expect(await storedAccount(invited.id)).toEqual(before)
    expect(await auditEntries('staff-invite-accept', invited.id)).toHaveLength(0)
  })

  it('refuses passwords that differ or break the password rules, and the link still works afterwards', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const differ = await accept(invited.token, 'one-password-1', 'another-password-2')
    expect(differ).toMatchObject({
      status: 400,
      json: { errors: { confirmPassword: STAFF_INVITATION_MESSAGES.passwordsDiffer } },
    })
    const tooShort = await accept(invited.token, 'ab')
    expect(tooShort.status).toBe(400)
    expect(tooShort.json.errors).toHaveProperty('password')
    expect((await storedAccount(invited.id)).account_status).toBe('invited')
    expect((await accept(invited.token, 'a-good-password-1')).status).toBe(200)
  })

  it('is limited per client address like every public link', async () => {
    process.env.FORM_RATE_LIMIT = '2/60'
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`
      const statuses = []
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await accept(`guess-${attempt}`, 'whatever-password-1', undefined, ip)).status)
      expect(statuses).toEqual([403, 403, 429])
    } finally {
      process.env.FORM_RATE_LIMIT = 'off'
    }
  })

  it('goes on to setting up a second factor when one is required, with a valid set-up token', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin, 'editor')
    await (
      await testPayload()
    ).updateGlobal({ slug: 'integrations', data: { requireSecondFactor: true }, overrideAccess: true })
    const accepted = await accept(invited.token, 'editor-password-1')
    expect(accepted.status).toBe(200)
    const next = new URL(accepted.json.next as string, 'http://x')
    expect(next.pathname).toBe('/admin/two-factor')
    const enrolmentToken = next.searchParams.get(ENROLMENT_TOKEN_PARAM)!

    const session = (await signIn(invited.email, 'editor-password-1')).json.token as string
    // The password alone is not enough; the token the invitation led to is.
    expect(await rest('POST', '/two-factor/setup', { token: session })).toMatchObject({
      status: 403,
      json: { message: TWO_FACTOR_MESSAGES.enrolmentLinkNeeded },
    })
    expect((await rest('POST', '/two-factor/setup', { token: session, body: { enrolmentToken } })).status).toBe(200)
  })
})

describe('sending an invitation again', () => {
  it('e-mails a new link and stops the old one working', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const { result, token } = await invitationTokenSentBy(() =>
      rest('POST', '/staff-invitations/resend', { token: admin.token, body: { user: invited.id } }),
    )
    expect(result).toMatchObject({ status: 200, json: { message: STAFF_INVITATION_MESSAGES.resent } })
    expect(token).not.toBe(invited.token)
    expect(await auditEntries('staff-invite-resend', invited.id)).toHaveLength(1)

    expect((await accept(invited.token, 'old-link-password-1')).status).toBe(403)
    expect((await accept(token, 'new-link-password-1')).status).toBe(200)
    expect((await signIn(invited.email, 'new-link-password-1')).status).toBe(200)
  })

  it('is refused for an account that is already active, or does not exist', async () => {
    const admin = await staffUser('admin')
    const active = await staffUser('editor')
    expect(
      await rest('POST', '/staff-invitations/resend', { token: admin.token, body: { user: active.user.id } }),
    ).toMatchObject({ status: 409, json: { message: STAFF_INVITATION_MESSAGES.alreadyActive } })
    expect(
      (await rest('POST', '/staff-invitations/resend', { token: admin.token, body: { user: 99_999_999 } })).status,
    ).toBe(404)
  })
})

describe('copying an invitation link where no e-mail is set up (issue 31)', () => {
  const copyLink = (token: string | undefined, user: number) =>
    rest('POST', '/staff-invitations/link', { token, body: { user } })

  it('gives an admin a new link that works once, and stops the earlier one', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const copied = await copyLink(admin.token, invited.id)
    expect(copied).toMatchObject({ status: 200, json: { message: STAFF_INVITATION_MESSAGES.linkCopied } })
    const url = new URL(copied.json.url as string)
    expect(url.pathname).toBe('/admin/accept-invitation')
    const token = url.searchParams.get(INVITATION_TOKEN_PARAM)!
    expect((await storedAccount(invited.id)).invitation_token_hash).toBe(hashToken(token))
    expect((await auditEntries('staff-invite-resend', invited.id)).map((entry) => entry.summary)).toEqual([
      `Invitation link copied to hand to ${invited.email}`,
    ])

    expect((await accept(invited.token, 'old-link-password-1')).status).toBe(403)
    expect((await accept(token, 'copied-link-password-1')).status).toBe(200)
    expect((await signIn(invited.email, 'copied-link-password-1')).status).toBe(200)
  })

  it('is for admins only: a visitor, a user without a role, an editor and a volunteer are refused and nothing changes', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const before = await storedAccount(invited.id)
    for (const [caller, token] of await everyCaller()) {
      if (caller === 'an admin') continue
      const refused = await copyLink(token, invited.id)
      expect([401, 403], caller).toContain(refused.status)
      expect(refused.json.url, caller).toBeUndefined()
    }
    expect(await storedAccount(invited.id)).toEqual(before)
  })

  it('is refused where e-mail is set up (the link goes by e-mail only), for an active account and for bad input', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const before = await storedAccount(invited.id)
    process.env.RESEND_API_KEY = 're_test_key'
    try {
      expect(await copyLink(admin.token, invited.id)).toMatchObject({
        status: 409,
        json: { message: STAFF_INVITATION_MESSAGES.linkByEmailOnly },
      })
    } finally {
      delete process.env.RESEND_API_KEY
    }
    expect(await storedAccount(invited.id)).toEqual(before)
    const active = await staffUser('editor')
    expect(await copyLink(admin.token, active.user.id)).toMatchObject({
      status: 409,
      json: { message: STAFF_INVITATION_MESSAGES.alreadyActive },
    })
    expect((await copyLink(admin.token, 99_999_999)).status).toBe(404)
    expect((await rest('POST', '/staff-invitations/link', { token: admin.token, body: { user: 'x' } })).status).toBe(
      400,
    )
  })
})

describe('the invitation link’s hash and expiry', () => {
  it('are never readable, not even by an admin or the invitee, over REST or GraphQL', async () => {
    const admin = await staffUser('admin')
    const invited = await invite(admin)
    const hash = hashToken(invited.token)

    const overRest = await rest('GET', `/users/${invited.id}`, { token: admin.token })
    expect(overRest.status).toBe(200)
    expect(overRest.json).toMatchObject({ accountStatus: 'invited' })
    expect(overRest.json).not.toHaveProperty('invitationTokenHash')
    expect(overRest.json).not.toHaveProperty('invitationExpiresAt')
    expect(JSON.stringify(overRest.json)).not.toContain(hash)
    const list = await rest('GET', `/users?where[id][equals]=${invited.id}`, { token: admin.token })
    expect(JSON.stringify(list.json)).not.toContain(hash)

    const overGraphql = await graphql(`{ User(id: ${invited.id}) { email invitationTokenHash invitationExpiresAt } }`, {
      token: admin.token,
    })
    expect(overGraphql.data?.User).toMatchObject({ email: invited.email })
    expect((overGraphql.data?.User as Record<string, unknown>).invitationTokenHash ?? null).toBeNull()
    expect((overGraphql.data?.User as Record<string, unknown>).invitationExpiresAt ?? null).toBeNull()

    // Filtering on the hash must not become a way to test guesses either.
    const byHash = await rest('GET', `/users?where[invitationTokenHash][equals]=${hash}`, { token: admin.token })
    expect(JSON.stringify(byHash.json)).not.toContain(invited.email)

    expect((await accept(invited.token, 'invitee-password-1')).status).toBe(200)
    const self = (await signIn(invited.email, 'invitee-password-1')).json.token as string
    const own = await rest('GET', `/users/${invited.id}`, { token: self })
    expect(own.json).not.toHaveProperty('invitationTokenHash')
  })
})

describe('passwords of other accounts', () => {
  it('cannot be changed by an admin, even with the admin’s own current password', async () => {
    const [admin, staff] = await Promise.all([staffUser('admin'), staffUser('editor')])
    const refused = await rest('PATCH', `/users/${staff.user.id}`, {
      token: admin.token,
      body: { password: 'set-by-admin-1', currentPassword: admin.password },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(STAFF_INVITATION_MESSAGES.othersPassword)
    expect((await signIn(staff.email, 'set-by-admin-1')).status).toBe(401)
    expect((await signIn(staff.email, staff.password)).status).toBe(200)
  })

  it('stay existing accounts’ own: an account from before invitations is active and signs in', async () => {
    const staff = await staffUser('volunteer')
    expect((await storedAccount(staff.user.id)).account_status).toBe('active')
    expect((await signIn(staff.email, staff.password)).status).toBe(200)
  })
})
