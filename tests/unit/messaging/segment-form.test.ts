import { describe, expect, it } from 'vitest'

import { describeFilters } from '@/registrations/rules/audience'
import {
  EMPTY_SEGMENT_FORM,
  SEGMENT_NAME_REQUIRED,
  buildSegmentRequest,
  describableFilters,
  formatSegmentDate,
  recipientsLabel,
  segmentAudienceFilters,
  segmentFormValuesFrom,
  segmentsOfEventWhere,
  whereSearchParams,
  type SegmentFormValues,
} from '@/messaging/rules/segment-form'

const form = (values: Partial<SegmentFormValues>): SegmentFormValues => ({ ...EMPTY_SEGMENT_FORM, ...values })

describe('buildSegmentRequest', () => {
  it('trims the name and description and sends the chosen filters', () => {
    const result = buildSegmentRequest(
      form({
        name: '  Volunteers  ',
        description: ' People who serve \n',
        attendanceFilter: 'online',
        gdprFilter: 'consented',
        phoneFilter: 'with-phone',
        tagFilter: ' volunteer ',
      }),
    )
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Volunteers',
        description: 'People who serve',
        filters: {
          attendanceFilter: 'online',
          gdprFilter: 'consented',
          phoneFilter: 'with-phone',
          tagFilter: 'volunteer',
          event: null,
          sessionKey: null,
          sessionAttendance: 'all',
        },
      },
    })
  })

  it('sends an empty or blank description and tag as null', () => {
    const result = buildSegmentRequest(form({ name: 'Everyone', description: '   ', tagFilter: '  ' }))
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Everyone',
        description: null,
        filters: {
          attendanceFilter: 'all',
          gdprFilter: 'all',
          phoneFilter: 'all',
          tagFilter: null,
          event: null,
          sessionKey: null,
          sessionAttendance: 'all',
        },
      },
    })
  })

  it('rejects a blank name with the SPEC message', () => {
    expect(buildSegmentRequest(form({ name: '' }))).toEqual({ ok: false, error: SEGMENT_NAME_REQUIRED })
    expect(buildSegmentRequest(form({ name: ' \t ' }))).toEqual({ ok: false, error: 'Segment name is required.' })
  })

  it('reads an unknown filter value as "all"', () => {
    const result = buildSegmentRequest(form({ name: 'X', attendanceFilter: 'sometimes' as never }))
    expect(result.ok && result.body.filters.attendanceFilter).toBe('all')
  })
})

describe('segmentAudienceFilters', () => {
  it('fills missing filters with "all" and a blank tag with null', () => {
    expect(segmentAudienceFilters({ filters: null })).toEqual({
      attendanceFilter: 'all',
      gdprFilter: 'all',
      phoneFilter: 'all',
      tagFilter: null,
      event: null,
      sessionKey: null,
      sessionAttendance: 'all',
    })
    expect(segmentAudienceFilters({ filters: { gdprFilter: 'not-consented', tagFilter: ' ' } })).toEqual({
      attendanceFilter: 'all',
      gdprFilter: 'not-consented',
      phoneFilter: 'all',
      tagFilter: null,
      event: null,
      sessionKey: null,
      sessionAttendance: 'all',
    })
  })

  it('keeps a session only with its event, and who of its people only with a session', () => {
    expect(
      segmentAudienceFilters({ filters: { event: { id: 4 }, sessionKey: 'friday', sessionAttendance: 'no-show' } }),
    ).toMatchObject({ event: 4, sessionKey: 'friday', sessionAttendance: 'no-show' })
    expect(segmentAudienceFilters({ filters: { event: 4, sessionAttendance: 'no-show' } })).toMatchObject({
      event: 4,
      sessionKey: null,
      sessionAttendance: 'all',
    })
    expect(
      segmentAudienceFilters({ filters: { event: null, sessionKey: 'friday', sessionAttendance: 'checked-in' } }),
    ).toMatchObject({ event: null, sessionKey: null, sessionAttendance: 'all' })
  })

  it('describes a segment by its event and session titles', () => {
    const events = [{ id: 4, title: 'Harvest 2026', sessions: [{ key: 'friday', title: 'Friday night' }] }]
    expect(
      describeFilters(
        describableFilters(
          { filters: { event: 4, sessionKey: 'friday', sessionAttendance: 'no-show', gdprFilter: 'consented' } },
          events,
        ),
      ),
    ).toBe('Did not come to Friday night (Harvest 2026) · Consented')
    expect(describeFilters(describableFilters({ filters: { event: 4 } }, events))).toBe('Harvest 2026')
  })

  it('gives describeFilters what it needs for the card summary', () => {
    expect(
      describeFilters(
        segmentAudienceFilters({
          filters: { attendanceFilter: 'both', phoneFilter: 'without-phone', tagFilter: 'choir' },
        }),
      ),
    ).toBe('Both days · Without phone · Tag: choir')
    expect(
      describeFilters(
        segmentAudienceFilters({ filters: { attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all' } }),
      ),
    ).toBe('Everyone')
  })
})

describe('segmentFormValuesFrom', () => {
  it('fills the edit dialog from a saved segment, and round-trips to the same request', () => {
    const segment = {
      id: 7,
      name: 'Choir',
      description: null,
      filters: { attendanceFilter: 'in-person', gdprFilter: 'consented', phoneFilter: 'all', tagFilter: 'choir' },
      createdAt: '2025-09-01T10:00:00.000Z',
    }
    const values = segmentFormValuesFrom(segment)
    expect(values).toEqual({
      name: 'Choir',
      description: '',
      attendanceFilter: 'in-person',
      gdprFilter: 'consented',
      phoneFilter: 'all',
      tagFilter: 'choir',
      eventId: '',
      sessionKey: '',
      sessionAttendance: 'all',
    })
    expect(buildSegmentRequest(values)).toEqual({
      ok: true,
      body: {
        name: 'Choir',
        description: null,
        filters: {
          attendanceFilter: 'in-person',
          gdprFilter: 'consented',
          phoneFilter: 'all',
          tagFilter: 'choir',
          event: null,
          sessionKey: null,
          sessionAttendance: 'all',
        },
      },
    })
  })
})

describe('card text', () => {
  it('counts recipients', () => {
    expect(recipientsLabel(0)).toBe('0 recipients')
    expect(recipientsLabel(1)).toBe('1 recipient')
    expect(recipientsLabel(12)).toBe('12 recipients')
  })

  it('dates a segment in UK time, whatever the machine’s zone', () => {
    expect(formatSegmentDate('2025-09-20T23:30:00.000Z')).toBe('21 Sept 2025')
    expect(formatSegmentDate('not a date')).toBe('')
  })
})

describe('segments of one event', () => {
  it("lists the event's own segments and those of every event", () => {
    expect(segmentsOfEventWhere(7)).toEqual({
      or: [{ 'filters.event': { equals: 7 } }, { 'filters.event': { exists: false } }],
    })
  })

  it('writes a where as the query parameters the REST API reads', () => {
    expect(decodeURIComponent(whereSearchParams(segmentsOfEventWhere(7)).toString())).toBe(
      'where[or][0][filters.event][equals]=7&where[or][1][filters.event][exists]=false',
    )
  })
})
