import { afterEach, describe, expect, it, vi } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { rest, staffUser, testPayload } from '../../helpers/payload'

/**
 * The staff account Payload's JWT sign-in reads is kept between requests while the database says it
 * is unchanged (src/staff/sign-in/kept-accounts.ts). These check that a kept copy is used, and that
 * no change to an account, however it is written, is ever answered with the copy from before it.
 */
afterEach(() => vi.restoreAllMocks())

const accountReads = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([args]) => (args as { collection?: string }).collection === 'users').length

async function signedIn(token: string) {
  const payload = await testPayload()
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user as (Record<string, unknown> & { id: number; role?: string | null }) | null
}

describe('the staff account read at each signed-in request', () => {
  it('is read through Payload once, then kept while the account is unchanged, each request with its own copy', async () => {
    const payload = await testPayload()
    const { token, user } = await staffUser('volunteer')
    await signedIn(token)
    const reads = vi.spyOn(payload, 'findByID')

    const first = await signedIn(token)
    const second = await signedIn(token)
    expect(accountReads(reads)).toBe(0)
    expect(first).toMatchObject({ id: user.id, role: 'volunteer', email: user.email })
    expect(second).toEqual(first)
    first!.role = 'admin'
    expect((await signedIn(token))!.role).toBe('volunteer')
  })

  it('is read afresh after a change through Payload (a new role)', async () => {
    const payload = await testPayload()
    const { token, user } = await staffUser('volunteer')
    expect((await signedIn(token))!.role).toBe('volunteer')
    await payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, overrideAccess: true })
    expect((await signedIn(token))!.role).toBe('editor')
  })

  it('is read afresh after a change written in SQL, by this server or another', async () => {
    const payload = await testPayload()
    const { token, user } = await staffUser('editor')
    expect(await signedIn(token)).toMatchObject({ role: 'editor', fullName: 'Test editor' })
    await poolOf(payload).query(`UPDATE users SET full_name = 'Renamed Elsewhere', role = 'volunteer' WHERE id = $1`, [
      user.id,
    ])
    expect(await signedIn(token)).toMatchObject({ role: 'volunteer', fullName: 'Renamed Elsewhere' })
  })

  it('refuses a signed-out session at once, though the account was kept with it', async () => {
    const { token } = await staffUser('admin')
    expect(await signedIn(token)).not.toBeNull()
    expect((await rest('GET', '/users/me', { token })).json).toMatchObject({ user: { role: 'admin' } })

    expect((await rest('POST', '/users/logout', { token })).status).toBe(200)
    expect(await signedIn(token)).toBeNull()
    expect((await rest('GET', '/users/me', { token })).json).toMatchObject({ user: null })
  })

  it('refuses a session removed in SQL, and an account deleted', async () => {
    const payload = await testPayload()
    const removed = await staffUser('volunteer')
    expect(await signedIn(removed.token)).not.toBeNull()
    await poolOf(payload).query('DELETE FROM users_sessions WHERE _parent_id = $1', [removed.user.id])
    expect(await signedIn(removed.token)).toBeNull()

    const deleted = await staffUser('volunteer')
    expect(await signedIn(deleted.token)).not.toBeNull()
    await payload.delete({ collection: 'users', id: deleted.user.id, overrideAccess: true })
    expect(await signedIn(deleted.token)).toBeNull()
  })
})
