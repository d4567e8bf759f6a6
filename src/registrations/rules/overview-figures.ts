import type { RegistrationListFilters } from './audience'
import { type EventSession, sessionLabels } from '@/events/shared'
/** The counts the Overview shows for one event (cancelled registrations counted apart from the rest). */
export type OverviewCounts = {
  total: number
  onlineOnly: number
  inPersonOnly: number
  everySession: number
  consented: number
  cancelled: number
  /** People waiting for a place, and people holding an offer of a freed one (not cancelled). */
  waiting: number
  offered: number
  /** In the event's session order: registered for it (or for every session) and checked in at it. */
  sessions: ReadonlyArray<{ registered: number; checkedIn: number }>
}

export type OverviewEvent = {
  sessions: ReadonlyArray<Pick<EventSession, 'key' | 'title' | 'startsAt' | 'mode' | 'capacity'>>
  allSessionsKey: string
  allSessionsLabel: string
  /** Places for the event as a whole (sessions carry their own); the waiting list shows when anything is limited. */
  capacity?: number | null
}

/**
 * One card of the Overview. A figure with `filters` links to the registrations table filtered so that
 * its count is exactly this figure; one without has no such filter (a class that excludes sessions
 * cannot be written as the table's inclusive filters) and says so in its label.
 */
export type OverviewFigure = {
  label: string
  value: number
  /** Shown as a share of the total registrations. */
  isShare: boolean
  filters: RegistrationListFilters | null
}

const modeCount = (event: OverviewEvent, mode: 'online' | 'in-person') =>
  event.sessions.filter((session) => session.mode === mode).length

/**
 * The Overview's figures for an event. The SPEC's classes ("online", "in person", "both days") are
 * exclusive, while the table's session filters are inclusive (anyone who chose the session), so the
 * classes are named for what they count: "Online only" beside "Attending Super Sunday". They show
 * only when the event has both online and in-person sessions, where they tell something apart.
 * Everything counted here except "Cancelled" leaves cancelled registrations out, and so do the links.
 */
export function overviewFigures(event: OverviewEvent, counts: OverviewCounts): OverviewFigure[] {
  const active = { status: 'active' } as const
  const labels = sessionLabels(event.sessions)
  const online = modeCount(event, 'online')
  const inPerson = modeCount(event, 'in-person')
  const hasModeClasses = online > 0 && inPerson > 0
  const figures: OverviewFigure[] = [
    { label: 'Total Registrations', value: counts.total, isShare: false, filters: active },
  ]
  if (hasModeClasses) {
    figures.push(
      {
        label: online === 1 ? 'Online only' : 'Online sessions only',
        value: counts.onlineOnly,
        isShare: true,
        filters: null,
      },
      {
        label: inPerson === 1 ? 'In person only' : 'In-person sessions only',
        value: counts.inPersonOnly,
        isShare: true,
        filters: null,
      },
    )
  }
  if (event.sessions.length >= 2) {
    figures.push({
      label: event.allSessionsLabel,
      value: counts.everySession,
      isShare: true,
      filters: { ...active, attendance: event.allSessionsKey },
    })
  }
  figures.push(
    ...labels.map((label, index) => ({
      label: `Attending ${label.title}`,
      value: counts.sessions[index]?.registered ?? 0,
      isShare: true,
      filters: { ...active, attendance: label.key },
    })),
    // What the person agreed to, in staff's words; the SPEC's exports and segment dialog keep "GDPR Consent".
    { label: 'E-mail consent', value: counts.consented, isShare: true, filters: { ...active, gdpr: 'consented' } },
    ...labels.map((label, index) => ({
      label: `${label.short} Checked In`,
      value: counts.sessions[index]?.checkedIn ?? 0,
      isShare: true,
      filters: { ...active, [`day${label.number}`]: 'checked-in' } as RegistrationListFilters,
    })),
  )
  // The waiting list, once places are limited or anyone waits (limits removed later leave people on it).
  const hasPlaceLimits = event.capacity != null || event.sessions.some((session) => session.capacity != null)
  if (hasPlaceLimits || counts.waiting > 0 || counts.offered > 0) {
    figures.push(
      { label: 'On the waiting list', value: counts.waiting, isShare: false, filters: { status: 'waiting' } },
      { label: 'Offered a place', value: counts.offered, isShare: false, filters: { status: 'offered' } },
    )
  }
  figures.push({ label: 'Cancelled', value: counts.cancelled, isShare: false, filters: { status: 'cancelled' } })
  return figures
}
