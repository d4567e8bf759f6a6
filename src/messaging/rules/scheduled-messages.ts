import { DateTime } from 'luxon'
import type { Where } from 'payload'

import {
  checkedInAt,
  choseSession,
  combine,
  notCancelledWhere,
  notCheckedInAt,
  reachableWhere,
  waitingFor,
} from '@/registrations/shared'
import { EVENT_TIME_ZONE, formatDateTimeAt, type SessionTimes } from '@/events/shared'
import type { MessagePurpose, MessageType } from './messaging'

export const OFFSET_UNITS = ['minutes', 'hours', 'days'] as const
type OffsetUnit = (typeof OFFSET_UNITS)[number]
export const OFFSET_DIRECTIONS = ['before', 'after'] as const
type OffsetDirection = (typeof OFFSET_DIRECTIONS)[number]
export const OFFSET_ANCHORS = ['start', 'end'] as const
type OffsetAnchor = (typeof OFFSET_ANCHORS)[number]

/** "7 days before the start", "2 hours before the start", "1 day after the end". */
export type ScheduleOffset = { amount: number; unit: OffsetUnit; direction: OffsetDirection; anchor: OffsetAnchor }

/** The longest offset staff may set, in any unit: a year of days is far beyond any reminder. */
export const MAX_OFFSET_AMOUNT = 366

/** How long a message due after its anchor may still go out: a late run, or a late check-in, still thanks people; a week later it would be odd. */
export const AFTER_SEND_WINDOW_MS = 2 * 24 * 60 * 60 * 1000

const instant = (iso: string) => {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) throw new Error(`"${iso}" is not a date-time.`)
  return time
}

const anchorOf = (session: SessionTimes, anchor: OffsetAnchor) =>
  instant(anchor === 'start' ? session.startsAt : session.endsAt)

/**
 * When a message falls due. Days are calendar days on the UK clock: "1 day before" a 10:00 session
 * is 10:00 the previous day in London, which is 23 or 25 hours earlier across a clock change, as a
 * person expects. Hours and minutes are exact durations.
 */
export function dueAtOf(session: SessionTimes, offset: ScheduleOffset): Date {
  const anchor = anchorOf(session, offset.anchor)
  const sign = offset.direction === 'before' ? -1 : 1
  if (offset.unit === 'days') {
    return DateTime.fromMillis(anchor, { zone: EVENT_TIME_ZONE })
      .plus({ days: sign * offset.amount })
      .toJSDate()
  }
  const unitMs = offset.unit === 'hours' ? 3_600_000 : 60_000
  return new Date(anchor + sign * offset.amount * unitMs)
}

/**
 * When a message stops going out, even to someone who registers or checks in late. One due before
 * its anchor goes until the anchor itself: a reminder reaches whoever registers before the session
 * starts, and never anyone after. One due after goes for two days after it falls due.
 */
export function sendUntilOf(session: SessionTimes, offset: ScheduleOffset): Date {
  if (offset.direction === 'before') return new Date(anchorOf(session, offset.anchor))
  return new Date(dueAtOf(session, offset).getTime() + AFTER_SEND_WINDOW_MS)
}

export type SendWindow = { dueAt: Date; sendUntil: Date }

export const sendWindowOf = (session: SessionTimes, offset: ScheduleOffset): SendWindow => ({
  dueAt: dueAtOf(session, offset),
  sendUntil: sendUntilOf(session, offset),
})

/** The window of a message about the session with this key; null when the event has no such session (any more). */
export function sendWindowIn(
  sessions: ReadonlyArray<SessionTimes & { key?: string | null }>,
  sessionKey: string,
  offset: ScheduleOffset,
): SendWindow | null {
  const session = sessions.find((candidate) => candidate.key === sessionKey)
  return session?.startsAt && session.endsAt ? sendWindowOf(session, offset) : null
}

export type WindowState = 'waiting' | 'open' | 'closed'

/** Waiting until due, open until the window closes, then closed for good. */
export function windowStateAt(now: Date, window: { dueAt: Date | string; sendUntil: Date | string }): WindowState {
  const time = now.getTime()
  if (time < new Date(window.dueAt).getTime()) return 'waiting'
  return time < new Date(window.sendUntil).getTime() ? 'open' : 'closed'
}

/** A "before" offset of nothing would close the window the moment it opens; "0 minutes after the end" is fine. */
export function offsetProblem(offset: Partial<ScheduleOffset>): string | null {
  const amount = offset.amount
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > MAX_OFFSET_AMOUNT)
    return `Enter a whole number from 0 to ${MAX_OFFSET_AMOUNT}.`
  if (amount === 0 && offset.direction === 'before') return 'A message "before" needs at least 1 minute, hour or day.'
  return null
}

const UNIT_WORDS: Record<OffsetUnit, [string, string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
}

/** "1 day before the start", "2 hours after the end", "at the end". */
export function describeOffset(offset: ScheduleOffset): string {
  const place = offset.anchor === 'start' ? 'the start' : 'the end'
  if (offset.amount === 0) return `at ${place}`
  const [one, many] = UNIT_WORDS[offset.unit]
  return `${offset.amount} ${offset.amount === 1 ? one : many} ${offset.direction} ${place}`
}

/**
 * The default reminder's name says when it goes, and follows its timing when staff change it
 * ("Reminder: day before" moved to two days before becomes "Reminder: 2 days before the start");
 * a name staff wrote themselves is theirs and never changed.
 */
export function reminderNameFor(offset: ScheduleOffset): string {
  const isDayBefore =
    offset.amount === 1 && offset.unit === 'days' && offset.direction === 'before' && offset.anchor === 'start'
  return isDayBefore ? 'Reminder: day before' : `Reminder: ${describeOffset(offset)}`
}

export function renamedForTiming(name: string, before: ScheduleOffset, after: ScheduleOffset): string {
  return name === reminderNameFor(before) ? reminderNameFor(after) : name
}

/** "Friday 20 March 2026 at 10:00 AM (UK time)" */
export const describeDueAt = (dueAt: Date | string) => `${formatDateTimeAt(new Date(dueAt).toISOString())} (UK time)`

/** Whom a scheduled message is for, within its session. */
export const SCHEDULED_AUDIENCES = ['registered', 'waiting-list', 'not-verified', 'checked-in', 'no-show'] as const
export type ScheduledAudience = (typeof SCHEDULED_AUDIENCES)[number]

export const SCHEDULED_AUDIENCE_LABELS: Record<ScheduledAudience, string> = {
  registered: 'Everyone registered for the session',
  'waiting-list': 'On the waiting list for the session (waiting, or offered a place)',
  'not-verified': 'Registered, e-mail address not yet verified',
  'checked-in': 'Checked in at the session',
  'no-show': 'Registered but did not come (known once the session has ended)',
}

export type SessionScope = { eventId: number; sessionKey: string; allSessionsKey: string | null; sessionEndsAt: string }

const NOBODY: Where = { id: { equals: 0 } }

const SCHEDULED_AUDIENCE_RULES: Record<ScheduledAudience, (scope: SessionScope, now: Date) => Where> = {
  registered: (scope) => choseSession(scope.sessionKey, scope.allSessionsKey),
  'waiting-list': (scope) => waitingFor(scope.sessionKey),
  'not-verified': (scope) =>
    combine([choseSession(scope.sessionKey, scope.allSessionsKey), { emailVerifiedAt: { exists: false } }]),
  // Someone let in at a session they did not choose still came to it.
  'checked-in': (scope) => checkedInAt(scope.sessionKey),
  // Nobody has missed a session that has not ended.
  'no-show': (scope, now) =>
    now.getTime() < instant(scope.sessionEndsAt)
      ? NOBODY
      : combine([choseSession(scope.sessionKey, scope.allSessionsKey), notCheckedInAt(scope.sessionKey)]),
}

/** Everyone the audience names at this moment, before anyone is left out. */
export function scheduledAudienceWhere(audience: ScheduledAudience, scope: SessionScope, now: Date): Where {
  return combine([{ event: { equals: scope.eventId } }, SCHEDULED_AUDIENCE_RULES[audience](scope, now)])
}

/**
 * Who of the audience gets it on a channel: not cancelled nor anonymised, an address for the
 * channel that is not unsubscribed, and consent on the channel when it is marketing. A reminder
 * about an event the person booked is a service message under PECR; an invitation to the next
 * event is marketing.
 */
export function scheduledRecipientWhere(
  audience: ScheduledAudience,
  scope: SessionScope,
  channel: MessageType,
  purpose: MessagePurpose,
  now: Date,
): Where {
  return combine([
    scheduledAudienceWhere(audience, scope, now),
    notCancelledWhere,
    { anonymisedAt: { exists: false } },
    reachableWhere(channel, purpose),
  ])
}

/** Sent, skipped and failed of one scheduled message, over its channels. */
export type ScheduledCounts = { sent: number; skipped: number; failed: number }

/** "12 sent · 3 skipped · 0 failed" */
export const describeCounts = (counts: ScheduledCounts) =>
  `${counts.sent} sent · ${counts.skipped} skipped · ${counts.failed} failed`

/** What a scheduled message says, as staff wrote it or as its template does. */
export type ScheduledContent = { subject: string; body: string }

export type DefaultScheduledMessage = {
  name: string
  channels: MessageType[]
  audience: ScheduledAudience
  purpose: MessagePurpose
  offset: ScheduleOffset
} & ScheduledContent

/**
 * What every new session comes with, enabled and editable: a reminder the day before with the QR
 * code and the venue, and a thank-you the day after for those who came. Both are service messages
 * about an event the person booked.
 */
export const DEFAULT_SCHEDULED_MESSAGES: readonly DefaultScheduledMessage[] = [
  {
    name: 'Reminder: day before',
    channels: ['email'],
    audience: 'registered',
    purpose: 'service',
    offset: { amount: 1, unit: 'days', direction: 'before', anchor: 'start' },
    subject: 'See you tomorrow: [SessionName], [EventName]',
    body: [
      'Hello [FirstName],',
      '',
      'This is a reminder that [SessionName] of [EventName] is on [SessionTime].',
      'Where: [Venue]',
      '',
      'Your check-in code is [CheckinCode]. Show it, or this QR code, at the door:',
      '[QrCode]',
      '',
      'Need to change your plans? Use your private link: [ManageLink]',
    ].join('\n'),
  },
  {
    name: 'Thank you',
    channels: ['email'],
    audience: 'checked-in',
    purpose: 'service',
    offset: { amount: 1, unit: 'days', direction: 'after', anchor: 'end' },
    subject: 'Thank you for coming to [EventName]',
    body: [
      'Hello [FirstName],',
      '',
      'Thank you for joining us at [SessionName] of [EventName]. It was good to see you.',
      '',
      'God bless,',
    ].join('\n'),
  },
]
