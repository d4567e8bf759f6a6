import { describe, expect, it } from 'vitest'

import {
  ATTENDANCE_CHOICES,
  ATTENDANCE_LABELS,
  CLASSIFICATION_LABELS,
  bothDaysState,
  classifyAttendance,
  eventDayKeysFor,
  normaliseAttendance,
  toggleAttendance,
  type AttendanceChoice,
} from '@/events/rules/attendance'

describe('toggleAttendance', () => {
  it('selects both days and "both" when Both Days is ticked', () => {
    expect(toggleAttendance([], 'both', true)).toEqual(['online', 'super-sunday', 'both'])
  })

  it('clears every choice when Both Days is unticked', () => {
    expect(toggleAttendance(['online', 'super-sunday', 'both'], 'both', false)).toEqual([])
  })

  it('adds a single day without adding "both"', () => {
    expect(toggleAttendance([], 'online', true)).toEqual(['online'])
    expect(toggleAttendance([], 'super-sunday', true)).toEqual(['super-sunday'])
  })

  it('adds "both" automatically once the second day is ticked', () => {
    expect(toggleAttendance(['online'], 'super-sunday', true)).toEqual(['online', 'super-sunday', 'both'])
    expect(toggleAttendance(['super-sunday'], 'online', true)).toEqual(['online', 'super-sunday', 'both'])
  })

  it('removes "both" along with a day that is unticked', () => {
    expect(toggleAttendance(['online', 'super-sunday', 'both'], 'online', false)).toEqual(['super-sunday'])
    expect(toggleAttendance(['online', 'super-sunday', 'both'], 'super-sunday', false)).toEqual(['online'])
  })

  it('keeps the canonical order and never duplicates a choice', () => {
    expect(toggleAttendance(['super-sunday', 'online'], 'online', true)).toEqual(['online', 'super-sunday', 'both'])
    expect(toggleAttendance(['online'], 'online', true)).toEqual(['online'])
  })

  it('returns a new array and leaves the current one untouched', () => {
    const current: AttendanceChoice[] = ['online']
    const next = toggleAttendance(current, 'super-sunday', true)
    expect(next).not.toBe(current)
    expect(current).toEqual(['online'])
  })
})

describe('bothDaysState', () => {
  it('is unchecked when no day is chosen', () => {
    expect(bothDaysState([])).toBe('unchecked')
  })

  it('is indeterminate when exactly one day is chosen', () => {
    expect(bothDaysState(['online'])).toBe('indeterminate')
    expect(bothDaysState(['super-sunday'])).toBe('indeterminate')
  })

  it('is checked when both days are chosen', () => {
    expect(bothDaysState(['online', 'super-sunday', 'both'])).toBe('checked')
    expect(bothDaysState(['online', 'super-sunday'])).toBe('checked')
  })
})

describe('normaliseAttendance', () => {
  it('adds "both" to a list holding both days, so a "contains both" query finds it', () => {
    expect(normaliseAttendance(['super-sunday', 'online'])).toEqual(['online', 'super-sunday', 'both'])
  })

  it('expands a lone "both" to the two days it stands for', () => {
    expect(normaliseAttendance(['both'])).toEqual(['online', 'super-sunday', 'both'])
  })

  it('drops unknown values and duplicates', () => {
    expect(normaliseAttendance(['online', 'online', 'zoom', 42])).toEqual(['online'])
    expect(normaliseAttendance(null)).toEqual([])
  })
})

describe('classifyAttendance', () => {
  it('classifies a list holding "both" as both', () => {
    expect(classifyAttendance(['both'])).toBe('both')
  })

  it('classifies online together with super-sunday as both, even without "both"', () => {
    expect(classifyAttendance(['online', 'super-sunday'])).toBe('both')
  })

  it('classifies online alone as online', () => {
    expect(classifyAttendance(['online'])).toBe('online')
  })

  it('classifies super-sunday alone as in-person', () => {
    expect(classifyAttendance(['super-sunday'])).toBe('in-person')
  })

  it('classifies an empty or unrecognised list as unknown', () => {
    expect(classifyAttendance([])).toBe('unknown')
    expect(classifyAttendance(['zoom'])).toBe('unknown')
    expect(classifyAttendance(null)).toBe('unknown')
  })

  it('labels each classification for display', () => {
    expect(CLASSIFICATION_LABELS).toEqual({
      both: 'Both Days',
      online: 'Online',
      'in-person': 'In-Person',
      unknown: 'Unknown',
    })
  })
})

describe('eventDayKeysFor', () => {
  it('maps online to Day 1 and super-sunday to Day 2', () => {
    expect(eventDayKeysFor(['online'])).toEqual(['day1'])
    expect(eventDayKeysFor(['super-sunday'])).toEqual(['day2'])
  })

  it('maps "both" to both days, once each', () => {
    expect(eventDayKeysFor(['both'])).toEqual(['day1', 'day2'])
    expect(eventDayKeysFor(['online', 'super-sunday', 'both'])).toEqual(['day1', 'day2'])
  })

  it('gives no days for an empty list', () => {
    expect(eventDayKeysFor([])).toEqual([])
    expect(eventDayKeysFor(undefined)).toEqual([])
  })
})

describe('attendance constants', () => {
  it('keeps the choice identifiers and labels the SPEC names', () => {
    expect(ATTENDANCE_CHOICES).toEqual(['online', 'super-sunday', 'both'])
    expect(ATTENDANCE_LABELS).toEqual({ online: 'Online Crusade', 'super-sunday': 'Super Sunday', both: 'Both Days' })
  })
})
