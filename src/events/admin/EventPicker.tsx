'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useId, useTransition } from 'react'

import '@/ui/admin/staff-admin.css'

/** One event in the picker; the server words the label (title, date, draft), see `eventPickerOptions`. */
export type EventPickerOption = { id: number; label: string }

/**
 * Which event a staff screen shows. The choice lives in the URL (`?event=<id>`), so it survives a
 * reload and can be shared; choosing another navigates there. Parameters in `keep` stay (a search),
 * those in `set` are added (the tab the picker sits on); the rest belonged to the previous event (its
 * sessions, a page number) and are dropped.
 */
export function EventPicker({
  events,
  selected,
  keep = [],
  set = {},
  label = 'Event',
}: {
  events: readonly EventPickerOption[]
  selected: number
  keep?: readonly string[]
  set?: Readonly<Record<string, string>>
  label?: string
}) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [isPending, startTransition] = useTransition()
  const id = useId()

  const choose = (id: string) => {
    const params = new URLSearchParams()
    params.set('event', id)
    for (const name of keep) {
      const value = searchParams.get(name)
      if (value !== null) params.set(name, value)
    }
    for (const [name, value] of Object.entries(set)) params.set(name, value)
    startTransition(() => router.push(`${pathname}?${params}`))
  }

  // Labelled by its own label only, so its name is "Event" and not the chosen event's title too.
  return (
    <div className="staff-field staff-event-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(selected)}
        onChange={(event) => choose(event.target.value)}
        aria-busy={isPending}
        data-testid="event-picker"
      >
        {events.map((event) => (
          <option key={event.id} value={String(event.id)}>
            {event.label}
          </option>
        ))}
      </select>
    </div>
  )
}
