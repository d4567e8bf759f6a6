import { describe, expect, it } from 'vitest'

import type { EventDay } from '@/lib/event-time'
import {
  MERGE_FIELDS,
  SMS_MAX_LENGTH,
  escapeHtml,
  renderMergeFields,
  renderMergeFieldsHtml,
  smsLengthInfo,
  smsSegments,
} from '@/lib/merge-fields'

const DAYS: EventDay[] = [
  { key: 'day1', title: 'Online Crusade', startsAt: '2025-09-20T16:00:00.000Z', endsAt: '2025-09-20T18:00:00.000Z', mode: 'online' },
  { key: 'day2', title: 'Super Sunday', startsAt: '2025-09-21T09:30:00.000Z', endsAt: '2025-09-21T11:30:00.000Z', mode: 'in-person' },
]
const DAY1_LINE = 'Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time)'
const DAY2_LINE = 'Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time)'

const mary = { fullName: 'Mary Ann Jones', email: 'mary@example.org', attendanceChoice: ['online'] }

describe('renderMergeFields', () => {
  it('replaces [FirstName] with the first word of the full name', () => {
    expect(renderMergeFields('Dear [FirstName],', mary, { days: DAYS })).toBe('Dear Mary,')
  })

  it('ignores spaces around the name when finding the first word', () => {
    expect(renderMergeFields('Hi [FirstName]!', { ...mary, fullName: '  Zoë  Siân ' }, { days: DAYS })).toBe('Hi Zoë!')
  })

  it('replaces [Email] with the e-mail address', () => {
    expect(renderMergeFields('We wrote to [Email].', mary, { days: DAYS })).toBe('We wrote to mary@example.org.')
  })

  it('replaces [EventDate] with the date and time of the day the person chose', () => {
    expect(renderMergeFields('See you on [EventDate].', mary, { days: DAYS })).toBe(`See you on ${DAY1_LINE}.`)
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['super-sunday'] }, { days: DAYS })).toBe(DAY2_LINE)
  })

  it('joins both days with "and" for someone attending both', () => {
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['both'] }, { days: DAYS })).toBe(`${DAY1_LINE} and ${DAY2_LINE}`)
  })

  it('leaves [EventDate] empty for someone with no recognised choice', () => {
    expect(renderMergeFields('On [EventDate].', { ...mary, attendanceChoice: null }, { days: DAYS })).toBe('On .')
  })

  it('replaces every occurrence of a field', () => {
    expect(renderMergeFields('[FirstName] [FirstName]', mary, { days: DAYS })).toBe('Mary Mary')
  })

  it('does not substitute placeholders found inside a person\'s own details', () => {
    const sneaky = { ...mary, fullName: '[Email] Smith' }
    expect(renderMergeFields('Hi [FirstName]', sneaky, { days: DAYS })).toBe('Hi [Email]')
  })

  it('treats "$" in a value literally rather than as a replacement pattern', () => {
    expect(renderMergeFields('Hi [FirstName]', { ...mary, fullName: "$& $' Jones" }, { days: DAYS })).toBe('Hi $&')
  })

  it('leaves unknown and differently cased placeholders as they are', () => {
    expect(renderMergeFields('[LastName] [firstname]', mary, { days: DAYS })).toBe('[LastName] [firstname]')
  })

  it('lists the three placeholders staff may use', () => {
    expect(MERGE_FIELDS).toEqual(['[FirstName]', '[Email]', '[EventDate]'])
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;')
  })
})

describe('renderMergeFieldsHtml', () => {
  it('escapes a person\'s name so it cannot inject markup', () => {
    const attacker = { ...mary, fullName: '<img src=x onerror=alert(1)> Jones' }
    expect(renderMergeFieldsHtml('Hello [FirstName]', attacker, { days: DAYS })).toBe('Hello &lt;img')
  })

  it('escapes the template text too', () => {
    expect(renderMergeFieldsHtml('Fish & chips <b>[FirstName]</b>', mary, { days: DAYS })).toBe('Fish &amp; chips &lt;b&gt;Mary&lt;/b&gt;')
  })

  it('turns each line break into <br>', () => {
    expect(renderMergeFieldsHtml('Dear [FirstName],\nSee you soon.\r\nThe team', mary, { days: DAYS })).toBe(
      'Dear Mary,<br>See you soon.<br>The team',
    )
  })

  it('fills in the event dates the same way as plain text', () => {
    expect(renderMergeFieldsHtml('[EventDate]', mary, { days: DAYS })).toBe(DAY1_LINE)
  })
})

describe('smsLengthInfo', () => {
  it('counts characters and how many remain of the 160 allowed', () => {
    expect(SMS_MAX_LENGTH).toBe(160)
    expect(smsLengthInfo('Hello')).toEqual({ length: 5, remaining: 155, isTooLong: false, segments: 1 })
  })

  it('accepts exactly 160 characters', () => {
    expect(smsLengthInfo('x'.repeat(160))).toEqual({ length: 160, remaining: 0, isTooLong: false, segments: 1 })
  })

  it('flags a message over 160 characters as too long, with nothing remaining', () => {
    expect(smsLengthInfo('x'.repeat(161))).toEqual({ length: 161, remaining: 0, isTooLong: true, segments: 2 })
  })
})

describe('smsSegments', () => {
  it('fits 160 plain characters in one part and 153 a part beyond', () => {
    expect([smsSegments(''), smsSegments('x'.repeat(160)), smsSegments('x'.repeat(161)), smsSegments('x'.repeat(307))]).toEqual([0, 1, 2, 3])
  })

  it('counts 70 a part (67 beyond one) once a character is outside the SMS alphabet', () => {
    expect([smsSegments('’'.repeat(70)), smsSegments('Hi ’' + 'x'.repeat(67)), smsSegments('£€ {}[]~|^\\ plain')]).toEqual([1, 2, 1])
  })

  it('counts the message after merge fields expand for the recipient', () => {
    const template = 'Hi [FirstName], see you soon'
    const merged = renderMergeFields(template, { fullName: 'Bartholomew Example' }, { days: [] })
    expect(smsLengthInfo(merged).length).toBe(template.length - '[FirstName]'.length + 'Bartholomew'.length)
  })
})
