import { describe, expect, it } from 'vitest'

import {
  AFTER_SEND_WINDOW_MS,
  DEFAULT_SCHEDULED_MESSAGES,
  describeOffset,
  dueAtOf,
  offsetProblem,
  scheduledAudienceWhere,
  scheduledRecipientWhere,
  SCHEDULED_AUDIENCES,
  sendUntilOf,
  sendWindowIn,
  windowStateAt,
  type ScheduleOffset,
  type SessionScope,
} from '@/messaging/rules/scheduled-messages'

const HOUR = 3_600_000
const session = (startsAt: string, endsAt: string) => ({ startsAt, endsAt })
const dayBefore: ScheduleOffset = { amount: 1, unit: 'days', direction: 'before', anchor: 'start' }
const dayAfterEnd: ScheduleOffset = { amount: 1, unit: 'days', direction: 'after', anchor: 'end' }

describe('dueAtOf', () => {
  it('puts "1 day before" at the same UK clock time the day before, 25 hours earlier across the October clock change', () => {
    // Sunday 25 October 2026, 10:00 GMT; the clocks went back at 02:00 BST that morning.
    const sunday = session('2026-10-25T10:00:00.000Z', '2026-10-25T12:00:00.000Z')
    const due = dueAtOf(sunday, dayBefore)
    expect(due.toISOString()).toBe('2026-10-24T09:00:00.000Z') // Saturday 10:00 BST
    expect(Date.parse(sunday.startsAt) - due.getTime()).toBe(25 * HOUR)
  })

  it('puts "1 day before" 23 hours earlier across the March clock change', () => {
    // Sunday 29 March 2026, 10:00 BST; the clocks went forward at 01:00 GMT that morning.
    const sunday = session('2026-03-29T09:00:00.000Z', '2026-03-29T11:00:00.000Z')
    const due = dueAtOf(sunday, dayBefore)
    expect(due.toISOString()).toBe('2026-03-28T10:00:00.000Z') // Saturday 10:00 GMT
    expect(Date.parse(sunday.startsAt) - due.getTime()).toBe(23 * HOUR)
  })

  it('counts hours and minutes as exact durations, whatever the clock does', () => {
    const sunday = session('2026-10-25T10:00:00.000Z', '2026-10-25T12:00:00.000Z')
    expect(dueAtOf(sunday, { amount: 24, unit: 'hours', direction: 'before', anchor: 'start' }).toISOString()).toBe(
      '2026-10-24T10:00:00.000Z',
    )
    expect(dueAtOf(sunday, { amount: 90, unit: 'minutes', direction: 'before', anchor: 'start' }).toISOString()).toBe(
      '2026-10-25T08:30:00.000Z',
    )
    expect(
      dueAtOf(session('2026-03-29T09:00:00.000Z', '2026-03-29T11:00:00.000Z'), {
        amount: 2,
        unit: 'hours',
        direction: 'before',
        anchor: 'start',
      }).toISOString(),
    ).toBe('2026-03-29T07:00:00.000Z')
  })

  it('counts from the end and forwards for "after the end", across a clock change too', () => {
    // Saturday 24 October 2026 ends 21:00 BST; Sunday 21:00 is GMT, 25 hours later.
    const saturday = session('2026-10-24T18:00:00.000Z', '2026-10-24T20:00:00.000Z')
    expect(dueAtOf(saturday, dayAfterEnd).toISOString()).toBe('2026-10-25T21:00:00.000Z')
    expect(dueAtOf(saturday, { amount: 7, unit: 'days', direction: 'before', anchor: 'start' }).toISOString()).toBe(
      '2026-10-17T18:00:00.000Z',
    )
  })
})

describe('send windows', () => {
  const friday = session('2026-06-12T18:00:00.000Z', '2026-06-12T20:00:00.000Z')

  it('keeps a reminder open from its time until the session starts, never after', () => {
    expect(sendUntilOf(friday, dayBefore).toISOString()).toBe(friday.startsAt)
    const window = { dueAt: dueAtOf(friday, dayBefore), sendUntil: sendUntilOf(friday, dayBefore) }
    expect(windowStateAt(new Date('2026-06-11T17:59:59.000Z'), window)).toBe('waiting')
    expect(windowStateAt(new Date('2026-06-11T18:00:00.000Z'), window)).toBe('open')
    // A late registrant an hour before the session still gets it…
    expect(windowStateAt(new Date('2026-06-12T17:00:00.000Z'), window)).toBe('open')
    // …and nobody once it has started.
    expect(windowStateAt(new Date(friday.startsAt), window)).toBe('closed')
  })

  it('keeps a message due before the end open until the end', () => {
    expect(sendUntilOf(friday, { amount: 30, unit: 'minutes', direction: 'before', anchor: 'end' }).toISOString()).toBe(
      friday.endsAt,
    )
  })

  it('keeps a message after the session open for two days after it falls due', () => {
    const due = dueAtOf(friday, dayAfterEnd)
    expect(sendUntilOf(friday, dayAfterEnd).getTime()).toBe(due.getTime() + AFTER_SEND_WINDOW_MS)
    const window = { dueAt: due, sendUntil: sendUntilOf(friday, dayAfterEnd) }
    expect(windowStateAt(new Date(due.getTime() + AFTER_SEND_WINDOW_MS - 1), window)).toBe('open')
    expect(windowStateAt(new Date(due.getTime() + AFTER_SEND_WINDOW_MS), window)).toBe('closed')
  })

  it('finds the session by key, and has no window for a session the event does not have', () => {
    const sessions = [{ key: 'friday', ...friday }]
    expect(sendWindowIn(sessions, 'friday', dayBefore)?.sendUntil.toISOString()).toBe(friday.startsAt)
    expect(sendWindowIn(sessions, 'saturday', dayBefore)).toBeNull()
  })

  it('never opens for the seeded September 2025 event again', () => {
    const sunday = session('2025-09-21T09:30:00.000Z', '2025-09-21T11:30:00.000Z')
    const now = new Date('2026-11-24T12:00:00.000Z')
    for (const message of DEFAULT_SCHEDULED_MESSAGES) {
      expect(
        windowStateAt(now, { dueAt: dueAtOf(sunday, message.offset), sendUntil: sendUntilOf(sunday, message.offset) }),
      ).toBe('closed')
    }
  })
})

describe('offsets', () => {
  it('describes an offset as staff read it', () => {
    expect(describeOffset(dayBefore)).toBe('1 day before the start')
    expect(describeOffset({ amount: 2, unit: 'hours', direction: 'before', anchor: 'start' })).toBe(
      '2 hours before the start',
    )
    expect(describeOffset(dayAfterEnd)).toBe('1 day after the end')
    expect(describeOffset({ amount: 0, unit: 'minutes', direction: 'after', anchor: 'end' })).toBe('at the end')
  })

  it('refuses a "before" of nothing, fractions and amounts out of range', () => {
    expect(offsetProblem({ amount: 0, direction: 'before' })).toMatch(/at least 1/)
    expect(offsetProblem({ amount: 0, direction: 'after' })).toBeNull()
    expect(offsetProblem({ amount: 1.5, direction: 'after' })).toMatch(/whole number/)
    expect(offsetProblem({ amount: 367, direction: 'after' })).toMatch(/whole number/)
    expect(offsetProblem({ amount: 7, direction: 'before' })).toBeNull()
  })
})

describe('audiences and who is left out', () => {
  const scope: SessionScope = {
    eventId: 7,
    sessionKey: 'friday',
    allSessionsKey: 'all',
    sessionEndsAt: '2026-06-12T20:00:00.000Z',
  }
  const during = new Date('2026-06-12T19:00:00.000Z')
  const after = new Date('2026-06-13T09:00:00.000Z')
  const json = (value: unknown) => JSON.stringify(value)

  it('limits every audience to the event', () => {
    for (const audience of SCHEDULED_AUDIENCES)
      expect(json(scheduledAudienceWhere(audience, scope, after))).toContain('{"event":{"equals":7}}')
  })

  it('takes those who chose the session or every session for "registered", and the unverified among them', () => {
    expect(json(scheduledAudienceWhere('registered', scope, after))).toContain(
      '{"attendanceChoice":{"in":["friday","all"]}}',
    )
    const unverified = json(scheduledAudienceWhere('not-verified', scope, after))
    expect(unverified).toContain('"attendanceChoice":{"in":["friday","all"]}')
    expect(unverified).toContain('{"emailVerifiedAt":{"exists":false}}')
  })

  it('takes those let in at the session for "checked-in", and for "no-show" nobody until the session has ended', () => {
    expect(json(scheduledAudienceWhere('checked-in', scope, after))).toContain(
      '{"checkedInSessions":{"like":"|friday|"}}',
    )
    expect(json(scheduledAudienceWhere('no-show', scope, during))).toContain('{"id":{"equals":0}}')
    expect(json(scheduledAudienceWhere('no-show', scope, after))).toContain('not_like')
  })

  it('leaves out the cancelled, the anonymised, the unsubscribed and those without an address for the channel', () => {
    const email = json(scheduledRecipientWhere('registered', scope, 'email', 'service', after))
    expect(email).toContain('{"cancelledAt":{"exists":false}}')
    expect(email).toContain('{"anonymisedAt":{"exists":false}}')
    expect(email).toContain('{"emailSuppressed":{"not_equals":true}}')
    expect(email).toContain('{"email":{"exists":true}}')
    expect(json(scheduledRecipientWhere('registered', scope, 'sms', 'service', after))).toContain(
      '{"phone":{"exists":true}}',
    )
  })

  it('needs consent on the channel for a marketing message, and none for a service message', () => {
    expect(json(scheduledRecipientWhere('registered', scope, 'email', 'service', after))).not.toContain('consentEmail')
    expect(json(scheduledRecipientWhere('registered', scope, 'email', 'marketing', after))).toContain(
      '{"consentEmail":{"equals":true}}',
    )
    expect(json(scheduledRecipientWhere('registered', scope, 'sms', 'marketing', after))).toContain(
      '{"consentSms":{"equals":true}}',
    )
  })
})

describe('defaults', () => {
  it('are a reminder the day before with the QR code and venue, and a thank-you the day after to those who came, both service', () => {
    const [reminder, thanks] = DEFAULT_SCHEDULED_MESSAGES
    expect(reminder).toMatchObject({
      audience: 'registered',
      purpose: 'service',
      channels: ['email'],
      offset: dayBefore,
    })
    expect(reminder!.body).toContain('[QrCode]')
    expect(reminder!.body).toContain('[Venue]')
    expect(thanks).toMatchObject({ audience: 'checked-in', purpose: 'service', offset: dayAfterEnd })
  })
})
