import { beforeAll, describe, expect, it } from 'vitest'

import { specEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

describe('staff roles', () => {
  let admin: Staff
  let editor: Staff
  let volunteer: Staff
  let nobody: Staff
  let registrationId: number

  beforeAll(async () => {
    ;[admin, editor, volunteer, nobody] = await Promise.all([
      staffUser('admin'),
      staffUser('editor'),
      staffUser('volunteer'),
      staffUser(null),
    ])
    const payload = await testPayload()
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName: 'Role Test',
        email: uniqueEmail('role'),
        attendanceChoice: ['super-sunday'],
        notes: 'only admins read this',
      },
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
    expect(
      (
        await rest('POST', '/pages', {
          token: editor.token,
          body: { title: 'Editor page', path: `/editor-${Date.now()}` },
        })
      ).status,
    ).toBe(201)
    expect((await rest('GET', '/message-templates', { token: editor.token })).status).toBe(403)
    expect((await rest('GET', '/segments', { token: editor.token })).status).toBe(403)
    expect(
      (
        await rest('POST', '/users', {
          token: editor.token,
          body: { email: uniqueEmail(), password: 'abcdefgh12', fullName: 'x', role: 'admin' },
        })
      ).status,
    ).toBe(403)
  })

  it('lets a volunteer read registrations for check-in but never the notes', async () => {
    const { status, json } = await rest('GET', `/registrations/${registrationId}`, { token: volunteer.token })
    expect(status).toBe(200)
    expect(json.fullName).toBe('Role Test')
    expect(json).not.toHaveProperty('notes')
    expect(json).not.toHaveProperty('tags')
  })

  it("never shows a volunteer a registration's e-mail, phone or consent, over REST, GraphQL or a check-in's populated registration", async () => {
    const payload = await testPayload()
    const email = uniqueEmail('private-contact')
    const person = await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName: 'Private Contact',
        email,
        phone: '07700 900246',
        consentEmail: true,
        attendanceChoice: ['super-sunday'],
      },
    })
    const hidden = [
      'email',
      'phone',
      'consentEmail',
      'consentSms',
      'consentGdpr',
      'consentWording',
      'consentSource',
      'consentRecordedAt',
      'emailVerifiedAt',
      'emailSuppressed',
    ]
    const byId = await rest('GET', `/registrations/${person.id}`, { token: volunteer.token })
    expect(byId.json).toMatchObject({ fullName: 'Private Contact', checkinCode: person.checkinCode })
    for (const field of hidden)
      expect([field, byId.json]).not.toEqual([field, expect.objectContaining({ [field]: expect.anything() })])
    const listed = await rest('GET', `/registrations?where[id][equals]=${person.id}&depth=0`, {
      token: volunteer.token,
    })
    expect(JSON.stringify(listed.json)).not.toContain(email)
    expect(JSON.stringify(listed.json)).not.toContain('900246')
    expect((await rest('GET', `/registrations/${person.id}`, { token: admin.token })).json).toMatchObject({
      email,
      phone: '07700 900246',
      consentEmail: true,
    })

    // Querying by a field one may not read is refused, so a volunteer cannot test guesses either.
    const probe = await rest('GET', `/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      token: volunteer.token,
    })
    expect(probe.status).toBe(400)
    expect(JSON.stringify(probe.json)).not.toContain('Private Contact')
    const phoneProbe = await rest('GET', `/registrations?where[phone][like]=900246&depth=0`, { token: volunteer.token })
    expect(JSON.stringify(phoneProbe.json)).not.toContain('Private Contact')

    const gql = await graphql(`{ Registration(id: ${person.id}) { fullName email phone consentEmail } }`, {
      token: volunteer.token,
    })
    expect(JSON.stringify(gql)).not.toContain(email)
    expect(JSON.stringify(gql)).not.toContain('900246')
    expect((gql.data?.Registration as unknown as { fullName: string }).fullName).toBe('Private Contact')

    await rest('POST', '/checkins/toggle', {
      token: volunteer.token,
      body: { registration: person.id, session: 'super-sunday', checkedIn: true },
    })
    const populated = await rest('GET', `/checkins?where[registration][equals]=${person.id}&depth=1`, {
      token: volunteer.token,
    })
    expect(populated.status).toBe(200)
    expect(JSON.stringify(populated.json)).toContain('Private Contact')
    expect(JSON.stringify(populated.json)).not.toContain(email)
    expect(JSON.stringify(populated.json)).not.toContain('900246')
  })

  it('lets a volunteer check someone in, recording who and when, but not change their details', async () => {
    const before = Date.now()
    const checkin = (checkedIn: boolean) =>
      rest('POST', '/checkins/toggle', {
        token: volunteer.token,
        body: { registration: registrationId, session: 'super-sunday', checkedIn },
      })
    expect((await checkin(true)).status).toBe(200)
    const { status } = await rest('PATCH', `/registrations/${registrationId}`, {
      token: volunteer.token,
      body: { fullName: 'Changed By Volunteer', notes: 'volunteer note' },
    })
    expect(status).toBe(200)
    const payload = await testPayload()
    const checkinsOf = async () =>
      (
        await payload.find({
          collection: 'checkins',
          where: { registration: { equals: registrationId } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs
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
    expect(
      (await rest('POST', '/pages', { token: volunteer.token, body: { title: 'x', path: '/vol-x' } })).status,
    ).toBe(403)
  })

  it('gives a signed-in user without a role nothing at all', async () => {
    expect((await rest('GET', '/registrations', { token: nobody.token })).status).toBe(403)
    expect(
      (await rest('POST', '/pages', { token: nobody.token, body: { title: 'x', path: '/nobody-x' } })).status,
    ).toBe(403)
    expect((await rest('GET', '/message-templates', { token: nobody.token })).status).toBe(403)
    const { json } = await rest('GET', '/access', { token: nobody.token })
    expect(json.canAccessAdmin).not.toBe(true)
    const users = await rest('GET', '/users?limit=100', { token: nobody.token })
    expect((users.json as unknown as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([nobody.user.id])
    expect(
      (await rest('PATCH', `/users/${nobody.user.id}`, { token: nobody.token, body: { fullName: 'Changed' } })).status,
    ).toBe(403)
  })

  it('lets staff read only their own account, and never change their own role', async () => {
    const { json } = await rest('GET', '/users?limit=100', { token: editor.token })
    const docs = (json as unknown as { docs: { id: number }[] }).docs
    expect(docs.map((d) => d.id)).toEqual([editor.user.id])
    await rest('PATCH', `/users/${editor.user.id}`, { token: editor.token, body: { role: 'admin' } })
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'users', id: editor.user.id })).role).toBe('editor')
  })

  it('lets an admin create staff (by invitation: no password) and assign roles', async () => {
    const { status, json } = await rest('POST', '/users', {
      token: admin.token,
      body: { email: uniqueEmail('new'), fullName: 'New Volunteer', role: 'volunteer' },
    })
    expect(status).toBe(201)
    expect((json as { doc: { role: string; accountStatus: string } }).doc).toMatchObject({
      role: 'volunteer',
      accountStatus: 'invited',
    })
  })
})
