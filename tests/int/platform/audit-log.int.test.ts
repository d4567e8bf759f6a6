import { beforeAll, describe, expect, it } from 'vitest'

import type { AuditAction } from '@/platform/audit/audit-actions'

import { specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

async function lastEntry(action: AuditAction, target?: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: action } }, ...(target ? [{ target: { equals: target } }] : [])] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

describe('the audit log', () => {
  let admin: Awaited<ReturnType<typeof staffUser>>
  let volunteer: Awaited<ReturnType<typeof staffUser>>

  beforeAll(async () => {
    ;[admin, volunteer] = await Promise.all([staffUser('admin'), staffUser('volunteer')])
  })

  it('records sign-ins, with who signed in', async () => {
    const signedIn = await rest('POST', '/users/login', {
      body: { email: volunteer.email, password: volunteer.password },
    })
    expect(signedIn.status).toBe(200)
    expect(await lastEntry('sign-in', `users:${volunteer.user.id}`)).toMatchObject({
      actor: volunteer.user.id,
      actorEmail: volunteer.email,
    })
  })

  it('records check-ins and their undoing, by whom', async () => {
    const payload = await testPayload()
    const event = (await specEvent(payload)).id
    const person = await payload.create({
      collection: 'registrations',
      data: { event, fullName: 'Audit Door', email: uniqueEmail('audit'), attendanceChoice: ['online'] },
    })
    await rest('POST', '/checkins/toggle', {
      token: volunteer.token,
      body: { registration: person.id, session: 'online', checkedIn: true },
    })
    expect(await lastEntry('check-in', `registrations:${person.id}`)).toMatchObject({
      actor: volunteer.user.id,
      details: { session: 'online', checkedIn: true },
    })
    await rest('POST', '/checkins/toggle', {
      token: volunteer.token,
      body: { registration: person.id, session: 'online', checkedIn: false },
    })
    expect(await lastEntry('check-in', `registrations:${person.id}`)).toMatchObject({
      summary: expect.stringMatching(/^Check-in undone at /),
      details: { checkedIn: false },
    })
  })

  it('records exports with what and how many rows', async () => {
    const response = await rest('GET', '/registrations/export?attendance=online', { token: admin.token })
    expect(response.status).toBe(200)
    const entry = await lastEntry('export')
    expect(entry).toMatchObject({
      actor: admin.user.id,
      details: { kind: 'registrations', filters: { attendance: 'online' } },
    })
    const rows = String(response.json).trim().split('\r\n').length - 1
    expect((entry!.details as { rows: number }).rows).toBe(rows)
  })

  it('records sends, segment changes, settings changes (names only) and role changes', async () => {
    const segment = await rest('POST', '/segments', { token: admin.token, body: { name: 'Audit segment' } })
    const segmentId = (segment.json as { doc: { id: number } }).doc.id
    expect(await lastEntry('segment-create', `segments:${segmentId}`)).toMatchObject({ actor: admin.user.id })
    await rest('PATCH', `/segments/${segmentId}`, { token: admin.token, body: { name: 'Audit segment 2' } })
    expect(await lastEntry('segment-update', `segments:${segmentId}`)).toBeTruthy()

    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin.token,
      body: { type: 'email', purpose: 'service', subject: 'Hi', content: 'Hello', audience: 'all' },
    })
    const logId = (sent.json as { log: { id: number } }).log.id
    expect(await lastEntry('message-send', `messaging-logs:${logId}`)).toMatchObject({
      details: { type: 'email', purpose: 'service', audience: 'all' },
    })

    await rest('DELETE', `/segments/${segmentId}`, { token: admin.token })
    expect(await lastEntry('segment-delete', `segments:${segmentId}`)).toBeTruthy()

    await rest('POST', '/globals/integrations', { token: admin.token, body: { webhookSecret: 'top-secret-value' } })
    const settings = await lastEntry('settings-change', 'globals:integrations')
    expect(settings).toMatchObject({ details: { fields: ['webhookSecret'] } })
    expect(JSON.stringify(settings)).not.toContain('top-secret-value')
    await rest('POST', '/globals/integrations', { token: admin.token, body: { webhookSecret: null } })

    await rest('PATCH', `/users/${volunteer.user.id}`, { token: admin.token, body: { role: 'editor' } })
    expect(await lastEntry('role-change', `users:${volunteer.user.id}`)).toMatchObject({
      actor: admin.user.id,
      details: { from: 'volunteer', to: 'editor' },
    })
  })

  it('names the record of each entry in words when an admin reads it, never storing a person’s name', async () => {
    const payload = await testPayload()
    // A volunteer of its own: an earlier test makes the shared one an editor.
    const door = await staffUser('volunteer')
    const event = await specEvent(payload)
    const person = await payload.create({
      collection: 'registrations',
      data: { event: event.id, fullName: 'Olivia Green', email: uniqueEmail('olivia'), attendanceChoice: ['online'] },
    })
    await rest('POST', '/checkins/toggle', {
      token: door.token,
      body: { registration: person.id, session: 'online', checkedIn: true },
    })
    const entry = await lastEntry('check-in', `registrations:${person.id}`)
    expect(entry!.summary).toBe(
      `Checked in at ${event.sessions.find((session) => session.key === 'online')!.title} of ${event.title}`,
    )
    // Stored without the name: it is looked up when an admin reads the entry.
    expect(JSON.stringify({ summary: entry!.summary, target: entry!.target, details: entry!.details })).not.toContain(
      'Olivia',
    )

    const read = async (id: number, token?: string) =>
      (await rest('GET', `/audit-log/${id}?depth=0`, { token })).json as { record?: string | null; errors?: unknown }
    expect((await read(entry!.id, admin.token)).record).toBe('registration of Olivia Green')
    expect((await rest('GET', `/audit-log/${entry!.id}`, { token: door.token })).status).toBe(403)
    const list = (
      await rest('GET', `/audit-log?depth=0&where[target][equals]=registrations:${person.id}`, { token: admin.token })
    ).json as { docs: Array<{ record: string }> }
    expect(list.docs.map((doc) => doc.record)).toContain('registration of Olivia Green')

    // Once the registration is gone, the entry says which one it was, and no name.
    await payload.delete({ collection: 'registrations', id: person.id, overrideAccess: true })
    expect((await read(entry!.id, admin.token)).record).toBe(`registration ${person.id} (no longer held)`)

    const signIn = await lastEntry('sign-in', `users:${door.user.id}`)
    expect((await read(signIn!.id, admin.token)).record).toBe(`staff account of ${door.user.fullName}`)
  })

  it('writes counts and changed settings as sentences', async () => {
    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin.token,
      body: { type: 'email', purpose: 'service', subject: 'Words', content: 'Hello', audience: 'all' },
    })
    const { id, recipientCount } = (sent.json as { log: { id: number; recipientCount: number } }).log
    const send = await lastEntry('message-send', `messaging-logs:${id}`)
    expect(send!.summary).toMatch(
      new RegExp(
        `^E-mail \\(service message\\) sent to ${recipientCount} ${recipientCount === 1 ? 'person' : 'people'}: `,
      ),
    )
    expect((await rest('GET', `/audit-log/${send!.id}?depth=0`, { token: admin.token })).json).toMatchObject({
      record: 'message “Words”',
    })

    const payload = await testPayload()
    const { privacyNote } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await rest('POST', '/globals/site-settings', { token: admin.token, body: { privacyNote: `Changed ${Date.now()}` } })
    const settings = await lastEntry('settings-change', 'globals:site-settings')
    await payload.updateGlobal({ slug: 'site-settings', data: { privacyNote }, depth: 0 })
    expect(settings!.summary).toMatch(/^Changed in Site Settings: Privacy note/)
    expect((await rest('GET', `/audit-log/${settings!.id}?depth=0`, { token: admin.token })).json).toMatchObject({
      record: 'Site Settings',
    })
  })

  it('is readable by admins only and editable by nobody', async () => {
    const entry = await lastEntry('sign-in')
    expect((await rest('GET', '/audit-log')).status).toBe(403)
    expect((await rest('GET', '/audit-log', { token: volunteer.token })).status).toBe(403)
    expect((await rest('GET', '/audit-log', { token: admin.token })).status).toBe(200)
    expect(
      (await rest('POST', '/audit-log', { token: admin.token, body: { action: 'erasure', summary: 'forged' } })).status,
    ).toBe(403)
    expect(
      (await rest('PATCH', `/audit-log/${entry!.id}`, { token: admin.token, body: { summary: 'changed' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/audit-log/${entry!.id}`, { token: admin.token })).status).toBe(403)
  })
})
