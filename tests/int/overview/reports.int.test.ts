import { beforeAll, describe, expect, it } from 'vitest'

import { readAttendanceByMonth, readEventReport, readFirstTimerReturns, readFollowUpReport } from '@/overview'
import type { Event } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { everyCaller, graphql, rest, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * The reports' numbers on a small dataset whose answers are worked out by hand below. Check-ins are
 * written straight to the table at chosen times (in 2030, where no other test's rows fall), as the
 * reports read them; registrations go through Payload so their session choices are stored as usual.
 */
describe('reports', () => {
  const marker = `rep${Date.now()}`
  let event: Event
  let other: Event
  const at = (iso: string) => new Date(iso).toISOString()

  const person = async (label: string) =>
    (await (await testPayload()).create({ collection: 'people', data: { fullName: `${label} ${marker}` } })).id
  const register = async (forEvent: Event, who: number, choice: string[], extra: Record<string, unknown> = {}) =>
    (
      await (
        await testPayload()
      ).create({
        collection: 'registrations',
        data: {
          event: forEvent.id,
          fullName: `Reg ${marker}`,
          email: uniqueEmail(marker),
          attendanceChoice: choice,
          person: who,
          ...extra,
        } as never,
        overrideAccess: true,
      })
    ).id
  const checkin = async (
    registration: number,
    forEvent: Event,
    who: number,
    session: string,
    when: string,
    method = 'search',
  ) =>
    poolOf(await testPayload()).query(
      `INSERT INTO checkins (registration_id, event_id, person_id, session, checked_in_at, method, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
      [registration, forEvent.id, who, session, when, method],
    )
  /** A check-in of `who` at a fresh registration of `forEvent` (one registration per check-in keeps them unique). */
  const cameTo = async (forEvent: Event, who: number, session: string, when: string) =>
    checkin(await register(forEvent, who, [session]), forEvent, who, session, at(when))

  beforeAll(async () => {
    const payload = await testPayload()
    const day = (date: string, time: string) => new Date(`${date}T${time}:00Z`).toISOString()
    const sessions = (date: string, next: string, last: string) => [
      { key: 'friday', title: 'Friday night', startsAt: day(date, '19:00'), endsAt: day(date, '21:00') },
      { key: 'saturday', title: 'Saturday workshop', startsAt: day(next, '10:00'), endsAt: day(next, '12:00') },
      { key: 'sunday', title: 'Sunday celebration', startsAt: day(last, '10:30'), endsAt: day(last, '12:30') },
    ]
    // Far enough ahead to be the latest events with check-ins, whatever other tests made.
    event = await createTestEvent(payload, { sessions: sessions('2031-06-06', '2031-06-07', '2031-06-08') })
    other = await createTestEvent(payload, { sessions: sessions('2031-05-02', '2031-05-03', '2031-05-04') })
  })

  it('counts registered, attended, no-shows, walk-ins and first-timers per session of an event', async () => {
    const [a, b, c, d, w] = await Promise.all(['A', 'B', 'C', 'D', 'W'].map(person))
    // B came to another event before: not a first-timer at this one.
    await cameTo(other, b!, 'friday', '2030-01-05T19:00:00Z')
    const regA = await register(event, a!, ['friday', 'saturday'])
    const regB = await register(event, b!, [event.allSessionsKey ?? 'all'])
    await register(event, c!, ['friday'])
    await register(event, d!, ['saturday'], { cancelledAt: new Date().toISOString() })
    const regW = await register(event, w!, ['friday'])
    await checkin(regA, event, a!, 'friday', at('2030-02-01T19:05:00Z'))
    await checkin(regA, event, a!, 'saturday', at('2030-02-02T10:05:00Z'))
    await checkin(regB, event, b!, 'friday', at('2030-02-01T19:10:00Z'))
    await checkin(regW, event, w!, 'friday', at('2030-02-01T19:20:00Z'), 'walk-in')

    const report = await readEventReport(await testPayload(), event.id)
    expect(report).toEqual([
      // Registered: A, B (all sessions), C; the walk-in is not. Attended: A, B, W. No-show: C. First-timers: A, W.
      { key: 'friday', title: 'Friday night', registered: 3, attended: 3, noShows: 1, walkIns: 1, firstTimers: 2 },
      // D cancelled. A came (not for the first time); B did not.
      {
        key: 'saturday',
        title: 'Saturday workshop',
        registered: 2,
        attended: 1,
        noShows: 1,
        walkIns: 0,
        firstTimers: 0,
      },
      {
        key: 'sunday',
        title: 'Sunday celebration',
        registered: 1,
        attended: 0,
        noShows: 1,
        walkIns: 0,
        firstTimers: 0,
      },
    ])
  })

  it('counts first-timers, returning and regular people by month', async () => {
    const [once, weekly] = await Promise.all([person('Once'), person('Weekly')])
    await cameTo(other, once, 'saturday', '2030-03-10T10:00:00Z')
    await cameTo(other, once, 'saturday', '2030-04-15T10:00:00Z')
    // Nine Sundays from 3 March: a first-timer in March, a regular (8 in the 16 weeks to 1 May) in April.
    for (let week = 0; week < 9; week++)
      await cameTo(
        other,
        weekly,
        'sunday',
        new Date(Date.parse('2030-03-03T10:30:00Z') + week * 7 * 86_400_000).toISOString(),
      )
    const months = await readAttendanceByMonth(await testPayload(), new Date('2030-05-15T12:00:00Z'), 3)
    expect(months).toEqual([
      { month: '2030-03', firstTimers: 2, returning: 0, regular: 0 },
      { month: '2030-04', firstTimers: 0, returning: 1, regular: 1 },
      { month: '2030-05', firstTimers: 0, returning: 0, regular: 0 },
    ])
  })

  it("counts how many of an event's first-timers came to anything again within three months", async () => {
    const later = await createTestEvent(await testPayload(), {
      sessions: [
        { key: 'only', title: 'Only', startsAt: '2031-07-01T10:00:00.000Z', endsAt: '2031-07-01T12:00:00.000Z' },
      ],
    })
    const [back, tooLate, nextDay, known] = await Promise.all(['Back', 'Too late', 'Next day', 'Known'].map(person))
    await cameTo(other, known!, 'friday', '2030-05-01T19:00:00Z')
    for (const who of [back, tooLate, nextDay, known]) await cameTo(later, who!, 'only', '2030-06-01T10:00:00Z')
    await cameTo(other, back!, 'sunday', '2030-07-01T10:00:00Z')
    await cameTo(other, tooLate!, 'sunday', '2030-10-15T10:00:00Z')
    await cameTo(event, nextDay!, 'sunday', '2030-06-02T10:00:00Z')
    const rows = await readFirstTimerReturns(await testPayload(), 50)
    expect(rows.find((row) => row.eventId === later.id)).toEqual({
      eventId: later.id,
      title: later.title,
      firstTimers: 3,
      cameBack: 2,
    })
  })

  it('counts follow-up cards opened and completed per month', async () => {
    const payload = await testPayload()
    const list = await payload.create({
      collection: 'follow-up-lists',
      data: { name: `Report list ${marker}`, steps: [{ title: 'Call' }], dueInDays: 7 },
    })
    const who = await person('Card')
    const card = (created: string, completed: string | null) =>
      poolOf(payload).query(
        `INSERT INTO follow_up_cards (list_id, person_id, step, status, created_at, updated_at, completed_at)
         VALUES ($1, $2, 0, $3, $4, now(), $5)`,
        [list.id, who, completed ? 'done' : 'open', created, completed],
      )
    await card('2030-08-03T09:00:00Z', '2030-09-02T09:00:00Z')
    await card('2030-08-20T09:00:00Z', '2030-08-21T09:00:00Z')
    await card('2030-09-30T22:30:00Z', null) // 23:30 on 30 September in London: still September
    expect(await readFollowUpReport(payload, new Date('2030-10-01T12:00:00Z'), 3)).toEqual([
      { month: '2030-08', opened: 2, completed: 1 },
      { month: '2030-09', opened: 1, completed: 1 },
      { month: '2030-10', opened: 0, completed: 0 },
    ])
  })

  it('downloads each report as CSV for an admin only', async () => {
    const callers = await everyCaller()
    for (const [who, token] of callers.filter(([who]) => who !== 'an admin')) {
      const refused = await rest('GET', `/reports/csv?report=event&event=${event.id}`, { token })
      expect(refused.status, who).toBe(403)
      expect(String(refused.json)).not.toContain('Friday night')
    }
    const admin = { token: callers.find(([who]) => who === 'an admin')![1] }
    const csv = await rest('GET', `/reports/csv?report=event&event=${event.id}`, { token: admin.token })
    expect(csv.status).toBe(200)
    const lines = String(csv.json)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Session,Registered,Attended,No-shows,Walk-ins,First-timers')
    expect(lines[1]).toBe('Friday night,3,3,1,1,2')
    for (const report of ['monthly', 'returns', 'follow-ups'])
      expect((await rest('GET', `/reports/csv?report=${report}`, { token: admin.token })).status).toBe(200)
    expect((await rest('GET', '/reports/csv?report=people', { token: admin.token })).status).toBe(400)
    // There is no GraphQL way to the reports at all.
    const result = await graphql('{ Reports { docs { id } } }', { token: admin.token })
    expect(result.errors?.length).toBeGreaterThan(0)
  })
})
