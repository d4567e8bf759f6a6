import { formatStaffDateTime } from '@/events/shared'
import { parseAudienceKey } from './messaging'
import { describeOffset, type ScheduleOffset, type ScheduledAudience } from './scheduled-messages'

/** A scheduled message of the picked event that has yet to go (or is going), as the compose screen knows it. */
export type UpcomingScheduledMessage = {
  name: string
  sessionKey: string
  sessionTitle: string
  audience: ScheduledAudience
  offset: ScheduleOffset
  dueAt: string
}

/** Which of a session's scheduled audiences share people with a compose-screen audience of that session. */
const SESSION_OVERLAPS: Record<'all' | 'checked-in' | 'no-show' | 'waiting', readonly ScheduledAudience[]> = {
  all: ['registered', 'not-verified', 'checked-in', 'no-show'],
  'checked-in': ['registered', 'not-verified', 'checked-in'],
  'no-show': ['registered', 'not-verified', 'no-show'],
  waiting: ['waiting-list'],
}

/**
 * The picked event's scheduled messages that reach people of the audience being composed for: an
 * automatic thank-you to those checked in is sent to the same people as a hand-written one the day
 * after. Church-wide audiences hold everyone of the event; a segment's overlap is not worked out.
 */
export function overlappingScheduledMessages(
  audienceKey: string,
  eventId: number,
  messages: readonly UpcomingScheduledMessage[],
): UpcomingScheduledMessage[] {
  const parsed = parseAudienceKey(audienceKey)
  if (!parsed || parsed.kind === 'segment') return []
  if (parsed.kind === 'audience') return [...messages]
  if (parsed.eventId !== eventId) return []
  if (!parsed.sessionKey) {
    const isWaiting = parsed.attendance === 'waiting'
    return messages.filter((message) => (message.audience === 'waiting-list') === isWaiting)
  }
  const overlapping = SESSION_OVERLAPS[parsed.attendance]
  return messages.filter(
    (message) => message.sessionKey === parsed.sessionKey && overlapping.includes(message.audience),
  )
}

/** "“Thank you” goes to those checked in at Week 1 on Tue 1 Dec 2026, 19:00 (1 day after the end)." */
export function describeScheduledOverlap(message: UpcomingScheduledMessage): string {
  return `“${message.name}” goes by itself to ${SCHEDULED_AUDIENCE_WORDS[message.audience]} ${message.sessionTitle} on ${formatStaffDateTime(message.dueAt)} (${describeOffset(message.offset)}).`
}

const SCHEDULED_AUDIENCE_WORDS: Record<ScheduledAudience, string> = {
  registered: 'everyone registered for',
  'waiting-list': 'those on the waiting list for',
  'not-verified': 'those not yet verified for',
  'checked-in': 'those checked in at',
  'no-show': 'those who did not come to',
}
