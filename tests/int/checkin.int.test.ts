import { beforeAll, describe, expect, it, vi } from 'vitest'

import { formatCheckinCode } from '@/lib/checkin-code'
import type { Event } from '@/payload-types'

import { createTestEvent, specEvent } from '../helpers/events'
import { PAST_SESSIONS } from '../helpers/past-sessions'
import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

type Person = { id: number; fullName: string; checkinCode: string; sessions: string[]; checkedInAt: Record<string, string> }
type CheckinListBody = { event: number; session: string; total: number; people: Person[]; counts: Record<string, { checkedIn: number; expected: number }> }

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

  const make = async (fullName: string, attendanceChoice: string[], extra: Record<string, unknown> = {}, event: Event = outreach) =>
    (await testPayload()).create({ collection: 'registrations', data: { event: event.id, fullName: `${fullName} ${marker}`, email: uniqueEmail(marker), attendanceChoice, ...extra } })
  const list = (query: string, token = volunteer.token) => rest('GET', `/registrations/checkin?${query}`, { token })
  const toggle = (registration: number, session: string, checkedIn: boolean, { token = volunteer.token, method }: { token?: string; method?: string } = {}) =>
    rest('POST', '/checkins/toggle', { token, body: { registration, session, checkedIn, ...(method ? { method } : {}) } })
  const checkinsOf = async (registration: number) =>
    (await (await testPayload()).find({ collection: 'checkins', where: { registration: { equals: registration } }, depth: 0, overrideAccess: true })).docs

  it('gives every registration a unique check-in code and puts it, with a QR code, in the confirmation e-mail', async () => {
    const payload = await testPayload()
    const first = await make('Code One', ['online'])
    const second = await make('Code Two', ['online'])
    expect(first.checkinCode).toMatch(/^[A-Z2-9]{8}$/)
    expect(second.checkinCode).not.toBe(first.checkinCode)

    const email = uniqueEmail('qr')
    const registered = await rest('POST', '/registrations/register', { body: { fullName: 'Quinn Code', email, attendanceChoice: ['online'] }, ip: '203.0.113.77' })
    expect(registered.status).toBe(200)
    const message = await vi.waitFor(
      async () => {
        await payload.jobs.run({ where: { taskSlug: { equals: 'sendRegistrationConfirmation' } } })
        const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true })
        if (!docs[0]) throw new Error('not sent yet')
        return docs[0]
      },
      { timeout: 15_000, interval: 300 },
    )
    const { docs } = await payload.find({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true })
    const code = docs[0]!.checkinCode!
    expect(message.text).toContain(formatCheckinCode(code))
    expect(message.html).toContain('src="cid:checkin-qr"')
    const qr = (message.attachments as Array<{ filename: string; contentType: string; encoding: string; contentId: string; content: string }>).find((a) => a.contentType === 'image/png')!
    expect(qr).toMatchObject({ filename: 'check-in-qr.png', encoding: 'base64', contentId: 'checkin-qr' })
    expect(Buffer.from(qr.content, 'base64').subarray(1, 4).toString()).toBe('PNG')
  })

  it('lists who is expected at each session, finds anyone of the event by name or code, and counts the session', async () => {
    const online = await make('Ada Online', ['online'])
    const sunday = await make('Sam Sunday', ['super-sunday'])
    await make('Bo Both', ['both'])
    const cancelled = await make('Cy Cancelled', ['online'])
    await (await testPayload()).update({ collection: 'registrations', id: cancelled.id, data: { cancelledAt: new Date().toISOString() }, overrideAccess: true })

    const day1 = await list(`event=${outreach.id}&session=online&q=${marker}`)
    expect(day1.status).toBe(200)
    const names = listOf(day1).people.map((p) => p.fullName.replace(` ${marker}`, ''))
    // A search looks through everyone of the event not cancelled, so a person who chose the other day can still be let in.
    expect(names).toEqual(expect.arrayContaining(['Ada Online', 'Sam Sunday', 'Bo Both']))
    expect(names).not.toContain('Cy Cancelled')

    const byCode = await list(`event=${outreach.id}&session=super-sunday&q=${formatCheckinCode(sunday.checkinCode!).toLowerCase()}`)
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
    expect(listOf(await list(`event=${outreach.id}&session=online&q=Pat Twice ${marker}`)).people[0]!.checkedInAt).toEqual({})
  })

  it('defaults to an event and a session, and answers 404 for an event the user may not see', async () => {
    const payload = await testPayload()
    const defaulted = await list('q=nobody-at-all')
    expect(defaulted.status).toBe(200)
    expect(typeof listOf(defaulted).event).toBe('number')

    const draft = await createTestEvent(payload, { title: `Draft ${marker}`, _status: 'draft', sessions: PAST_SESSIONS })
    expect((await list(`event=${draft.id}`)).status).toBe(404)
    expect((await list(`event=${draft.id}`, admin.token)).status).toBe(200)
    expect((await list('event=999999')).status).toBe(404)
    // A stray session falls back to one the event has.
    expect(listOf(await list(`event=${mission.id}&session=nonsense`, admin.token)).session).toMatch(/^(friday|saturday|sunday)$/)
  })

  it('checks a person in and out, recording who, when and how, and counts it', async () => {
    const person = await make('Tess Toggle', ['both'])
    const before = listOf(await list(`event=${outreach.id}&session=online`)).counts.online!

    const checkedIn = await toggle(person.id, 'online', true, { method: 'qr' })
    expect(checkedIn.status).toBe(200)
    expect(checkedIn.json).toMatchObject({ checkedIn: true, isNew: true })
    const [record] = await checkinsOf(person.id)
    expect(record).toMatchObject({ session: 'online', event: outreach.id, method: 'qr', checkedInBy: volunteer.user.id })
    expect(Date.now() - Date.parse(record!.checkedInAt)).toBeLessThan(60_000)
    expect((await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true })).checkedInSessions).toBe('|online|')
    const during = listOf(await list(`event=${outreach.id}&session=online`)).counts.online!
    expect(during.checkedIn).toBe(before.checkedIn + 1)

    // Checking in again is no error and makes no second record.
    expect((await toggle(person.id, 'online', true)).json).toMatchObject({ checkedIn: true, isNew: false, checkedInAt: record!.checkedInAt })

    const undone = await toggle(person.id, 'online', false)
    expect(undone.status).toBe(200)
    expect(undone.json).toMatchObject({ checkedIn: false, removed: true })
    expect(await checkinsOf(person.id)).toEqual([])
    expect((await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true })).checkedInSessions).toBe('|')
    expect((await toggle(person.id, 'online', false)).json).toMatchObject({ checkedIn: false, removed: false })
  })

  it('makes one check-in when two devices tap the same person at once, and neither fails', async () => {
    const person = await make('Duo Devices', ['super-sunday'])
    const [first, second] = await Promise.all([toggle(person.id, 'super-sunday', true), toggle(person.id, 'super-sunday', true, { token: admin.token })])
    expect([first.status, second.status]).toEqual([200, 200])
    expect([first.json.isNew, second.json.isNew].sort()).toEqual([false, true])
    expect(await checkinsOf(person.id)).toHaveLength(1)

    const [undoOne, undoTwo] = await Promise.all([toggle(person.id, 'super-sunday', false), toggle(person.id, 'super-sunday', false, { token: admin.token })])
    expect([undoOne.status, undoTwo.status]).toEqual([200, 200])
    expect([undoOne.json.removed, undoTwo.json.removed].sort()).toEqual([false, true])
    expect(await checkinsOf(person.id)).toHaveLength(0)
  })

  it('refuses a check-in at a session the person\'s event does not have', async () => {
    const person = await make('Una Unknown', ['online'])
    const wrong = await toggle(person.id, 'saturday', true)
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors).toMatchObject({ session: expect.stringContaining('saturday') })
    expect((await toggle(person.id, 'day3', true)).status).toBe(400)
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('lets a volunteer change nothing on a registration, read no notes or tags, and still check the person in', async () => {
    const person = await make('Vera Volunteer', ['online'], { notes: 'Pastoral note', tags: ['vip'] })
    const attempt = await rest('PATCH', `/registrations/${person.id}?depth=0`, { token: volunteer.token, body: { fullName: 'Changed', notes: 'x', tags: ['y'], checkedInSessions: '|super-sunday|' } })
    expect(attempt.status).toBe(200)
    const stored = await (await testPayload()).findByID({ collection: 'registrations', id: person.id, overrideAccess: true })
    expect(stored).toMatchObject({ fullName: `Vera Volunteer ${marker}`, notes: 'Pastoral note', tags: ['vip'], checkedInSessions: '|' })

    expect((await toggle(person.id, 'super-sunday', true)).status).toBe(200)
    const read = await rest('GET', `/registrations/${person.id}`, { token: volunteer.token })
    expect(read.json).not.toHaveProperty('notes')
    expect(read.json).not.toHaveProperty('tags')
    expect(read.json).toMatchObject({ checkinCode: person.checkinCode, checkedInSessions: '|super-sunday|' })
  })

  it('keeps the door from visitors and editors', async () => {
    const person = await make('Guarded Person', ['online'])
    for (const token of [undefined, editorToken]) {
      expect((await rest('GET', `/registrations/checkin?event=${outreach.id}&session=online`, { token })).status).toBe(403)
      expect((await rest('POST', '/registrations/walk-in', { token, body: { fullName: 'Sneaky', event: outreach.id, session: 'online' } })).status).toBe(403)
      expect((await rest('POST', '/checkins/toggle', { token, body: { registration: person.id, session: 'online', checkedIn: true } })).status).toBe(403)
    }
    expect(await checkinsOf(person.id)).toEqual([])
  })

  it('registers a walk-in for the event and checks them in at the session, warning first about a likely duplicate', async () => {
    const payload = await testPayload()
    const invalid = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: ' ', email: 'nope', event: outreach.id, session: '' } })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toMatchObject({ fullName: expect.any(String), email: expect.any(String), session: expect.any(String) })
    const unknownSession = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `Nobody ${marker}`, event: outreach.id, session: 'day3' } })
    expect(unknownSession.status).toBe(400)
    expect(unknownSession.json.errors).toMatchObject({ session: expect.any(String) })

    const fresh = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `Walter Walkin ${marker}`, phone: '07700 900123', event: outreach.id, session: 'super-sunday' } })
    expect(fresh.status).toBe(201)
    const created = (fresh.json as { registration: { id: number; checkinCode: string } }).registration
    const stored = await payload.findByID({ collection: 'registrations', id: created.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ event: outreach.id, attendanceChoice: ['super-sunday'], checkedInSessions: '|super-sunday|', email: null, tags: ['walk-in'], consentGdpr: false })
    expect(stored.checkinCode).toBe(created.checkinCode)
    expect(await checkinsOf(created.id)).toEqual([expect.objectContaining({ session: 'super-sunday', method: 'walk-in', checkedInBy: volunteer.user.id })])

    const again = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `walter walkin ${marker}`, event: outreach.id, session: 'super-sunday' } })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ status: 'duplicates', duplicates: [{ id: created.id, checkedIn: ['super-sunday'] }] })
    const count = () => payload.count({ collection: 'registrations', where: { fullName: { like: `Walter Walkin ${marker}` } }, overrideAccess: true })
    expect((await count()).totalDocs).toBe(1)

    const confirmed = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `walter walkin ${marker}`, event: outreach.id, session: 'super-sunday', confirmDuplicate: true } })
    expect(confirmed.status).toBe(201)
    expect((await count()).totalDocs).toBe(2)

    // Another event is another door: the same name there is no duplicate.
    const elsewhere = await rest('POST', '/registrations/walk-in', { token: volunteer.token, body: { fullName: `Walter Walkin ${marker}`, event: mission.id, session: 'friday' } })
    expect(elsewhere.status).toBe(201)
    expect(elsewhere.json).toMatchObject({ status: 'created' })

    const registered = await make('Erin Existing', ['online'])
    const same = await rest('POST', '/registrations/walk-in', { token: admin.token, body: { fullName: registered.fullName.toUpperCase(), email: registered.email, event: outreach.id, session: 'online', confirmDuplicate: true } })
    expect(same.status).toBe(409)
    expect(same.json).toMatchObject({ status: 'exists', existing: { id: registered.id } })
  })
})
