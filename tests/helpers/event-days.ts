import type { EventDay } from '@/events/rules/countdown'

/** The SPEC's two event days at their true instants (5-7 PM and 10:30-12:30 London, BST). */
export const DAY1: EventDay = {
  key: 'day1',
  title: 'Online Crusade',
  startsAt: '2025-09-20T16:00:00.000Z',
  endsAt: '2025-09-20T18:00:00.000Z',
  mode: 'online',
}
export const DAY2: EventDay = {
  key: 'day2',
  title: 'Super Sunday',
  startsAt: '2025-09-21T09:30:00.000Z',
  endsAt: '2025-09-21T11:30:00.000Z',
  mode: 'in-person',
  venue: 'Sports centre pavilion, Cheltenham',
}
export const EVENT_DAYS = [DAY1, DAY2]
