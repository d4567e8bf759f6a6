import config from '@payload-config'
import Papa from 'papaparse'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REGISTRATION_CSV_COLUMNS } from '@/registrations/rules/registrations-csv'
import type { Event } from '@/payload-types'

import { createTestEvent, specEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

async function get(path: string, token?: string) {
  const headers = new Headers()
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`${process.env.SITE_URL}/api${path}`, { headers })
  return handleEndpoints({ config, request, path: `/api${path.split('?')[0]}` })
}

/** `Response.text()` drops a byte-order mark, so read the bytes to see it. */
async function readCsv(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer())
  const hasBom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))
  return { hasBom, text: bytes.subarray(hasBom ? 3 : 0).toString('utf8') }
}

const rowsOf = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data

type Stats = Record<string, number> & {
  event: { id: number; slug: string }
  sessions: Array<{ key: string; title: string; registered: number; checkedIn: number }>
}

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('registration stats and CSV export, per event', () => {
  let adminToken: string
  let volunteerToken: string
  let editorToken: string
  let outreach: Event
  let mission: Event
  const marker = `csv${Date.now()}`

  beforeAll(async () => {
    const [admin, volunteer, editor] = await Promise.all([
      staffUser('admin'),
      staffUser('volunteer'),
      staffUser('editor'),
    ])
    adminToken = admin.token
    volunteerToken = volunteer.token
    editorToken = editor.token
    const payload = await testPayload()
    outreach = await specEvent(payload)
    mission = await createTestEvent(payload, {
      title: `Mission ${marker}`,
      slug: `mission-${marker}`,
      sessions: PAST_SESSIONS,
    })
  })

  const make = async (event: Event, attendanceChoice: string[], extra: Record<string, unknown> = {}) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: `Stat Person ${marker}`,
        email: uniqueEmail('stat'),
        attendanceChoice,
        ...extra,
      },
    })
  const checkIn = async (registration: number, session: string) =>
    expect(
      (await rest('POST', '/checkins/toggle', { token: adminToken, body: { registration, session, checkedIn: true } }))
        .status,
    ).toBe(200)
  const stats = async (event: Event) =>
    (await (await get(`/registrations/stats?event=${event.id}`, adminToken)).json()) as Stats
  const delta = (after: Stats, before: Stats) =>
    Object.fromEntries(
      Object.keys(after)
        .filter((key) => typeof after[key] === 'number')
        .map((key) => [key, after[key]! - before[key]!]),
    )

  it('counts the two-day event by the SPEC classification, with zero-safe totals', async () => {
    const payload = await testPayload()
    const before = await stats(outreach)
    const online = await make(outreach, ['online'], { consentEmail: true })
    await checkIn(online.id, 'online')
    const sunday = await make(outreach, ['super-sunday'])
    await checkIn(sunday.id, 'super-sunday')
    await make(outreach, ['online', 'super-sunday'])
    await make(outreach, ['both'])
    const cancelled = await make(outreach, ['online'])
    await checkIn(cancelled.id, 'online')
    await payload.update({
      collection: 'registrations',
      id: cancelled.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    // Registrations of another event change nothing here.
    await checkIn((await make(mission, ['friday', 'saturday', 'sunday'])).id, 'friday')

    const after = await stats(outreach)
    expect(after.event).toMatchObject({ id: outreach.id, slug: 'outreach-event-2025' })
    expect(delta(after, before)).toEqual({
      totalRegistrations: 4,
      onlineCount: 1,
      inPersonCount: 1,
      bothCount: 2,
      gdprConsent: 1,
      day1CheckedIn: 1,
      day2CheckedIn: 1,
      cancelledCount: 1,
      day1Expected: 3,
      day2Expected: 3,
      waitingCount: 0,
      offeredCount: 0,
    })
    expect(after.sessions.map((session) => session.key)).toEqual(['online', 'super-sunday'])
    expect(after.sessions[0]).toMatchObject({
      title: 'Online Crusade',
      registered: before.sessions[0]!.registered + 3,
      checkedIn: before.sessions[0]!.checkedIn + 1,
    })
    expect(after.sessions[1]).toMatchObject({
      title: 'Super Sunday',
      registered: before.sessions[1]!.registered + 3,
      checkedIn: before.sessions[1]!.checkedIn + 1,
    })
  })

  it('counts another event by its own sessions, from the attendance entries and the check-in records', async () => {
    const before = await stats(mission)
    const all = await make(mission, ['friday', 'saturday', 'sunday'], { consentSms: true })
    await checkIn(all.id, 'saturday')
    await checkIn(all.id, 'sunday')
    const friday = await make(mission, ['friday'])
    await checkIn(friday.id, 'friday')
    await make(mission, ['saturday', 'sunday'])

    const after = await stats(mission)
    expect(
      after.sessions.map((session) => [
        session.key,
        session.registered - before.sessions.find((s) => s.key === session.key)!.registered,
      ]),
    ).toEqual([
      ['friday', 2],
      ['saturday', 2],
      ['sunday', 2],
    ])
    expect(
      after.sessions.map(
        (session) => session.checkedIn - before.sessions.find((s) => s.key === session.key)!.checkedIn,
      ),
    ).toEqual([1, 1, 1])
    // Every session is in person: all three count as in person; choosing all three is "both" (the all-sessions card).
    expect(delta(after, before)).toMatchObject({
      totalRegistrations: 3,
      bothCount: 1,
      inPersonCount: 2,
      onlineCount: 0,
      gdprConsent: 1,
      day1CheckedIn: 1,
      day2CheckedIn: 1,
    })
  })

  it('answers for the default event without ?event=, and 404 for one that does not exist', async () => {
    const response = await get('/registrations/stats', adminToken)
    expect(response.status).toBe(200)
    expect(((await response.json()) as Stats).sessions.length).toBeGreaterThan(0)
    expect((await get('/registrations/stats?event=999999', adminToken)).status).toBe(404)
    expect((await get('/registrations/export?event=999999', adminToken)).status).toBe(404)
  })

  it('exports what the filter selects of the two-day event, with the SPEC columns, Yes/No and neutralised formulas', async () => {
    const payload = await testPayload()
    const evil = await payload.create({
      collection: 'registrations',
      data: {
        event: outreach.id,
        fullName: `=HYPERLINK("http://evil") ${marker}`,
        email: uniqueEmail(marker),
        phone: '+44 7700 900999',
        attendanceChoice: ['online'],
        consentEmail: true,
        tags: ['vip', 'choir'],
        notes: 'Line one, "quoted"\nline two',
      },
    })
    await checkIn(evil.id, 'online')
    await payload.create({
      collection: 'registrations',
      data: {
        event: outreach.id,
        fullName: `Zoë Siân ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice: ['super-sunday'],
      },
    })
    await payload.create({
      collection: 'registrations',
      data: {
        event: mission.id,
        fullName: `Mo Mission ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice: ['friday'],
      },
    })

    const response = await get(
      `/registrations/export?event=${outreach.id}&search=${marker}&attendance=online`,
      adminToken,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="registrations-outreach-event-2025-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const { hasBom, text: body } = await readCsv(response)
    expect(hasBom).toBe(true)
    const lines = body.split('\r\n')
    expect(lines[0]).toBe(REGISTRATION_CSV_COLUMNS.join(','))
    expect(body).toContain(`"'=HYPERLINK(""http://evil"") ${marker}"`)
    expect(
      rowsOf(body)
        .find((row) => row[0]!.includes('HYPERLINK'))!
        .slice(2, 9),
    ).toEqual(["'+44 7700 900999", 'online', 'Yes', 'Yes', 'No', 'vip, choir', 'Line one, "quoted"\nline two'])
    expect(body).toContain('"Line one, ""quoted""\nline two"')
    expect(body).not.toContain('Zoë')

    const { text: all } = await readCsv(
      await get(`/registrations/export?event=${outreach.id}&search=${marker}`, adminToken),
    )
    expect(all).toContain(`Zoë Siân ${marker}`)
    expect(all).not.toContain('Mo Mission')
  })

  it('exports another event with a check-in column per session, and only its registrations', async () => {
    const payload = await testPayload()
    const person = await payload.create({
      collection: 'registrations',
      data: {
        event: mission.id,
        fullName: `Sal Sessions ${marker}`,
        email: uniqueEmail(marker),
        attendanceChoice: ['friday', 'saturday', 'sunday'],
      },
    })
    await checkIn(person.id, 'sunday')
    const response = await get(`/registrations/export?event=${mission.id}&search=Sal Sessions ${marker}`, adminToken)
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="registrations-mission-${marker}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    )
    const [header, row, ...rest] = rowsOf((await readCsv(response)).text)
    expect(header).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'Attendance Choice',
      'GDPR Consent',
      'Friday night Check-in',
      'Saturday workshop Check-in',
      'Sunday celebration Check-in',
      'Tags',
      'Notes',
      'Registration Date',
      'Booked By',
      'Child',
      'Check-in Code',
      'Place',
      'Waiting For',
    ])
    expect(row!.slice(3, 8)).toEqual(['Friday night, Saturday workshop, Sunday celebration', 'No', 'No', 'No', 'Yes'])
    expect(rest).toEqual([])
    const { text: outreachCsv } = await readCsv(
      await get(`/registrations/export?event=${outreach.id}&search=Sal Sessions ${marker}`, adminToken),
    )
    expect(rowsOf(outreachCsv)).toHaveLength(1)
  })

  it('writes the full backup of every event with ID and Event columns first and ISO timestamps', async () => {
    const response = await get('/registrations/export?backup=1', adminToken)
    expect(response.headers.get('content-disposition')).toMatch(/complete-data-backup-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, ...rows] = rowsOf((await readCsv(response)).text)
    expect(header!.slice(0, 3)).toEqual(['ID', 'Event', 'Full Name'])
    // As many check-in columns as the event with the most sessions.
    expect(header!.filter((column) => /^Day \d Check-in$/.test(column))).toEqual([
      'Day 1 Check-in',
      'Day 2 Check-in',
      'Day 3 Check-in',
    ])
    expect(rows[0]!.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
    const events = new Set(rows.map((row) => row[1]))
    expect(events).toContain('outreach-event-2025')
    expect(events).toContain(`mission-${marker}`)
    const sal = rows.find((row) => row[2] === `Sal Sessions ${marker}`)!
    expect(sal.slice(7, 10)).toEqual(['No', 'No', 'Yes'])
  })

  it('is for admins only: volunteers, editors and visitors cannot export or read the stats', async () => {
    for (const token of [volunteerToken, editorToken, undefined]) {
      expect((await get('/registrations/export', token)).status).toBe(403)
      expect((await get(`/registrations/export?event=${outreach.id}`, token)).status).toBe(403)
      expect((await get('/registrations/export?backup=1', token)).status).toBe(403)
      expect((await get('/registrations/stats', token)).status).toBe(403)
      expect((await get(`/registrations/stats?event=${mission.id}`, token)).status).toBe(403)
    }
  })
})
