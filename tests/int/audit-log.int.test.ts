import { beforeAll, describe, expect, it } from 'vitest'

import type { AuditAction } from '@/lib/audit'

import { specEvent } from '../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

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
    const signedIn = await rest('POST', '/users/login', { body: { email: volunteer.email, password: volunteer.password } })
    expect(signedIn.status).toBe(200)
    expect(await lastEntry('sign-in', `users:${volunteer.user.id}`)).toMatchObject({ actor: volunteer.user.id, actorEmail: volunteer.email })
  })

  it('records check-ins and their undoing, by whom', async () => {
    const payload = await testPayload()
    const event = (await specEvent(payload)).id
    const person = await payload.create({ collection: 'registrations', data: { event, fullName: 'Audit Door', email: uniqueEmail('audit'), attendanceChoice: ['online'] } })
    await rest('POST', '/checkins/toggle', { token: volunteer.token, body: { registration: person.id, session: 'online', checkedIn: true } })
    expect(await lastEntry('check-in', `registrations:${person.id}`)).toMatchObject({ actor: volunteer.user.id, details: { session: 'online', checkedIn: true } })
    await rest('POST', '/checkins/toggle', { token: volunteer.token, body: { registration: person.id, session: 'online', checkedIn: false } })
    expect(await lastEntry('check-in', `registrations:${person.id}`)).toMatchObject({ summary: expect.stringMatching(/^Removed the check-in/), details: { checkedIn: false } })
  })

  it('records exports with what and how many rows', async () => {
    const response = await rest('GET', '/registrations/export?attendance=online', { token: admin.token })
    expect(response.status).toBe(200)
    const entry = await lastEntry('export')
    expect(entry).toMatchObject({ actor: admin.user.id, details: { kind: 'registrations', filters: { attendance: 'online' } } })
    const rows = String(response.json).trim().split('\r\n').length - 1
    expect((entry!.details as { rows: number }).rows).toBe(rows)
  })

  it('records sends, segment changes, settings changes (names only) and role changes', async () => {
    const segment = await rest('POST', '/segments', { token: admin.token, body: { name: 'Audit segment' } })
    const segmentId = (segment.json as { doc: { id: number } }).doc.id
    expect(await lastEntry('segment-create', `segments:${segmentId}`)).toMatchObject({ actor: admin.user.id })
    await rest('PATCH', `/segments/${segmentId}`, { token: admin.token, body: { name: 'Audit segment 2' } })
    expect(await lastEntry('segment-update', `segments:${segmentId}`)).toBeTruthy()

    const sent = await rest('POST', '/messaging-logs/send', { token: admin.token, body: { type: 'email', purpose: 'service', subject: 'Hi', content: 'Hello', audience: 'all' } })
    const logId = (sent.json as { log: { id: number } }).log.id
    expect(await lastEntry('message-send', `messaging-logs:${logId}`)).toMatchObject({ details: { type: 'email', purpose: 'service', audience: 'all' } })

    await rest('DELETE', `/segments/${segmentId}`, { token: admin.token })
    expect(await lastEntry('segment-delete', `segments:${segmentId}`)).toBeTruthy()

    await rest('POST', '/globals/integrations', { token: admin.token, body: { webhookSecret: 'top-secret-value' } })
    const settings = await lastEntry('settings-change', 'globals:integrations')
    expect(settings).toMatchObject({ details: { fields: ['webhookSecret'] } })
    expect(JSON.stringify(settings)).not.toContain('top-secret-value')
    await rest('POST', '/globals/integrations', { token: admin.token, body: { webhookSecret: null } })

    await rest('PATCH', `/users/${volunteer.user.id}`, { token: admin.token, body: { role: 'editor' } })
    expect(await lastEntry('role-change', `users:${volunteer.user.id}`)).toMatchObject({ actor: admin.user.id, details: { from: 'volunteer', to: 'editor' } })
  })

  it('is readable by admins only and editable by nobody', async () => {
    const entry = await lastEntry('sign-in')
    expect((await rest('GET', '/audit-log')).status).toBe(403)
    expect((await rest('GET', '/audit-log', { token: volunteer.token })).status).toBe(403)
    expect((await rest('GET', '/audit-log', { token: admin.token })).status).toBe(200)
    expect((await rest('POST', '/audit-log', { token: admin.token, body: { action: 'erasure', summary: 'forged' } })).status).toBe(403)
    expect((await rest('PATCH', `/audit-log/${entry!.id}`, { token: admin.token, body: { summary: 'changed' } })).status).toBe(403)
    expect((await rest('DELETE', `/audit-log/${entry!.id}`, { token: admin.token })).status).toBe(403)
  })
})
