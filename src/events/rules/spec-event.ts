/**
 * The SPEC's two-day outreach event (seeded and migrated as `outreach-event-2025`) is the one event
 * whose registrations store "both" when every session is chosen; every event made since stores
 * "all". Staff cannot set the marker, so it tells that event apart wherever the SPEC fixed its words
 * (its export, its messaging audiences) while every other event speaks of its own sessions.
 */
const SPEC_ALL_SESSIONS_KEY = 'both'

export const isSpecEvent = (event: { allSessionsKey?: string | null }) => event.allSessionsKey === SPEC_ALL_SESSIONS_KEY
