import { beforeAll, describe, expect, it } from 'vitest'

import { overviewFigures } from '@/registrations/rules/overview-figures'
import { REGISTRATIONS_PAGE_SIZE } from '@/registrations/rules/registration-filters'
import type { Event } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { readStaffEvent, type StaffEvent } from '@/events/list-staff-events'
import { countRegistrations, overviewCountsOf } from '@/registrations/count-registrations'
import { countRegistrationsPerDay } from '@/registrations/count-registrations-per-day'
import { listRegistrations } from '@/registrations/list-registrations'

import { createTestEvent } from '../../helpers/events'
import { PAST_SESSIONS } from '../../helpers/past-sessions'
import { staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

// A past event (so it never becomes another test's default event): an online evening and two in-person days.
const SESSIONS = PAST_SESSIONS.map((session, index) => ({
  ...session,
  mode: index === 0 ? ('online' as const) : ('in-person' as const),
}))

describe('the Overview counts', () => {
  let admin: Awaited<ReturnType<typeof staffUser>>
  let record: Event
  let event: StaffEvent
  const marker = `overview${Date.now()}`

  const make = async (attendanceChoice: string[], extra: Record<string, unknown> = {}) =>
    (await testPayload()).create({
      collection: 'registrations',
      data: { event: record.id, fullName: `Person ${marker}`, email: uniqueEmail(marker), attendanceChoice, ...extra },
      overrideAccess: true,
    })
  const checkIn = async (registration: number, session: string) =>
    (await testPayload()).create({
      collection: 'checkins',
      data: { registration, session } as never,
      overrideAccess: true,
    })

  beforeAll(async () => {
    admin = await staffUser('admin')
    const payload = await testPayload()
    record = await createTestEvent(payload, { title: `Overview ${marker}`, sessions: SESSIONS })
    event = (await readStaffEvent(payload, admin.user, record.id))!
  })

  it('gives every figure it links the same count as the registrations table filtered by that link', async () => {
    const payload = await testPayload()
    const friday = await make(['friday'])
    const saturday = await make(['saturday'], { consentEmail: true })
    await make(['saturday', 'sunday'])
    const everything = await make(['friday', 'saturday', 'sunday', 'all'])
    const cancelled = await make(['friday'])
    await checkIn(friday.id, 'friday')
    await checkIn(everything.id, 'friday')
    await checkIn(everything.id, 'sunday')
    // Let in at a session they did not choose: still counted as checked in there.
    await checkIn(saturday.id, 'sunday')
    await checkIn(cancelled.id, 'friday')
    await payload.update({
      collection: 'registrations',
      id: cancelled.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })

    const stats = await countRegistrations(payload, event)
    const figures = overviewFigures(event, overviewCountsOf(stats))
    expect(Object.fromEntries(figures.map((figure) => [figure.label, figure.value]))).toEqual({
      'Total Registrations': 4,
      'Online only': 1,
      'In-person sessions only': 2,
      'All sessions': 1,
      'Attending Friday night': 2,
      'Attending Saturday workshop': 3,
      'Attending Sunday celebration': 2,
      'E-mail consent': 1,
      'Day 1 Checked In': 2,
      'Day 2 Checked In': 0,
      'Day 3 Checked In': 2,
      Cancelled: 1,
    })
    const linked = figures.filter((figure) => figure.filters)
    expect(linked.map((figure) => figure.label)).not.toContain('Online only')
    for (const figure of linked) {
      const page = await listRegistrations(payload, admin.user, event, {
        filters: figure.filters!,
        page: 1,
        sort: '-createdAt',
      })
      expect({ [figure.label]: page.totalDocs }).toEqual({ [figure.label]: figure.value })
      expect(page.rows.length).toBe(Math.min(figure.value, REGISTRATIONS_PAGE_SIZE))
    }
  })

  it('counts registrations per UK day in one grouped query, across the October clock change, leaving cancelled ones out', async () => {
    const payload = await testPayload()
    const made = await Promise.all([
      make(['friday']),
      make(['friday']),
      make(['saturday']),
      make(['sunday']),
      make(['sunday']),
    ])
    const at = [
      '2026-10-24T23:30:00Z',
      '2026-10-25T23:30:00Z',
      '2026-10-26T00:30:00Z',
      '2026-10-24T12:00:00Z',
      '2026-10-29T09:00:00Z',
    ]
    const pool = poolOf(payload)
    await pool.query(
      'UPDATE registrations SET created_at = t.at FROM unnest($1::int[], $2::timestamptz[]) AS t(id, at) WHERE registrations.id = t.id',
      [made.map((doc) => doc.id), at],
    )
    await pool.query('UPDATE registrations SET cancelled_at = now() WHERE id = $1', [made[4]!.id])
    // Only this test's registrations of the event: the first test's ones were made today.
    await pool.query(
      `UPDATE registrations SET created_at = '2026-10-27T12:00:00Z' WHERE event_id = $1 AND NOT (id = ANY($2::int[]))`,
      [record.id, made.map((doc) => doc.id)],
    )

    const { days, isCut } = await countRegistrationsPerDay(payload, event, new Date('2026-10-28T12:00:00Z'))
    expect(isCut).toBe(false)
    expect(days).toEqual([
      { day: '2026-10-24', count: 1 },
      // 23:30 UTC on the 24th is 00:30 on the 25th in London (summer time); 23:30 UTC on the 25th is after the change.
      { day: '2026-10-25', count: 2 },
      { day: '2026-10-26', count: 1 },
      { day: '2026-10-27', count: 4 },
    ])
  })
})
