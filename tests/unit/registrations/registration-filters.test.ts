import { describe, expect, it } from 'vitest'

import {
  canonicalSessionChoice,
  registrationListWhere,
  sessionChoiceValues,
  type ListEventScope,
} from '@/registrations/rules/audience'
import {
  parseRegistrationFilters,
  parseRegistrationListQuery,
  registrationListParams,
} from '@/registrations/rules/registration-filters'

describe('registration filters from a URL', () => {
  it('reads the known filters', () => {
    expect(
      parseRegistrationFilters(
        new URLSearchParams('attendance=online&gdpr=consented&day1=checked-in&tag= vip &search=Mary'),
      ),
    ).toEqual({
      attendance: 'online',
      gdpr: 'consented',
      day1: 'checked-in',
      tag: 'vip',
      search: 'Mary',
    })
  })

  it('reads a check-in filter for every session an event may have, day1 to day20', () => {
    expect(
      parseRegistrationFilters(
        new URLSearchParams('day3=not-checked-in&day20=checked-in&day21=checked-in&day0=checked-in&day03=checked-in'),
      ),
    ).toEqual({
      day3: 'not-checked-in',
      day20: 'checked-in',
    })
  })

  it('ignores unknown values rather than failing', () => {
    expect(
      parseRegistrationFilters(new URLSearchParams('attendance=Not a session!&phone=maybe&day2=sometimes')),
    ).toEqual({})
  })
})

describe('the registrations view state in its URL', () => {
  it('reads the event, page and sort, falling back to the default event, page 1, newest first', () => {
    expect(parseRegistrationListQuery(new URLSearchParams('event=7&attendance=both&page=3&sort=fullName'))).toEqual({
      event: 7,
      filters: { attendance: 'both' },
      page: 3,
      sort: 'fullName',
    })
    expect(parseRegistrationListQuery(new URLSearchParams('event=x&page=-2&sort=password'))).toEqual({
      filters: {},
      page: 1,
      sort: '-createdAt',
    })
    expect(parseRegistrationListQuery(new URLSearchParams('page=abc'))).toMatchObject({ page: 1 })
  })

  it('writes only what differs from the defaults, and round-trips', () => {
    const params = registrationListParams({
      filters: { attendance: '', gdpr: 'consented', phone: 'all', day1: 'all', search: ' ann ' },
      page: 1,
      sort: '-createdAt',
    })
    expect(params.toString()).toBe('gdpr=consented&search=ann')
    // "all" sessions is a choice of its own on events whose all-sessions marker it is.
    expect(registrationListParams({ filters: { attendance: 'all' } }).toString()).toBe('attendance=all')
    const state = {
      event: 4,
      filters: { phone: 'with-phone' as const, day2: 'not-checked-in' as const },
      page: 4,
      sort: '-email' as const,
    }
    expect(registrationListParams(state).toString()).toBe(
      'event=4&phone=with-phone&day2=not-checked-in&sort=-email&page=4',
    )
    expect(parseRegistrationListQuery(registrationListParams(state))).toEqual(state)
  })
})

// The two-day event: Day 1 the online crusade, Day 2 Super Sunday, "both" for the pair.
const OUTREACH: ListEventScope = {
  eventId: 1,
  sessions: [
    { key: 'online', mode: 'online' },
    { key: 'super-sunday', mode: 'in-person' },
  ],
  allKey: 'both',
}
// Three evenings, the last one streamed as well.
const MISSION: ListEventScope = {
  eventId: 2,
  sessions: [
    { key: 'opening', mode: 'in-person' },
    { key: 'healing', mode: 'in-person' },
    { key: 'finale', mode: 'both' },
  ],
  allKey: 'all',
}
const RETREAT: ListEventScope = { eventId: 3, sessions: [{ key: 'retreat', mode: 'in-person' }], allKey: 'all' }

describe('registrationListWhere', () => {
  it('always lists the chosen event only', () => {
    expect(registrationListWhere({}, MISSION)).toEqual({ and: [{ event: { equals: 2 } }] })
    expect(registrationListWhere({ attendance: 'all', day1: 'all', search: '  ' }, OUTREACH)).toEqual({
      and: [{ event: { equals: 1 } }],
    })
  })

  it('filters on a session chosen alone or with every other one', () => {
    expect(registrationListWhere({ attendance: 'healing' }, MISSION)).toEqual({
      and: [{ event: { equals: 2 } }, { attendanceChoice: { in: ['healing', 'all'] } }],
    })
    // Its marker is "all": every session chosen. The two-day event's is "both", so there "all" filters nothing.
    expect(registrationListWhere({ attendance: 'all' }, MISSION)).toEqual({
      and: [{ event: { equals: 2 } }, { attendanceChoice: { in: ['all'] } }],
    })
    expect(registrationListWhere({ attendance: 'retreat' }, RETREAT)).toEqual({
      and: [{ event: { equals: 3 } }, { attendanceChoice: { in: ['retreat'] } }],
    })
  })

  it("reads the two-day event's attendance filters as before: online and in-person include both days, both is the pair", () => {
    expect(sessionChoiceValues(OUTREACH, 'online')).toEqual(['online', 'both'])
    expect(sessionChoiceValues(OUTREACH, 'in-person')).toEqual(['super-sunday', 'both'])
    expect(sessionChoiceValues(OUTREACH, 'super-sunday')).toEqual(['super-sunday', 'both'])
    expect(sessionChoiceValues(OUTREACH, 'both')).toEqual(['both'])
  })

  it('reads "online" and "in-person" as every session of that kind on another event, and ignores what the event does not have', () => {
    expect(sessionChoiceValues(MISSION, 'online')).toEqual(['finale', 'all'])
    expect(sessionChoiceValues(MISSION, 'in-person')).toEqual(['opening', 'healing', 'finale', 'all'])
    expect(sessionChoiceValues(RETREAT, 'online')).toBeNull()
    expect(sessionChoiceValues(MISSION, 'super-sunday')).toBeNull()
    expect(registrationListWhere({ attendance: 'super-sunday' }, MISSION)).toEqual({ and: [{ event: { equals: 2 } }] })
  })

  it("maps day1, day2… to the event's sessions in order, checked in or not by the person's session list", () => {
    expect(registrationListWhere({ day1: 'checked-in' }, OUTREACH)).toEqual({
      and: [{ event: { equals: 1 } }, { checkedInSessions: { like: '|online|' } }],
    })
    expect(registrationListWhere({ day2: 'not-checked-in' }, OUTREACH)).toEqual({
      and: [
        { event: { equals: 1 } },
        { or: [{ checkedInSessions: { not_like: '%|super-sunday|%' } }, { checkedInSessions: { exists: false } }] },
      ],
    })
    expect(registrationListWhere({ day3: 'checked-in', day4: 'checked-in' }, MISSION)).toEqual({
      and: [{ event: { equals: 2 } }, { checkedInSessions: { like: '|finale|' } }],
    })
  })

  it('combines the session filters with consent, phone, tag and search', () => {
    expect(
      registrationListWhere(
        {
          attendance: 'online',
          gdpr: 'consented',
          phone: 'with-phone',
          tag: ' vip ',
          day1: 'checked-in',
          search: '0770',
        },
        OUTREACH,
      ),
    ).toEqual({
      and: [
        { event: { equals: 1 } },
        { attendanceChoice: { in: ['online', 'both'] } },
        { consentGdpr: { equals: true } },
        { phone: { exists: true } },
        { tags: { in: ['vip'] } },
        { checkedInSessions: { like: '|online|' } },
        { or: [{ fullName: { like: '0770' } }, { email: { like: '0770' } }, { phone: { like: '0770' } }] },
      ],
    })
  })

  it('reads as the two-day event without an event, and lists every event then', () => {
    expect(registrationListWhere({ attendance: 'in-person', day2: 'checked-in' })).toEqual({
      and: [{ attendanceChoice: { in: ['super-sunday', 'both'] } }, { checkedInSessions: { like: '|super-sunday|' } }],
    })
  })
})

describe('canonicalSessionChoice', () => {
  it("spells an old link's filter as the table's own choice", () => {
    expect(canonicalSessionChoice(OUTREACH, 'in-person')).toBe('super-sunday')
    expect(canonicalSessionChoice(OUTREACH, 'online')).toBe('online')
    expect(canonicalSessionChoice(OUTREACH, 'both')).toBe('both')
    expect(canonicalSessionChoice(MISSION, 'online')).toBe('finale')
  })

  it('keeps a filter that has no single choice, and drops one the event does not know', () => {
    expect(canonicalSessionChoice(MISSION, 'in-person')).toBe('in-person')
    expect(canonicalSessionChoice(MISSION, 'nonsense')).toBeNull()
    expect(canonicalSessionChoice(MISSION, undefined)).toBeNull()
  })
})

describe('the payment filter', () => {
  it('reads from the URL, an unknown value filtering nothing', () => {
    expect(parseRegistrationFilters(new URLSearchParams('payment=lapsed')).payment).toBe('lapsed')
    expect(parseRegistrationFilters(new URLSearchParams('payment=owed')).payment).toBeUndefined()
  })

  it('stands for the stored payment status, a lapsed hold being "expired" and a free booking having none', () => {
    const conditionOf = (payment: 'awaiting' | 'paid' | 'lapsed' | 'refunded' | 'free') =>
      (registrationListWhere({ payment }, MISSION).and as unknown[])[1]
    expect(conditionOf('awaiting')).toEqual({ paymentStatus: { equals: 'awaiting' } })
    expect(conditionOf('paid')).toEqual({ paymentStatus: { equals: 'paid' } })
    expect(conditionOf('lapsed')).toEqual({ paymentStatus: { equals: 'expired' } })
    expect(conditionOf('refunded')).toEqual({ paymentStatus: { equals: 'refunded' } })
    expect(conditionOf('free')).toEqual({
      and: [
        { paymentStatus: { exists: false } },
        { or: [{ groupBooker: { exists: false } }, { 'groupBooker.paymentStatus': { exists: false } }] },
      ],
    })
    expect(registrationListWhere({ payment: 'all' }, MISSION)).toEqual({ and: [{ event: { equals: 2 } }] })
  })
})
