import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import {
  MERGE_FIELDS,
  REGISTRANT_MERGE_FIELDS,
  SMS_MAX_LENGTH,
  renderMergeFields,
  renderMergeFieldsHtml,
  smsLengthInfo,
  smsSegments,
} from '@/messaging/rules/merge-fields'
import { escapeHtml } from '@/platform/data/escape-html'

// The outreach event's two sessions, keyed as its registrations store them, with "both" for the pair.
const SESSIONS: EventSession[] = [
  {
    key: 'online',
    title: 'Online Crusade',
    startsAt: '2025-09-20T16:00:00.000Z',
    endsAt: '2025-09-20T18:00:00.000Z',
    mode: 'online',
  },
  {
    key: 'super-sunday',
    title: 'Super Sunday',
    startsAt: '2025-09-21T09:30:00.000Z',
    endsAt: '2025-09-21T11:30:00.000Z',
    mode: 'in-person',
  },
]
const EVENT = { sessions: SESSIONS, allKey: 'both' }
const DAY1_LINE = 'Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time)'
const DAY2_LINE = 'Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time)'

const mary = { fullName: 'Mary Ann Jones', email: 'mary@example.org', attendanceChoice: ['online'] }

describe('renderMergeFields', () => {
  it('replaces [FirstName] with the first word of the full name', () => {
    expect(renderMergeFields('Dear [FirstName],', mary, EVENT)).toBe('Dear Mary,')
  })

  it('ignores spaces around the name when finding the first word', () => {
    expect(renderMergeFields('Hi [FirstName]!', { ...mary, fullName: '  Zoë  Siân ' }, EVENT)).toBe('Hi Zoë!')
  })

  it('replaces [Email] with the e-mail address', () => {
    expect(renderMergeFields('We wrote to [Email].', mary, EVENT)).toBe('We wrote to mary@example.org.')
  })

  it('replaces [EventDate] with the date and time of the day the person chose', () => {
    expect(renderMergeFields('See you on [EventDate].', mary, EVENT)).toBe(`See you on ${DAY1_LINE}.`)
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['super-sunday'] }, EVENT)).toBe(DAY2_LINE)
  })

  it('joins both days with "and" for someone attending both', () => {
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['both'] }, EVENT)).toBe(
      `${DAY1_LINE} and ${DAY2_LINE}`,
    )
  })

  it('leaves [EventDate] empty for someone with no recognised choice', () => {
    expect(renderMergeFields('On [EventDate].', { ...mary, attendanceChoice: null }, EVENT)).toBe('On .')
  })

  it('replaces every occurrence of a field', () => {
    expect(renderMergeFields('[FirstName] [FirstName]', mary, EVENT)).toBe('Mary Mary')
  })

  it("does not substitute placeholders found inside a person's own details", () => {
    const sneaky = { ...mary, fullName: '[Email] Smith' }
    expect(renderMergeFields('Hi [FirstName]', sneaky, EVENT)).toBe('Hi [Email]')
  })

  it('treats "$" in a value literally rather than as a replacement pattern', () => {
    expect(renderMergeFields('Hi [FirstName]', { ...mary, fullName: "$& $' Jones" }, EVENT)).toBe('Hi $&')
  })

  it('leaves unknown and differently cased placeholders as they are', () => {
    expect(renderMergeFields('[LastName] [firstname]', mary, EVENT)).toBe('[LastName] [firstname]')
  })

  it('lists the three placeholders staff may use', () => {
    expect(MERGE_FIELDS).toEqual(['[FirstName]', '[Email]', '[EventDate]'])
  })
})

describe('[EventDate] for an event of any number of sessions', () => {
  const retreat = {
    allKey: 'all',
    sessions: [
      {
        key: 'friday',
        title: 'Friday evening',
        startsAt: '2026-03-27T19:00:00.000Z',
        endsAt: '2026-03-27T21:00:00.000Z',
        mode: 'in-person',
      },
      {
        key: 'saturday',
        title: 'Saturday',
        startsAt: '2026-03-28T10:00:00.000Z',
        endsAt: '2026-03-28T16:00:00.000Z',
        mode: 'in-person',
      },
      // The clocks go forward on 29 March 2026: 10:00 in London is 09:00 UTC.
      {
        key: 'sunday',
        title: 'Sunday',
        startsAt: '2026-03-29T09:00:00.000Z',
        endsAt: '2026-03-29T12:00:00.000Z',
        mode: 'both',
      },
    ] satisfies EventSession[],
  }

  it("lists the sessions the person chose, in the event's order, whatever order they were stored in", () => {
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['sunday', 'friday'] }, retreat)).toBe(
      'Friday 27 March 2026, 7:00 PM – 9:00 PM (UK time) and Sunday 29 March 2026, 10:00 AM – 1:00 PM (UK time)',
    )
  })

  it("reads the event's own all-sessions marker as every session", () => {
    expect(
      renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['all'] }, retreat).split(' and '),
    ).toHaveLength(3)
    // Another event's marker means nothing here.
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['both'] }, retreat)).toBe('')
  })

  it('ignores keys the event does not have', () => {
    expect(renderMergeFields('[EventDate]', { ...mary, attendanceChoice: ['online', 'saturday'] }, retreat)).toBe(
      'Saturday 28 March 2026, 10:00 AM – 4:00 PM (UK time)',
    )
  })
})

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })
})

describe('renderMergeFieldsHtml', () => {
  it("escapes a person's name so it cannot inject markup", () => {
    const attacker = { ...mary, fullName: '<img src=x onerror=alert(1)> Jones' }
    expect(renderMergeFieldsHtml('Hello [FirstName]', attacker, EVENT)).toBe('Hello &lt;img')
  })

  it('escapes the template text too', () => {
    expect(renderMergeFieldsHtml('Fish & chips <b>[FirstName]</b>', mary, EVENT)).toBe(
      'Fish &amp; chips &lt;b&gt;Mary&lt;/b&gt;',
    )
  })

  it('turns each line break into <br>', () => {
    expect(renderMergeFieldsHtml('Dear [FirstName],\nSee you soon.\r\nThe team', mary, EVENT)).toBe(
      'Dear Mary,<br>See you soon.<br>The team',
    )
  })

  it('fills in the event dates the same way as plain text', () => {
    expect(renderMergeFieldsHtml('[EventDate]', mary, EVENT)).toBe(DAY1_LINE)
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
    expect([
      smsSegments(''),
      smsSegments('x'.repeat(160)),
      smsSegments('x'.repeat(161)),
      smsSegments('x'.repeat(307)),
    ]).toEqual([0, 1, 2, 3])
  })

  it('counts 70 a part (67 beyond one) once a character is outside the SMS alphabet', () => {
    expect([
      smsSegments('’'.repeat(70)),
      smsSegments('Hi ’' + 'x'.repeat(67)),
      smsSegments('£€ {}[]~|^\\ plain'),
    ]).toEqual([1, 2, 1])
  })

  it('counts the message after merge fields expand for the recipient', () => {
    const template = 'Hi [FirstName], see you soon'
    const merged = renderMergeFields(template, { fullName: 'Bartholomew Example' }, { sessions: [], allKey: 'all' })
    expect(smsLengthInfo(merged).length).toBe(template.length - '[FirstName]'.length + 'Bartholomew'.length)
  })
})

describe('[Answers]', () => {
  const answers = [
    {
      key: 'diet',
      label: 'Dietary needs',
      type: 'one-choice' as const,
      value: 'Vegetarian',
      options: ['None', 'Vegetarian'],
    },
    { key: 'car', label: 'Coming by car?', type: 'yes-no' as const, value: false },
    {
      key: 'help',
      label: 'Can you help?',
      type: 'several-choices' as const,
      value: ['Tea', 'Welcome'],
      options: ['Tea', 'Welcome'],
    },
  ]

  it('is offered to staff beside the SPEC placeholders, which stay as they were', () => {
    expect(REGISTRANT_MERGE_FIELDS).toEqual(['[Answers]'])
    expect(MERGE_FIELDS).not.toContain('[Answers]')
  })

  it('lists the person\'s answers as "Question: answer" lines, in the order asked', () => {
    expect(renderMergeFields('You told us:\n[Answers]', { ...mary, answers }, EVENT)).toBe(
      'You told us:\nDietary needs: Vegetarian\nComing by car?: No\nCan you help?: Tea; Welcome',
    )
  })

  it('is empty for someone who answered nothing, and left as typed where answers are not available', () => {
    expect(renderMergeFields('[[Answers]]', { ...mary, answers: null }, EVENT)).toBe('[]')
    expect(renderMergeFields('[Answers]', mary, EVENT)).toBe('[Answers]')
  })

  it('escapes answers in the HTML part and puts each on its own line', () => {
    expect(
      renderMergeFieldsHtml(
        '[Answers]',
        { ...mary, answers: [{ key: 'n', label: 'Note', type: 'short-text', value: '<b>hi</b>' }, answers[1]!] },
        EVENT,
      ),
    ).toBe('Note: &lt;b&gt;hi&lt;/b&gt;<br>Coming by car?: No')
  })
})
