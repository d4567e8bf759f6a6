import { describe, expect, it } from 'vitest'

import { registrationListWhere, SPEC_EVENT_SCOPE } from '@/registrations/rules/audience'
import { overviewFigures, type OverviewEvent } from '@/registrations/rules/overview-figures'
import { parseRegistrationFilters, registrationListParams } from '@/registrations/rules/registration-filters'

const OUTREACH: OverviewEvent = {
  sessions: [
    { key: 'online', title: 'Online Crusade', startsAt: '2025-09-20T16:00:00Z', mode: 'online' },
    { key: 'super-sunday', title: 'Super Sunday', startsAt: '2025-09-21T09:30:00Z', mode: 'in-person' },
  ],
  allSessionsKey: 'both',
  allSessionsLabel: 'Both Days',
}
const COUNTS = {
  total: 40,
  onlineOnly: 15,
  inPersonOnly: 11,
  everySession: 14,
  consented: 22,
  cancelled: 3,
  waiting: 0,
  offered: 0,
  sessions: [
    { registered: 29, checkedIn: 8 },
    { registered: 25, checkedIn: 9 },
  ],
}

describe('the Overview figures', () => {
  it('names the exclusive classes for what they count and links every figure the table can list to its filter', () => {
    expect(overviewFigures(OUTREACH, COUNTS)).toEqual([
      { label: 'Total Registrations', value: 40, isShare: false, filters: { status: 'active' } },
      { label: 'Online only', value: 15, isShare: true, filters: null },
      { label: 'In person only', value: 11, isShare: true, filters: null },
      { label: 'Both Days', value: 14, isShare: true, filters: { status: 'active', attendance: 'both' } },
      {
        label: 'Attending Online Crusade',
        value: 29,
        isShare: true,
        filters: { status: 'active', attendance: 'online' },
      },
      {
        label: 'Attending Super Sunday',
        value: 25,
        isShare: true,
        filters: { status: 'active', attendance: 'super-sunday' },
      },
      { label: 'E-mail consent', value: 22, isShare: true, filters: { status: 'active', gdpr: 'consented' } },
      { label: 'Day 1 Checked In', value: 8, isShare: true, filters: { status: 'active', day1: 'checked-in' } },
      { label: 'Day 2 Checked In', value: 9, isShare: true, filters: { status: 'active', day2: 'checked-in' } },
      { label: 'Cancelled', value: 3, isShare: false, filters: { status: 'cancelled' } },
    ])
  })

  it('speaks of sessions, not days, when several sessions share a mode, and leaves the mode classes out when every session is of one kind', () => {
    const mixed: OverviewEvent = {
      sessions: [
        { key: 'friday', title: 'Friday night', startsAt: '2027-06-04T18:00:00Z', mode: 'in-person' },
        { key: 'saturday', title: 'Saturday workshop', startsAt: '2027-06-05T09:00:00Z', mode: 'in-person' },
        { key: 'stream', title: 'Sunday stream', startsAt: '2027-06-06T09:00:00Z', mode: 'online' },
      ],
      allSessionsKey: 'all',
      allSessionsLabel: 'All sessions',
    }
    const three = { ...COUNTS, sessions: [...COUNTS.sessions, { registered: 4, checkedIn: 0 }] }
    expect(overviewFigures(mixed, three).map((figure) => figure.label)).toEqual([
      'Total Registrations',
      'Online only',
      'In-person sessions only',
      'All sessions',
      'Attending Friday night',
      'Attending Saturday workshop',
      'Attending Sunday stream',
      'E-mail consent',
      'Day 1 Checked In',
      'Day 2 Checked In',
      'Day 3 Checked In',
      'Cancelled',
    ])
    const inPerson: OverviewEvent = {
      ...mixed,
      sessions: mixed.sessions.map((session) => ({ ...session, mode: 'in-person' as const })),
    }
    expect(overviewFigures(inPerson, three).map((figure) => figure.label)).not.toContain('In-person sessions only')
  })

  it('has no all-sessions figure for an event of one session', () => {
    const single: OverviewEvent = {
      sessions: [OUTREACH.sessions[1]!],
      allSessionsKey: 'all',
      allSessionsLabel: 'All sessions',
    }
    const labels = overviewFigures(single, { ...COUNTS, sessions: [{ registered: 5, checkedIn: 1 }] }).map(
      (figure) => figure.label,
    )
    expect(labels).toEqual([
      'Total Registrations',
      'Attending Super Sunday',
      'E-mail consent',
      'Super Sunday Checked In',
      'Cancelled',
    ])
  })
})

describe('the waiting list on the Overview', () => {
  it('shows who waits and who was offered a place once places are limited, each linked to its filter, before "Cancelled"', () => {
    const limited: OverviewEvent = {
      ...OUTREACH,
      sessions: OUTREACH.sessions.map((session, index) => ({ ...session, capacity: index === 0 ? 50 : null })),
    }
    const figures = overviewFigures(limited, { ...COUNTS, waiting: 6, offered: 2 })
    expect(figures.slice(-3)).toEqual([
      { label: 'On the waiting list', value: 6, isShare: false, filters: { status: 'waiting' } },
      { label: 'Offered a place', value: 2, isShare: false, filters: { status: 'offered' } },
      { label: 'Cancelled', value: 3, isShare: false, filters: { status: 'cancelled' } },
    ])
    expect(overviewFigures({ ...OUTREACH, capacity: 10 }, COUNTS).map((figure) => figure.label)).toContain(
      'On the waiting list',
    )
  })

  it('leaves them out for an event without limits where nobody waits', () => {
    expect(overviewFigures(OUTREACH, COUNTS).map((figure) => figure.label)).not.toContain('On the waiting list')
  })
})

describe('the cancelled-or-not filter', () => {
  it('reads from the URL, writes back, and ignores unknown values', () => {
    expect(parseRegistrationFilters(new URLSearchParams('status=active'))).toEqual({ status: 'active' })
    expect(parseRegistrationFilters(new URLSearchParams('status=cancelled'))).toEqual({ status: 'cancelled' })
    expect(parseRegistrationFilters(new URLSearchParams('status=deleted'))).toEqual({})
    expect(registrationListParams({ event: 3, filters: { status: 'active', attendance: 'both' } }).toString()).toBe(
      'event=3&status=active&attendance=both',
    )
    expect(registrationListParams({ filters: { status: 'all' } }).toString()).toBe('')
  })

  it('keeps the registrations not cancelled, or only the cancelled ones', () => {
    expect(registrationListWhere({ status: 'active' }, SPEC_EVENT_SCOPE)).toEqual({
      and: [{ cancelledAt: { exists: false } }],
    })
    expect(registrationListWhere({ status: 'cancelled' }, SPEC_EVENT_SCOPE)).toEqual({
      and: [{ cancelledAt: { exists: true } }],
    })
    expect(registrationListWhere({ status: 'all' }, SPEC_EVENT_SCOPE)).toEqual({})
  })
})
