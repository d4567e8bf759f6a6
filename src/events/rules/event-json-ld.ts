import { firstSessionStart, instantOf, lastSessionEnd } from './countdown'
import type { EventSession, RegistrationWindowSettings, SessionMode } from './event-model'
import { registrationWindow } from './registration-window'

// Structured data for search engines: https://schema.org/Event and Google's event guidelines.

const SCHEMA = 'https://schema.org'

export type JsonLdObject = { [key: string]: unknown }

export type EventJsonLdInput = {
  name: string
  description: string
  /** The event page's absolute address. */
  url: string
  imageUrl?: string | null
  sessions: readonly EventSession[]
  /** Where online sessions are watched; the event page stands in when there is none. */
  streamUrl?: string | null
  organiser: { name: string; url: string }
  now: Date
  cancelled?: boolean
  /** The event's registration settings: the free offer is valid from the opening time and sold out once registration closes. */
  registration?: RegistrationWindowSettings | null
}

const isOnlineCapable = (mode: SessionMode) => mode === 'online' || mode === 'both'
const isInPerson = (mode: SessionMode) => mode === 'in-person' || mode === 'both'

/** Online only when every session is online, offline when none can be watched online, mixed otherwise. */
function attendanceMode(sessions: readonly Pick<EventSession, 'mode'>[]): string {
  if (sessions.every((session) => session.mode === 'online')) return `${SCHEMA}/OnlineEventAttendanceMode`
  if (!sessions.some((session) => isOnlineCapable(session.mode))) return `${SCHEMA}/OfflineEventAttendanceMode`
  return `${SCHEMA}/MixedEventAttendanceMode`
}

const trimmed = (text: string | null | undefined) => text?.trim() || null

/** A stream for any online session, then each distinct place, in session order. A place needs a venue or an address to be named. */
function locations(sessions: readonly EventSession[], onlineUrl: string): JsonLdObject[] {
  const found: JsonLdObject[] = []
  if (sessions.some((session) => isOnlineCapable(session.mode)))
    found.push({ '@type': 'VirtualLocation', url: onlineUrl })

  const seen = new Set<string>()
  for (const session of sessions.filter((candidate) => isInPerson(candidate.mode))) {
    const venue = trimmed(session.venue)
    const address = trimmed(session.address)
    const name = venue ?? address
    if (!name || seen.has(`${name}\n${address ?? ''}`)) continue
    seen.add(`${name}\n${address ?? ''}`)
    found.push({ '@type': 'Place', name, address: { '@type': 'PostalAddress', streetAddress: address ?? name } })
  }
  return found
}

const withLocation = (found: JsonLdObject[]) => (found.length ? { location: found } : {})

/**
 * The event as schema.org JSON-LD, a plain object for a <script type="application/ld+json">. Several
 * sessions are also listed as sub-events, each with its own times and place. The free offer is
 * "sold out" once registration has closed (by default when the last session ends), so a search
 * result never invites people to an event that is over.
 */
export function eventJsonLd(input: EventJsonLdInput): JsonLdObject {
  const { name, description, url, imageUrl, sessions, organiser, now, cancelled, registration } = input
  const onlineUrl = trimmed(input.streamUrl) ?? url
  const window = registrationWindow(now, registration ?? {}, sessions)
  const startDate = firstSessionStart(sessions)
  const endDate = lastSessionEnd(sessions)

  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name,
    description,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    ...(sessions.length ? { eventAttendanceMode: attendanceMode(sessions) } : {}),
    eventStatus: cancelled ? `${SCHEMA}/EventCancelled` : `${SCHEMA}/EventScheduled`,
    ...withLocation(locations(sessions, onlineUrl)),
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'GBP',
      availability: window.state === 'closed' ? `${SCHEMA}/SoldOut` : `${SCHEMA}/InStock`,
      url,
      ...(registration?.registrationOpensAt
        ? { validFrom: instantOf(registration.registrationOpensAt, 'Registration opening time').toISOString() }
        : {}),
    },
    isAccessibleForFree: true,
    organizer: { '@type': 'Organization', name: organiser.name, url: organiser.url },
    ...(sessions.length >= 2
      ? {
          subEvent: sessions.map((session) => ({
            '@type': 'Event',
            name: session.title,
            startDate: instantOf(session.startsAt, `${session.title}'s start`).toISOString(),
            endDate: instantOf(session.endsAt, `${session.title}'s end`).toISOString(),
            eventAttendanceMode: attendanceMode([session]),
            ...withLocation(locations([session], onlineUrl)),
          })),
        }
      : {}),
  }
}

/**
 * JSON for inline HTML: "<" becomes \u003c so a "</script>" or "<!--" in any text cannot end the
 * script element early; ">", "&" and the two JavaScript line separators are escaped likewise.
 * JSON.parse reads the result back to the same object.
 */
export function jsonLdScript(obj: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(obj)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
