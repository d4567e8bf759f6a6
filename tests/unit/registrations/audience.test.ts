import { describe, expect, it } from 'vitest'

import {
  MESSAGING_AUDIENCES,
  checkinSearchWhere,
  reachableWhere,
  describeFilters,
  registrationListWhere,
  segmentWhere,
  describeEventFilter,
} from '@/registrations/rules/audience'

const ONLINE = { attendanceChoice: { in: ['online'] } }
const SUPER_SUNDAY = { attendanceChoice: { in: ['super-sunday'] } }
const BOTH = { or: [{ attendanceChoice: { in: ['both'] } }, { and: [ONLINE, SUPER_SUNDAY] }] }

describe("an event's people", () => {
  const event = { event: { equals: 4 } }

  it('as a whole are those holding a place; someone only waiting is not among them', () => {
    expect(segmentWhere({ eventId: 4 })).toEqual({ and: [{ and: [event, { attendanceChoice: { exists: true } }] }] })
  })

  it('on a waiting list are those waiting or offered a place, for any session or for one', () => {
    expect(segmentWhere({ eventId: 4, sessionAttendance: 'waiting' })).toEqual({
      and: [{ and: [event, { placeStatus: { in: ['waiting', 'offered'] } }] }],
    })
    expect(segmentWhere({ eventId: 4, sessionKey: 'day-2', sessionAttendance: 'waiting' })).toEqual({
      and: [{ and: [event, { waitingSessions: { like: '|day-2|' } }] }],
    })
  })

  it('are described as the compose screen names them', () => {
    expect(describeEventFilter({ eventId: 4, eventTitle: 'Harvest', sessionAttendance: 'waiting' })).toBe(
      'On a waiting list for Harvest',
    )
    expect(
      describeEventFilter({
        eventId: 4,
        eventTitle: 'Harvest',
        sessionKey: 'walk',
        sessionTitle: 'Walk',
        sessionAttendance: 'waiting',
      }),
    ).toBe('On the waiting list for Walk (Harvest)')
    expect(describeEventFilter({ eventId: 4, eventTitle: 'Harvest' })).toBe('Harvest')
  })
})

describe('segmentWhere', () => {
  it('adds no condition when every filter is "all" or missing', () => {
    expect(segmentWhere({})).toEqual({})
    expect(segmentWhere({ attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all', tagFilter: null })).toEqual(
      {},
    )
  })

  it('finds online attendees by their online choice', () => {
    expect(segmentWhere({ attendanceFilter: 'online' })).toEqual({ and: [ONLINE] })
  })

  it('finds in-person attendees by their super-sunday choice', () => {
    expect(segmentWhere({ attendanceFilter: 'in-person' })).toEqual({ and: [SUPER_SUNDAY] })
  })

  it('finds both-days attendees by "both" or by holding both days', () => {
    expect(segmentWhere({ attendanceFilter: 'both' })).toEqual({ and: [BOTH] })
  })

  it('filters on GDPR consent being true or false', () => {
    expect(segmentWhere({ gdprFilter: 'consented' })).toEqual({ and: [{ consentGdpr: { equals: true } }] })
    expect(segmentWhere({ gdprFilter: 'not-consented' })).toEqual({ and: [{ consentGdpr: { equals: false } }] })
  })

  it('filters on a phone being present or absent', () => {
    expect(segmentWhere({ phoneFilter: 'with-phone' })).toEqual({ and: [{ phone: { exists: true } }] })
    expect(segmentWhere({ phoneFilter: 'without-phone' })).toEqual({ and: [{ phone: { exists: false } }] })
  })

  it('filters on the trimmed tag', () => {
    expect(segmentWhere({ tagFilter: '  volunteer ' })).toEqual({ and: [{ tags: { in: ['volunteer'] } }] })
  })

  it('ignores a blank tag', () => {
    expect(segmentWhere({ tagFilter: '   ' })).toEqual({})
  })

  it('requires every chosen filter at once', () => {
    expect(
      segmentWhere({
        attendanceFilter: 'online',
        gdprFilter: 'consented',
        phoneFilter: 'with-phone',
        tagFilter: 'choir',
      }),
    ).toEqual({
      and: [ONLINE, { consentGdpr: { equals: true } }, { phone: { exists: true } }, { tags: { in: ['choir'] } }],
    })
  })
})

describe('MESSAGING_AUDIENCES', () => {
  it('offers the six SPEC audiences', () => {
    expect(MESSAGING_AUDIENCES).toEqual(['all', 'online', 'in-person', 'both', 'gdpr-consented', 'with-phone'])
  })
})

describe('registrationListWhere', () => {
  it('adds no condition with no filters and no search', () => {
    expect(registrationListWhere({})).toEqual({})
    expect(registrationListWhere({ attendance: 'all', day1: 'all', day2: 'all', search: '  ' })).toEqual({})
  })

  it('uses the same rules as segments for consent, phone and tag, and the session rules for attendance', () => {
    expect(
      registrationListWhere({ attendance: 'both', gdpr: 'not-consented', phone: 'without-phone', tag: ' vip ' }),
    ).toEqual({
      and: [
        { attendanceChoice: { in: ['both'] } },
        { consentGdpr: { equals: false } },
        { phone: { exists: false } },
        { tags: { in: ['vip'] } },
      ],
    })
  })

  it('filters on check-in per day: Day 1 is the first session, Day 2 the second', () => {
    expect(registrationListWhere({ day1: 'checked-in' })).toEqual({
      and: [{ checkedInSessions: { like: '|online|' } }],
    })
    expect(registrationListWhere({ day2: 'checked-in' })).toEqual({
      and: [{ checkedInSessions: { like: '|super-sunday|' } }],
    })
  })

  it('counts a missing check-in as not checked in, wherever the session sits in the list', () => {
    expect(registrationListWhere({ day1: 'not-checked-in' })).toEqual({
      and: [{ or: [{ checkedInSessions: { not_like: '%|online|%' } }, { checkedInSessions: { exists: false } }] }],
    })
    expect(registrationListWhere({ day2: 'not-checked-in' })).toEqual({
      and: [
        { or: [{ checkedInSessions: { not_like: '%|super-sunday|%' } }, { checkedInSessions: { exists: false } }] },
      ],
    })
  })

  it('searches name, e-mail and phone with the trimmed term', () => {
    expect(registrationListWhere({ search: '  mary   jones ' })).toEqual({
      and: [
        {
          or: [
            { fullName: { like: 'mary jones' } },
            { email: { like: 'mary jones' } },
            { phone: { like: 'mary jones' } },
          ],
        },
      ],
    })
  })

  it('combines search with filters', () => {
    expect(registrationListWhere({ attendance: 'online', day1: 'checked-in', search: '0770' })).toEqual({
      and: [
        { attendanceChoice: { in: ['online', 'both'] } },
        { checkedInSessions: { like: '|online|' } },
        { or: [{ fullName: { like: '0770' } }, { email: { like: '0770' } }, { phone: { like: '0770' } }] },
      ],
    })
  })
})

describe('describeFilters', () => {
  it('says "Everyone" when nothing is filtered', () => {
    expect(describeFilters({})).toBe('Everyone')
    expect(describeFilters({ attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all', tagFilter: ' ' })).toBe(
      'Everyone',
    )
  })

  it('lists each chosen filter in a short line', () => {
    expect(
      describeFilters({
        attendanceFilter: 'online',
        gdprFilter: 'consented',
        phoneFilter: 'with-phone',
        tagFilter: 'volunteer',
      }),
    ).toBe('Online · Consented · With phone · Tag: volunteer')
  })

  it('names the other filter values', () => {
    expect(
      describeFilters({ attendanceFilter: 'in-person', gdprFilter: 'not-consented', phoneFilter: 'without-phone' }),
    ).toBe('In-person · Not consented · Without phone')
    expect(describeFilters({ attendanceFilter: 'both' })).toBe('Both days')
  })
})

describe('check-in at the door', () => {
  it('searches by name, e-mail or phone, and by a typed or scanned check-in code', () => {
    expect(checkinSearchWhere('  ')).toBeNull()
    expect(checkinSearchWhere('mary')).toEqual({
      or: [{ fullName: { like: 'mary' } }, { email: { like: 'mary' } }, { phone: { like: 'mary' } }],
    })
    expect(checkinSearchWhere('abcd-efgh')).toEqual({
      or: [
        { checkinCode: { equals: 'ABCDEFGH' } },
        {
          or: [{ fullName: { like: 'abcd-efgh' } }, { email: { like: 'abcd-efgh' } }, { phone: { like: 'abcd-efgh' } }],
        },
      ],
    })
  })
})

describe('reachableWhere', () => {
  it('needs an address and no unsubscribe for any message, and consent on the channel for marketing', () => {
    expect(reachableWhere('email', 'service')).toEqual({
      and: [{ email: { exists: true } }, { emailSuppressed: { not_equals: true } }],
    })
    expect(reachableWhere('email', 'marketing')).toEqual({
      and: [{ email: { exists: true } }, { emailSuppressed: { not_equals: true } }, { consentEmail: { equals: true } }],
    })
    expect(reachableWhere('sms', 'service')).toEqual({
      and: [{ phone: { exists: true } }, { emailSuppressed: { not_equals: true } }],
    })
    expect(reachableWhere('sms', 'marketing')).toEqual({
      and: [{ phone: { exists: true } }, { emailSuppressed: { not_equals: true } }, { consentSms: { equals: true } }],
    })
  })
})
