import { beforeAll, describe, expect, it, vi } from 'vitest'

import { formatCheckinCode } from '@/registrations/rules/checkin-code'
import type { Event } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent, specEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { rest, runConfirmationsFor, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { statementsDuring } from '../../helpers/statements'

type Person = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  phoneHint: string | null
  checkinCode: string
  sessions: string[]
  checkedInAt: Record<string, string>
}
type CheckinListBody = {
  event: number
  session: string
  total: number
  people: Person[]
  counts: Record<string, { checkedIn: number; expected: number }>
  arrivals: Array<{ startsAt: string; label: string; count: number }>
}

const listOf = (response: { json: unknown }) => response.json as CheckinListBody

describe('check-in at the door', () => {
  let admin: Awaited<ReturnType<typeof staffUser>>
  let volunteer: Awaited<ReturnType<typeof staffUser>>
  let editorToken: string
  let outreach: Event
  let mission: Event
  const marker = `door${Date.now()}`

  beforeAll(async () => {
    ;[admin, volunteer] = await Promise.all([staffUser('admin'), staffUser('volunteer')])
    editorToken = (await staffUser('editor')).token
    const payload = await testPayload()
    outreach = await specEvent(payload)
    mission = await createTestEvent(payload, { title: `Mission week ${marker}`, sessions: PAST_SESSIONS })
  })

  const make = async (
    fullName: string,
    attendanceChoice: string[],
    extra: Record<string, unknown> = {},
    event: Event = outreach,
  ) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: `${fullName} ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice,
        ...extra,
      },
    })
  const list = (query: string, token = volunteer.token) => rest('GET', `/registrations/checkin?${query}`, { token })
  const toggle = (
    registration: number,
    session: string,
    checkedIn: boolean,
    { token = volunteer.token, method, addSession }: { token?: string; method?: string; addSession?: boolean } = {},
  ) =>
    rest('POST', '/checkins/toggle', {
      token,
      body: {
        registration,
        session,
        checkedIn,
        ...(method ? { method } : {}),
        ...(addSession === undefined ? {} : { addSession }),
      },
    })
  const checkinsOf = async (registration: number) =>
    (
      await (
        await testPayload()
      ).find({
        collection: 'checkins',
        where: { registration: { equals: registration } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('gives every registration a unique check-in code and puts it, with a QR code, in the confirmation e-mail', async () => {
    const payload = await testPayload()
    const first = await make('Code One', ['online'])
    const second = await make('Code Two', ['online'])
    expect(first.checkinCode).toMatch(/^[A-Z2-9]{8}$/)
    expect(second.checkinCode).not.toBe(first.checkinCode)

    const email = uniqueEmail('qr')
    const registered = await rest('POST', '/registrations/register', {
      body: { fullName: 'Quinn Code', email, attendanceChoice: ['online'] },
      ip: '203.0.113.77',
    })
    expect(registered.status).toBe(200)
    const { docs: stored } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    const message = await vi.waitFor(
      async () => {
        await runConfirmationsFor(stored.map((registration) => registration.id))
        const { docs } = await payload.find({
          collection: 'email-outbox',
          where: { to: { equals: email } },
          overrideAccess: true,
        })
        if (!docs[0]) throw new Error('not sent yet')
        return docs[0]
      },
      { timeout: 15_000, interval: 300 },
    )
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    const code = docs[0]!.checkinCode!
    expect(message.text).toContain(formatCheckinCode(code))
    expect(message.html).toContain('src="cid:checkin-qr"')
    const qr = (
      message.attachments as Array<{
        filename: string
        contentType: string
        encoding: string
        contentId: string
        content: string
      }>
    ).find((a) => a.contentType === 'image/png')!
    expect(qr).toMatchObject({ filename: 'check-in-qr.png', encoding: 'base64', contentId: 'checkin-qr' })
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG')
  })

  it('lists who is expected at each session, finds anyone of the event by name or code, and counts the session', async () => {
    const online = await make('Ada Online', ['online'])
    const sunday = await make('Sam Sunday', ['super-sunday'])
    await make('Bo Both', ['both'])
    const cancelled = await make('Cy Cancelled', ['online'])
    await (
      await testPayload()
    ).update({
      collection: 'registrations',
      id: cancelled.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })

    const day1 = await list(`event=${outreach.id}&session=online&q=${marker}`)
    expect(day1.status).toBe(200)
    const names = listOf(day1).people.map((p) => p.fullName.replace(` ${marker}`, ''))
    // A search looks through everyone of the event not cancelled, so a person who chose the other day can still be let in.
    expect(names).toEqual(expect.arrayContaining(['Ada Online', 'Sam Sunday', 'Bo Both']))
    expect(names).not.toContain('Cy Cancelled')

    const byCode = await list(
      `event=${outreach.id}&session=super-sunday&q=${formatCheckinCode(sunday.checkinCode!).toLowerCase()}`,
    )
    const found = listOf(byCode).people
    expect(found.map((p) => p.id)).toEqual([sunday.id])
    expect(found[0]!.sessions).toEqual(['super-sunday'])

    // The two-day event's old links name the session by its place.
    const withoutSearch = listOf(await list(`event=${outreach.id}&day=day2`))
    expect(withoutSearch.session).toBe('super-sunday')
    expect(withoutSearch.people.some((p) => p.id === online.id)).toBe(false)
    expect(withoutSearch.counts['super-sunday']!.expected).toBeGreaterThanOrEqual(2)
    expect(withoutSearch.total).toBe(withoutSearch.counts['super-sunday']!.expected)
    expect(Object.keys(withoutSearch.counts)).toEqual(['online', 'super-sunday'])
  })

  it('shows each event its own people: someone registered for two events is found under each, checked in under each apart', async () => {
    const email = uniqueEmail(marker)
    const atOutreach = await make('Pat Twice', ['both'], { email })
    const atMission = await make('Pat Twice', ['saturday'], { email }, mission)

    const outreachList = listOf(await list(`event=${outreach.id}&session=online&q=Pat Twice ${marker}`))
    const missionList = listOf(await list(`event=${mission.id}&session=saturday&q=Pat Twice ${marker}`))
    expect(outreachList.people.map((p) => p.id)).toEqual([atOutreach.id])
    expect(missionList.people.map((p) => p.id)).toEqual([atMission.id])
    expect(missionList.people[0]!.sessions).toEqual(['saturday'])
    expect(Object.keys(missionList.counts)).toEqual(['friday', 'saturday', 'sunday'])

    // A code is looked up within the event: the outreach code finds nobody at the mission.
    expect(listOf(await list(`event=${mission.id}&session=saturday&q=${atOutreach.checkinCode}`)).people).toEqual([])

    const before = listOf(await list(`event=${mission.id}&session=saturday`)).counts.saturday!
    expect((await toggle(atMission.id, 'saturday', true)).status).toBe(200)
    const after = listOf(await list(`event=${mission.id}&session=saturday`))
    expect(after.counts.saturday).toEqual({ checkedIn: before.checkedIn + 1, expected: before.expected })
    expect(after.people.find((p) => p.id === atMission.id)!.checkedInAt.saturday).toBeTruthy()
    expect(
      listOf(await list(`event=${outreach.id}&session=online&q=Pat Twice ${marker}`)).people[0]!.checkedInAt,
    ).toEqual({})
  })

  it('defaults to an event and a session, and answers 404 for an event the user may not see', async () => {
    const payload = await testPayload()
    const defaulted = await list('q=nobody-at-all')
    expect(defaulted.status).toBe(200)
    expect(typeof listOf(defaulted).event).toBe('number')

    const draft = await createTestEvent(payload, {
      title: `Draft ${marker}`,
      _status: 'draft',
      sessions: PAST_SESSIONS,
    })
    expect((await list(`event=${draft.id}`)).status).toBe(404)
    expect((await list(`event=${draft.id}`, admin.token)).status).toBe(200)
    expect((await list('event=999999')).status).toBe(404)
    // A stray session falls back to one the event has.
    expect(listOf(await list(`event=${mission.id}&session=nonsense`, admin.token)).session).toMatch(
      /^(friday|saturday|sunday)$/,
    )
  })

  it('checks a person in and out, recording who, when and how, and counts it', async () => {
    const person = await make('Tess Toggle', ['both'])
    const before = listOf(await list(`event=${outreach.id}&session=online`)).counts.online!

    const checkedIn = await toggle(person.id, 'online', true, { method: 'qr' })
    expect(checkedIn.status).toBe(200)
    expect(checkedIn.json).toMatchObject({ checkedIn: true, isNew: true })
    const [record] = await checkinsOf(person.id)
    expect(record).toMatchObject({
      session: 'online',
      event: outreach.id,
      method: 'qr',
      checkedInBy: volunteer.user.id,
    })
    expect(Date.now() - Date.parse(record!.checkedInAt)).toBeLessThan(60_000)
    expect(
      (await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true }))
        .checkedInSessions,
    ).toBe('|online|')
    const during = listOf(await list(`event=${outreach.id}&session=online`)).counts.online!
    expect(during.checkedIn).toBe(before.checkedIn + 1)

    // Checking in again is no error and makes no second record.
    expect((await toggle(person.id, 'online', true)).json).toMatchObject({
      checkedIn: true,
      isNew: false,
      checkedInAt: record!.checkedInAt,
    })

    const undone = await toggle(person.id, 'online', false)
    expect(undone.status).toBe(200)
    expect(undone.json).toMatchObject({ checkedIn: false, removed: true })
    expect(await checkinsOf(person.id)).toEqual([])
    expect(
      (await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true }))
        .checkedInSessions,
    ).toBe('|')
    expect((await toggle(person.id, 'online', false)).json).toMatchObject({ checkedIn: false, removed: false })
  })

  it('makes one check-in when two devices tap the same person at once, and neither fails', async () => {
    const person = await make('Duo Devices', ['super-sunday'])
    const [first, second] = await Promise.all([
      toggle(person.id, 'super-sunday', true),
      toggle(person.id, 'super-sunday', true, { token: admin.token }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect([first.json.isNew, second.json.isNew].sort()).toEqual([false, true])
    expect(await checkinsOf(person.id)).toHaveLength(1)

    const [undoOne, undoTwo] = await Promise.all([
      toggle(person.id, 'super-sunday', false),
      toggle(person.id, 'super-sunday', false, { token: admin.token }),
    ])
    expect([undoOne.status, undoTwo.status]).toEqual([200, 200])
    expect([undoOne.json.removed, undoTwo.json.removed].sort()).toEqual([false, true])
    expect(await checkinsOf(person.id)).toHaveLength(0)
  })

  it("takes the person's lock once per check-in, though the check-in's own hook asks for it too", async () => {
    const person = await make('Single Lock', ['super-sunday'])
    const statements = await statementsDuring(async () => {
      expect((await toggle(person.id, 'super-sunday', true)).status).toBe(200)
    })
    expect(statements.filter((statement) => statement.includes('pg_advisory_xact_lock'))).toHaveLength(1)
  })

  it('reads what the door needs of the person once per check-in, though its hooks need it too', async () => {
    const person = await make('Single Read', ['super-sunday'])
    const statements = await statementsDuring(async () => {
      expect((await toggle(person.id, 'super-sunday', true)).status).toBe(200)
    })
    expect(statements.filter((statement) => statement.includes('AS session_keys'))).toHaveLength(1)
  })

  it("refuses a check-in at a session the person's event does not have", async () => {
    const person = await make('Una Unknown', ['online'])
    const wrong = await toggle(person.id, 'saturday', true)
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors).toMatchObject({ session: expect.stringContaining('saturday') })
    expect((await toggle(person.id, 'day3', true)).status).toBe(400)
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('lets a volunteer change nothing on a registration, read no notes or tags, and still check the person in', async () => {
    const person = await make('Vera Volunteer', ['online'], { notes: 'Pastoral note', tags: ['vip'] })
    const attempt = await rest('PATCH', `/registrations/${person.id}?depth=0`, {
      token: volunteer.token,
      body: { fullName: 'Changed', notes: 'x', tags: ['y'], checkedInSessions: '|super-sunday|' },
    })
    expect(attempt.status).toBe(200)
    const stored = await (
      await testPayload()
    ).findByID({ collection: 'registrations', id: person.id, overrideAccess: true })
    expect(stored).toMatchObject({
      fullName: `Vera Volunteer ${marker}`,
      notes: 'Pastoral note',
      tags: ['vip'],
      checkedInSessions: '|',
    })

    expect((await toggle(person.id, 'online', true)).status).toBe(200)
    const read = await rest('GET', `/registrations/${person.id}`, { token: volunteer.token })
    expect(read.json).not.toHaveProperty('notes')
    expect(read.json).not.toHaveProperty('tags')
    expect(read.json).toMatchObject({ checkinCode: person.checkinCode, checkedInSessions: '|online|' })
  })

  it('keeps the door from visitors and editors', async () => {
    const person = await make('Guarded Person', ['online'])
    for (const token of [undefined, editorToken]) {
      expect((await rest('GET', `/registrations/checkin?event=${outreach.id}&session=online`, { token })).status).toBe(
        403,
      )
      expect(
        (
          await rest('POST', '/registrations/walk-in', {
            token,
            body: { fullName: 'Sneaky', event: outreach.id, session: 'online' },
          })
        ).status,
      ).toBe(403)
      expect(
        (
          await rest('POST', '/checkins/toggle', {
            token,
            body: { registration: person.id, session: 'online', checkedIn: true },
          })
        ).status,
      ).toBe(403)
    }
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('registers a walk-in for the event and checks them in at the session, warning first about a likely duplicate', async () => {
    const payload = await testPayload()
    const invalid = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: ' ', email: 'nope', event: outreach.id, session: '' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toMatchObject({
      fullName: expect.any(String),
      email: expect.any(String),
      session: expect.any(String),
    })
    const unknownSession = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `Nobody ${marker}`, event: outreach.id, session: 'day3' },
    })
    expect(unknownSession.status).toBe(400)
    expect(unknownSession.json.errors).toMatchObject({ session: expect.any(String) })

    const fresh = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `Walter Walkin ${marker}`, phone: '07700 900123', event: outreach.id, session: 'super-sunday' },
    })
    expect(fresh.status).toBe(201)
    const created = (fresh.json as { registration: { id: number; checkinCode: string } }).registration
    const stored = await payload.findByID({
      collection: 'registrations',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      event: outreach.id,
      attendanceChoice: ['super-sunday'],
      checkedInSessions: '|super-sunday|',
      email: null,
      tags: ['walk-in'],
      consentGdpr: false,
    })
    expect(stored.checkinCode).toBe(created.checkinCode)
    expect(await checkinsOf(created.id)).toEqual([
      expect.objectContaining({ session: 'super-sunday', method: 'walk-in', checkedInBy: volunteer.user.id }),
    ])

    const again = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `walter walkin ${marker}`, event: outreach.id, session: 'super-sunday' },
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({
      status: 'duplicates',
      duplicates: [{ id: created.id, checkedIn: ['super-sunday'] }],
    })
    const count = () =>
      payload.count({
        collection: 'registrations',
        where: { fullName: { like: `Walter Walkin ${marker}` } },
        overrideAccess: true,
      })
    expect((await count()).totalDocs).toBe(1)

    const confirmed = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: {
        fullName: `walter walkin ${marker}`,
        event: outreach.id,
        session: 'super-sunday',
        confirmDuplicate: true,
      },
    })
    expect(confirmed.status).toBe(201)
    expect((await count()).totalDocs).toBe(2)

    // Another event is another door: the same name there is no duplicate.
    const elsewhere = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `Walter Walkin ${marker}`, event: mission.id, session: 'friday' },
    })
    expect(elsewhere.status).toBe(201)
    expect(elsewhere.json).toMatchObject({ status: 'created' })

    const registered = await make('Erin Existing', ['online'])
    const same = await rest('POST', '/registrations/walk-in', {
      token: admin.token,
      body: {
        fullName: registered.fullName.toUpperCase(),
        email: registered.email,
        event: outreach.id,
        session: 'online',
        confirmDuplicate: true,
      },
    })
    expect(same.status).toBe(409)
    expect(same.json).toMatchObject({ status: 'exists', existing: { id: registered.id } })
  })

  it('refuses to let in someone who did not choose the session unless staff confirm, then adds it to their choice, audited', async () => {
    const payload = await testPayload()
    const person = await make('Nora Notchosen', ['online'])
    const before = listOf(await list(`event=${outreach.id}&session=super-sunday`)).counts['super-sunday']!

    const refused = await toggle(person.id, 'super-sunday', true)
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({
      ok: false,
      message: 'Not registered for Super Sunday.',
      errors: { session: 'not-registered' },
    })
    expect(await checkinsOf(person.id)).toEqual([])
    expect(
      (await payload.findByID({ collection: 'registrations', id: person.id, overrideAccess: true })).attendanceChoice,
    ).toEqual(['online'])

    const confirmed = await toggle(person.id, 'super-sunday', true, { addSession: true })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json).toMatchObject({ checkedIn: true, isNew: true, addedSession: true })
    // Every session is chosen now, so the all-sessions marker is stored with them.
    expect(
      (await payload.findByID({ collection: 'registrations', id: person.id, overrideAccess: true })).attendanceChoice,
    ).toEqual(['online', 'super-sunday', 'both'])
    expect(await checkinsOf(person.id)).toEqual([
      expect.objectContaining({ session: 'super-sunday', checkedInBy: volunteer.user.id }),
    ])
    const after = listOf(await list(`event=${outreach.id}&session=super-sunday`)).counts['super-sunday']!
    expect(after).toEqual({ checkedIn: before.checkedIn + 1, expected: before.expected + 1 })

    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { target: { equals: `registrations:${person.id}` } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(entries.map((entry) => entry.summary)).toEqual([
      expect.stringContaining('Added Super Sunday'),
      expect.stringMatching(/^Checked in/),
    ])

    // Someone who chose some sessions of a longer event gets just the one added, no marker.
    const partial = await make('Paz Partial', ['friday'], {}, mission)
    expect((await toggle(partial.id, 'sunday', true, { addSession: true })).status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'registrations', id: partial.id, overrideAccess: true })).attendanceChoice,
    ).toEqual(['friday', 'sunday'])
  })

  it('adds nothing when a confirmed check-in fails, and nothing to someone already checked in', async () => {
    const payload = await testPayload()
    const person = await make('Rollo Rollback', ['online'])
    expect((await toggle(person.id, 'day3', true, { addSession: true })).status).toBe(400)
    expect(
      (await payload.findByID({ collection: 'registrations', id: person.id, overrideAccess: true })).attendanceChoice,
    ).toEqual(['online'])
    expect((await toggle(person.id, 'online', true, { addSession: true })).json).toMatchObject({
      isNew: true,
      addedSession: false,
    })
  })

  it('counts as checked in only those expected at the session, so the figure never passes who is expected', async () => {
    const payload = await testPayload()
    const before = listOf(await list(`event=${outreach.id}&session=super-sunday`)).counts['super-sunday']!
    // A check-in recorded before the door asked (or for someone who later dropped the session).
    const stray = await make('Stray Arrival', ['online'])
    await payload.create({
      collection: 'checkins',
      data: { registration: stray.id, session: 'super-sunday' } as never,
      overrideAccess: true,
    })
    const expected = await make('Exp Ected', ['super-sunday'])
    expect((await toggle(expected.id, 'super-sunday', true)).status).toBe(200)
    const after = listOf(await list(`event=${outreach.id}&session=super-sunday`)).counts['super-sunday']!
    expect(after.checkedIn).toBe(before.checkedIn + 1)
  })

  it('shows a volunteer the name, the code and a masked phone, never the e-mail or number, and finds people by a whole address or number only', async () => {
    const email = uniqueEmail(`private${marker}`)
    const person = await make('Priya Private', ['online'], { email, phone: '07700 900417' })

    const asVolunteer = listOf(await list(`event=${outreach.id}&session=online&q=Priya Private ${marker}`)).people
    expect(asVolunteer).toEqual([
      expect.objectContaining({
        id: person.id,
        email: null,
        phone: null,
        phoneHint: '•••• 0417',
        checkinCode: person.checkinCode,
      }),
    ])
    expect(JSON.stringify(asVolunteer)).not.toContain('900417')
    const asAdmin = listOf(
      await list(`event=${outreach.id}&session=online&q=Priya Private ${marker}`, admin.token),
    ).people
    expect(asAdmin[0]).toMatchObject({ email, phone: '07700 900417', phoneHint: '•••• 0417' })

    const found = async (q: string, token = volunteer.token) =>
      listOf(await list(`event=${outreach.id}&session=online&q=${encodeURIComponent(q)}`, token)).people.map(
        (p) => p.id,
      )
    expect(await found(email.toUpperCase())).toEqual([person.id])
    expect(await found('+44 7700 900417')).toEqual([person.id])
    // Fragments would let a volunteer read an address or number a few characters at a time.
    expect(await found(email.slice(0, 12))).not.toContain(person.id)
    expect(await found('900417')).not.toContain(person.id)
    expect(await found('07700 9004')).not.toContain(person.id)
    // Admins, who may read them, still search any part.
    expect(await found('900417', admin.token)).toContain(person.id)
  })

  it('names possible duplicates of a walk-in without their contact details', async () => {
    const email = uniqueEmail(`dup${marker}`)
    const person = await make('Dora Duplicate', ['online'], { email, phone: '07700 900888' })
    const answer = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `Dora Duplicate ${marker}`, event: outreach.id, session: 'online' },
    })
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({
      status: 'duplicates',
      duplicates: [{ id: person.id, isSameEmail: false, phoneHint: '•••• 0888' }],
    })
    expect(JSON.stringify(answer.json)).not.toContain(email)
    expect(JSON.stringify(answer.json)).not.toContain('900888')
    const same = await rest('POST', '/registrations/walk-in', {
      token: volunteer.token,
      body: { fullName: `dora duplicate ${marker}`, email, event: outreach.id, session: 'online' },
    })
    expect(same.json).toMatchObject({ status: 'exists', existing: { id: person.id, isSameEmail: true } })
    expect(JSON.stringify(same.json)).not.toContain('900888')
  })

  it('counts arrivals at the session per quarter hour of its UK day, from the check-in records', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { title: `Arrivals ${marker}`, sessions: PAST_SESSIONS })
    const early = await make('Early Arrival', ['saturday'], {}, event)
    const other = await make('Other Day', ['saturday'], {}, event)
    for (const person of [early, other]) expect((await toggle(person.id, 'saturday', true)).status).toBe(200)
    // The workshop ran 10:00–12:30 in London (BST) on 11 May 2024; one check-in is moved onto that day, the other onto the day before.
    const pool = poolOf(payload)
    await pool.query('UPDATE checkins SET checked_in_at = $2 WHERE registration_id = $1', [
      early.id,
      '2024-05-11T08:50:00.000Z',
    ])
    await pool.query('UPDATE checkins SET checked_in_at = $2 WHERE registration_id = $1', [
      other.id,
      '2024-05-10T08:50:00.000Z',
    ])

    const { arrivals } = listOf(await list(`event=${event.id}&session=saturday`))
    expect(arrivals[0]).toMatchObject({ label: '09:00', count: 0 })
    expect(arrivals.at(-1)!.label).toBe('12:15')
    expect(arrivals.filter((slot) => slot.count > 0)).toEqual([
      { startsAt: '2024-05-11T08:45:00.000Z', label: '09:45', count: 1 },
    ])
  })
  it('counts someone registered a moment ago (another server, the public form) at the next poll, never a cached figure', async () => {
    const event = await createTestEvent(await testPayload(), {
      title: `Fresh counts ${marker}`,
      sessions: PAST_SESSIONS,
    })
    const first = await make('Counted First', ['friday'], {}, event)
    expect((await toggle(first.id, 'friday', true)).status).toBe(200)
    const before = listOf(await list(`event=${event.id}&session=friday`)).counts.friday!
    expect(before).toEqual({ checkedIn: 1, expected: 1 })
    // Written straight through Payload, as a registration arriving elsewhere is: nothing tells this server's door.
    const later = await make('Counted Later', ['friday'], {}, event)
    expect((await toggle(later.id, 'friday', true)).status).toBe(200)
    expect(listOf(await list(`event=${event.id}&session=friday`)).counts.friday).toEqual({ checkedIn: 2, expected: 2 })
    await (
      await testPayload()
    ).update({
      collection: 'registrations',
      id: later.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(listOf(await list(`event=${event.id}&session=friday`)).counts.friday).toEqual({ checkedIn: 1, expected: 1 })
  })
})
