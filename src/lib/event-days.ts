import type { EventDay } from './event-time'

type StoredDay = { key: 'day1' | 'day2'; title: string; startsAt: string; endsAt: string; mode: 'online' | 'in-person'; venue?: string | null }

/** The event global's days as the domain rules expect them, in day order. */
export function eventDaysFrom(event: { days?: StoredDay[] | null }): EventDay[] {
  return (event.days ?? [])
    .map((day) => ({ key: day.key, title: day.title, startsAt: day.startsAt, endsAt: day.endsAt, mode: day.mode, venue: day.venue ?? null }))
    .sort((a, b) => a.key.localeCompare(b.key))
}
