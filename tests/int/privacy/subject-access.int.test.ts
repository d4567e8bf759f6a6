import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestEvent, specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { poolOf } from '@/platform/database/pool'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('subject access and erasure', () => {
  let admin: string
  const email = uniqueEmail('subject')

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    const payload = await testPayload()
    const event = (await specEvent(payload)).id
    await payload.create({
      collection: 'registrations',
      data: {
        event,
        fullName: 'Sam Subject',
        email,
        phone: '07700 900444',
        attendanceChoice: ['online'],
        notes: 'note',
        consentEmail: true,
      },
    })
    await payload.create({
      collection: 'prayer-requests',
      data: {
        fullName: 'Sam Subject',
        phone: '07700 900444',
        email,
        prayerRequest: 'private',
        consent: true,
        status: 'new',
      },
    })
    await payload.create({
      collection: 'visit-plans',
      data: {
        name: 'Sam Subject',
        email,
        mobile: '07700 900444',
        serviceDate: 'this-sunday',
        guestsCount: '1',
        status: 'new',
      },
    })
    await payload.create({
      collection: 'email-outbox',
      data: { to: email, subject: 'hello', text: 'hello' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'sms-outbox',
      data: { to: '07700 900444', body: 'hello' },
      overrideAccess: true,
    })
  })

  it('shows an admin everything held about the person, and downloads it as JSON', async () => {
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email.toUpperCase())}`, {
      token: admin,
    })
    expect(found.status).toBe(200)
    expect(found.json.counts).toMatchObject({
      registrations: 1,
      prayerRequests: 1,
      visitPlans: 1,
      emailsSent: 1,
      smsSent: 1,
      consentRecords: 1,
    })
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(email)}`, { token: admin })
    expect(bundle.json).toMatchObject({
      email,
      registrations: [{ fullName: 'Sam Subject', notes: 'note' }],
      prayerRequests: [{ prayerRequest: 'private' }],
      consentRecords: [{ channel: 'email', action: 'given' }],
    })
  })

  it('refuses anyone but an admin, and an erasure without the repeated address', async () => {
    const volunteer = (await staffUser('volunteer')).token
    expect((await rest('GET', `/privacy/subject?email=${email}`, { token: volunteer })).status).toBe(403)
    expect((await rest('GET', `/privacy/subject?email=${email}`)).status).toBe(403)
    expect((await rest('POST', '/privacy/subject/erase', { body: { email, confirm: email } })).status).toBe(403)
    const unconfirmed = await rest('POST', '/privacy/subject/erase', {
      token: admin,
      body: { email, confirm: 'someone@else.example' },
    })
    expect(unconfirmed.status).toBe(400)
    expect((await rest('GET', `/privacy/subject?email=${email}`, { token: admin })).json.counts).toMatchObject({
      registrations: 1,
    })
  })

  it('erases every trace but the suppression entry and an audit line that names no one', async () => {
    const erased = await rest('POST', '/privacy/subject/erase', {
      token: admin,
      body: { email, confirm: ` ${email.toUpperCase()} ` },
    })
    expect(erased).toMatchObject({
      status: 200,
      json: {
        ok: true,
        removed: { registrations: 1, prayerRequests: 1, visitPlans: 1, emailsSent: 1, smsSent: 1, consentRecords: 1 },
      },
    })
    const after = await rest('GET', `/privacy/subject?email=${email}`, { token: admin })
    expect(Object.values(after.json.counts as Record<string, number>).every((n) => n === 0)).toBe(true)
    expect(after.json.data).toMatchObject({ unsubscribed: true })

    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'erasure' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]!.summary).toMatch(/^Erased one person's data: 1 registration\b/)
    expect(JSON.stringify(docs[0])).not.toContain(email)
    expect(JSON.stringify(docs[0])).not.toContain('Sam Subject')
  })
})

describe('erasure finds every stored message that names the person', () => {
  let admin: string
  const email = uniqueEmail('named')
  const longer = `bu${email}`
  const prayer = 'Please pray for my sister in hospital.'
  let oldAuditEntryId: number

  /** Messages in the e-mail outbox whose recipient, headers or text name `address` (or a longer one). */
  const outboxNaming = async (address: string) => {
    const payload = await testPayload()
    const where: Where = {
      or: [{ to: { contains: address } }, { text: { contains: address } }, { html: { contains: address } }],
    }
    return (
      await payload.find({ collection: 'email-outbox', where, pagination: false, depth: 0, overrideAccess: true })
    ).docs
  }

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    const payload = await testPayload()
    const submitted = await rest('POST', '/prayer-requests/submit', {
      body: { fullName: 'Nora Named', phone: '07700 900777', email, prayerRequest: prayer, consent: true },
      ip: '192.0.2.77',
    })
    expect(submitted.status).toBe(200)
    // The church's notice goes to the enquiries address, Reply-To the person, with their prayer.
    await vi.waitFor(
      async () => {
        await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendFormNotifications' } } })
        const notice = (await outboxNaming(email)).find(
          (m) => (m.headers as Record<string, string> | null)?.['Reply-To'] === email,
        )
        if (!notice) throw new Error('not sent yet')
        expect(notice.text).toContain(prayer)
      },
      { timeout: 20_000, interval: 500 },
    )
    await payload.create({
      collection: 'sms-outbox',
      data: { to: '+44 7700 900777', body: 'See you on Sunday' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'webhook-deliveries',
      data: {
        event: 'test',
        url: 'https://crm.example/hook',
        status: 'succeeded',
        body: { contact: { email: email.toUpperCase() } },
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'email-outbox',
      data: { to: longer, subject: 'Someone else', text: `Hello ${longer}` },
      overrideAccess: true,
    })
    // An entry written before exports stopped recording search terms.
    const entry = await payload.create({
      collection: 'audit-log',
      data: {
        action: 'export',
        summary: `Exported registrations for ${email} as CSV (1 rows)`,
        details: { filters: { search: email } },
      },
      overrideAccess: true,
    })
    oldAuditEntryId = entry.id
  })

  it('records an export’s search as given, never the e-mail searched for', async () => {
    expect(
      (
        await rest('GET', `/registrations/export?search=${encodeURIComponent(email)}&attendance=online`, {
          token: admin,
        })
      ).status,
    ).toBe(200)
    const payload = await testPayload()
    const [entry] = (
      await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'export' } },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(entry!.details).toMatchObject({ filters: { search: '(given)', attendance: 'online' } })
    expect(JSON.stringify(entry)).not.toContain(email)
  })

  it('removes the church’s notice with their prayer, their SMS and webhook payloads, and the address from the audit log', async () => {
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin })
    expect(found.json.counts).toMatchObject({ prayerRequests: 1, smsSent: 1, webhookDeliveries: 1, auditEntries: 1 })
    expect((found.json.counts as { emailsSent: number }).emailsSent).toBeGreaterThanOrEqual(2)

    const erased = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: email } })
    expect(erased.status).toBe(200)

    expect((await outboxNaming(email)).map((m) => m.to)).toEqual([longer])
    const payload = await testPayload()
    expect(
      (
        await payload.count({
          collection: 'sms-outbox',
          where: { to: { equals: '+44 7700 900777' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const after = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin })
    expect(Object.values(after.json.counts as Record<string, number>).every((n) => n === 0)).toBe(true)
    expect(
      await payload.findByID({ collection: 'audit-log', id: oldAuditEntryId, depth: 0, overrideAccess: true }),
    ).toMatchObject({
      summary: 'Exported registrations for (erased) as CSV (1 rows)',
      details: { filters: { search: '(erased)' } },
    })
  })
})

describe('a person registered at two events', () => {
  let admin: string
  let door: string
  const email = uniqueEmail('two-events')
  let other: Awaited<ReturnType<typeof createTestEvent>>
  const registrationIds: number[] = []

  const register = async (body: Record<string, unknown>) => {
    const { status } = await rest('POST', '/registrations/register', {
      body: { fullName: 'Tess Twice', email, consentEmail: false, website: '', ...body },
    })
    expect(status).toBe(200)
  }
  const checkIn = async (registration: number, session: string) => {
    const { status } = await rest('POST', '/checkins/toggle', {
      token: door,
      body: { registration, session, checkedIn: true },
    })
    expect(status).toBe(200)
  }

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    door = (await staffUser('volunteer')).token
    const payload = await testPayload()
    await specEvent(payload)
    other = await createTestEvent(payload, { title: `Family Fun Weekend ${Date.now()}` })
    await register({ attendanceChoice: ['online', 'super-sunday'] })
    await register({ event: other.slug, attendanceChoice: ['friday', 'sunday'] })
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: email } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    registrationIds.push(...docs.map((doc) => doc.id))
    await checkIn(registrationIds[0]!, 'super-sunday')
    await checkIn(registrationIds[1]!, 'friday')
    await checkIn(registrationIds[1]!, 'sunday')
  })

  it('lists both registrations with their event, the sessions chosen and the check-ins with session and time', async () => {
    const payload = await testPayload()
    const spec = await specEvent(payload)
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin })
    expect(found.status).toBe(200)
    expect(found.json.counts).toMatchObject({ registrations: 2, checkins: 3 })
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(email)}`, { token: admin })
    const registrations = (
      bundle.json as {
        registrations: {
          event: unknown
          sessionsChosen: string[]
          checkins: { session: string; sessionTitle: string; checkedInAt: string }[]
        }[]
      }
    ).registrations
    expect(registrations.map((registration) => [registration.event, registration.sessionsChosen])).toEqual([
      [{ id: spec.id, title: spec.title, slug: spec.slug }, ['Online Crusade', 'Super Sunday']],
      [{ id: other.id, title: other.title, slug: other.slug }, ['Friday night', 'Sunday celebration']],
    ])
    expect(
      registrations.map((registration) =>
        registration.checkins.map((checkin) => [checkin.session, checkin.sessionTitle]),
      ),
    ).toEqual([
      [['super-sunday', 'Super Sunday']],
      [
        ['friday', 'Friday night'],
        ['sunday', 'Sunday celebration'],
      ],
    ])
    const stored = await payload.find({
      collection: 'checkins',
      where: { registration: { in: registrationIds } },
      sort: 'checkedInAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(
      registrations.flatMap((registration) => registration.checkins.map((checkin) => checkin.checkedInAt)).sort(),
    ).toEqual(stored.docs.map((checkin) => checkin.checkedInAt).sort())
  })

  it('erases the registrations in both events and their check-ins, and the audit entry names the events, not the person', async () => {
    const payload = await testPayload()
    const spec = await specEvent(payload)
    const erased = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: email } })
    expect(erased).toMatchObject({ status: 200, json: { ok: true, removed: { registrations: 2, checkins: 3 } } })
    expect(
      (
        await payload.count({
          collection: 'registrations',
          where: { id: { in: registrationIds } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'checkins',
          where: { registration: { in: registrationIds } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    // The events themselves stay, with whoever else registered.
    expect(
      (await payload.count({ collection: 'events', where: { id: { in: [spec.id, other.id] } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(2)

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'erasure' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    // Their follow-up cards go too, and are counted, when a list adds newcomers at a first check-in
    // (whether one does depends on what other files in this database made).
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(docs[0]!.summary).toMatch(
      new RegExp(
        `^Erased one person's data: 2 registrations \\(${escape(spec.title)}; ${escape(other.title)}\\), 3 check-ins(?: and 1 person record|, 1 person record and \\d+ follow-up cards?)\\.$`,
      ),
    )
    expect(docs[0]!.details).toMatchObject({ registrations: 2, checkins: 3, events: [spec.title, other.title] })
    expect(JSON.stringify(docs[0])).not.toContain(email)
    expect(JSON.stringify(docs[0])).not.toContain('Tess Twice')
    const after = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin })
    expect(Object.values(after.json.counts as Record<string, number>).every((n) => n === 0)).toBe(true)
  })
})

describe('subject access and erasure on the person', () => {
  it('finds and erases what names the person under any of their addresses, their cards, merges, record and household', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const admin = await staffUser('admin')
    const email = uniqueEmail('person-subject')
    const other = uniqueEmail('person-other')
    const household = await payload.create({ collection: 'households', data: { name: 'Pat household' } })
    const person = await payload.create({
      collection: 'people',
      data: { fullName: 'Pat Person', household: household.id, emails: [{ email }, { email: other }] },
    })
    const merged = await payload.create({
      collection: 'people',
      data: { fullName: 'Pat Old', emails: [{ email: uniqueEmail('person-old') }] },
    })
    await pool.query('UPDATE people SET merged_into_id = $1 WHERE id = $2', [person.id, merged.id])
    await pool.query(
      `INSERT INTO person_merges (kept_id, merged_id, merged_at, moved, before) VALUES ($1, $2, now(), '{}', '{"kept":{"fullName":"Pat Person"}}')`,
      [person.id, merged.id],
    )
    const event = (await specEvent(payload)).id
    // Under their other address, and one form of the person merged into them.
    const registration = await payload.create({
      collection: 'registrations',
      data: { event, fullName: 'Pat Person', email: other, attendanceChoice: ['online'] },
    })
    await pool.query('UPDATE registrations SET person_id = $1 WHERE id = $2', [person.id, registration.id])
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO prayer_requests (full_name, phone, email, prayer_request, consent, person_id)
       VALUES ('Pat Old', '01242 000112', $1, 'Private words', true, $2) RETURNING id`,
      [uniqueEmail('person-old-form'), merged.id],
    )
    const list = await payload.create({
      collection: 'follow-up-lists',
      data: { name: `Privacy ${email}`, steps: [{ title: 'Phone them' }], assignee: admin.user.id, dueInDays: 3 },
    })
    await pool.query('INSERT INTO follow_up_cards (list_id, person_id, assignee_id) VALUES ($1, $2, $3)', [
      list.id,
      person.id,
      admin.user.id,
    ])

    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin.token })
    expect(found.json.counts).toMatchObject({ registrations: 1, prayerRequests: 1, people: 2, followUpCards: 1 })
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(email)}`, {
      token: admin.token,
    })
    expect(bundle.json).toMatchObject({
      people: expect.arrayContaining([expect.objectContaining({ fullName: 'Pat Person' })]),
      followUpCards: [expect.objectContaining({ person: person.id })],
    })

    const erased = await rest('POST', '/privacy/subject/erase', { token: admin.token, body: { email, confirm: email } })
    expect(erased).toMatchObject({ status: 200, json: { removed: { people: 2, followUpCards: 1, registrations: 1 } } })
    const left = async (table: string, column: string, ids: number[]) =>
      (await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ANY($1::int[])`, [ids])).rows[0].n
    expect(await left('people', 'id', [person.id, merged.id])).toBe(0)
    expect(await left('people_emails', '_parent_id', [person.id, merged.id])).toBe(0)
    expect(await left('registrations', 'id', [registration.id])).toBe(0)
    expect(await left('prayer_requests', 'id', [rows[0]!.id])).toBe(0)
    expect(await left('follow_up_cards', 'list_id', [list.id])).toBe(0)
    expect(await left('person_merges', 'kept_id', [person.id])).toBe(0)
    expect(await left('households', 'id', [household.id])).toBe(0)
  })
})
