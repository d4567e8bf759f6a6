import { beforeAll, describe, expect, it } from 'vitest'

import { specEvent } from '../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

describe('staff roles', () => {
  let admin: Staff
  let editor: Staff
  let volunteer: Staff
  let nobody: Staff
  let registrationId: number

  beforeAll(async () => {
    ;[admin, editor, volunteer, nobody] = await Promise.all([staffUser('admin'), staffUser('editor'), staffUser('volunteer'), staffUser(null)])
    const payload = await testPayload()
    const registration = await payload.create({
      collection: 'registrations',
      data: { event: (await specEvent(payload)).id, fullName: 'Role Test', email: uniqueEmail('role'), attendanceChoice: ['super-sunday'], notes: 'only admins read this' },
    })
    registrationId = registration.id
  })

  it('lets an admin read everything about a registration, notes included', async () => {
    const { status, json } = await rest('GET', `/registrations/${registrationId}`, { token: admin.token })
    expect(status).toBe(200)
    expect(json.notes).toBe('only admins read this')
  })

  it('hides registrations from an editor', async () => {
    expect((await rest('GET', '/registrations', { token: editor.token })).status).toBe(403)
    expect((await rest('GET', `/registrations/${registrationId}`, { token: editor.token })).status).toBe(403)
  })

  it('lets an editor edit pages and site settings but not templates, segments or users', async () => {
    expect((await rest('POST', '/pages', { token: editor.token, body: { title: 'Editor page', path: `/editor-${Date.now()}` } })).status).toBe(201)
    expect((await rest('GET', '/message-templates', { token: editor.token })).status).toBe(403)
    expect((await rest('GET', '/segments', { token: editor.token })).status).toBe(403)
    expect((await rest('POST', '/users', { token: editor.token, body: { email: uniqueEmail(), password: 'abcdefgh12', fullName: 'x', role: 'admin' } })).status).toBe(403)
  })

  it('lets a volunteer read registrations for check-in but never the notes', async () => {
    const { status, json } = await rest('GET', `/registrations/${registrationId}`, { token: volunteer.token })
    expect(status).toBe(200)
    expect(json.fullName).toBe('Role Test')
    expect(json).not.toHaveProperty('notes')
    expect(json).not.toHaveProperty('tags')
  })

  it('lets a volunteer check someone in, recording who and when, but not change their details', async () => {
    const before = Date.now()
    const checkin = (checkedIn: boolean) => rest('POST', '/checkins/toggle', { token: volunteer.token, body: { registration: registrationId, session: 'super-sunday', checkedIn } })
    expect((await checkin(true)).status).toBe(200)
    const { status } = await rest('PATCH', `/registrations/${registrationId}`, { token: volunteer.token, body: { fullName: 'Changed By Volunteer', notes: 'volunteer note' } })
    expect(status).toBe(200)
    const payload = await testPayload()
    const checkinsOf = async () => (await payload.find({ collection: 'checkins', where: { registration: { equals: registrationId } }, depth: 0, overrideAccess: true })).docs
    const stored = await payload.findByID({ collection: 'registrations', id: registrationId, depth: 0 })
    expect(stored.checkedInSessions).toBe('|super-sunday|')
    const [row] = await checkinsOf()
    expect(row!.session).toBe('super-sunday')
    expect(row!.checkedInBy).toBe(volunteer.user.id)
    expect(new Date(row!.checkedInAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(stored.fullName).toBe('Role Test')
    expect(stored.notes).toBe('only admins read this')

    expect((await checkin(false)).status).toBe(200)
    const undone = await payload.findByID({ collection: 'registrations', id: registrationId, depth: 0 })
    expect(undone.checkedInSessions).toBe('|')
    expect(await checkinsOf()).toEqual([])
  })

  it('does not let a volunteer delete registrations or edit content', async () => {
    expect((await rest('DELETE', `/registrations/${registrationId}`, { token: volunteer.token })).status).toBe(403)
    expect((await rest('POST', '/pages', { token: volunteer.token, body: { title: 'x', path: '/vol-x' } })).status).toBe(403)
  })

  it('gives a signed-in user without a role nothing at all', async () => {
    expect((await rest('GET', '/registrations', { token: nobody.token })).status).toBe(403)
    expect((await rest('POST', '/pages', { token: nobody.token, body: { title: 'x', path: '/nobody-x' } })).status).toBe(403)
    expect((await rest('GET', '/message-templates', { token: nobody.token })).status).toBe(403)
    const { json } = await rest('GET', '/access', { token: nobody.token })
    expect(json.canAccessAdmin).not.toBe(true)
    const users = await rest('GET', '/users?limit=100', { token: nobody.token })
    expect((users.json as unknown as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([nobody.user.id])
    expect((await rest('PATCH', `/users/${nobody.user.id}`, { token: nobody.token, body: { fullName: 'Changed' } })).status).toBe(403)
  })

  it('lets staff read only their own account, and never change their own role', async () => {
    const { json } = await rest('GET', '/users?limit=100', { token: editor.token })
    const docs = (json as unknown as { docs: { id: number }[] }).docs
    expect(docs.map((d) => d.id)).toEqual([editor.user.id])
    await rest('PATCH', `/users/${editor.user.id}`, { token: editor.token, body: { role: 'admin' } })
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'users', id: editor.user.id })).role).toBe('editor')
  })

  it('lets an admin create staff and assign roles', async () => {
    const { status, json } = await rest('POST', '/users', {
      token: admin.token,
      body: { email: uniqueEmail('new'), password: 'abcdefgh12', fullName: 'New Volunteer', role: 'volunteer' },
    })
    expect(status).toBe(201)
    expect((json as { doc: { role: string } }).doc.role).toBe('volunteer')
  })
})
