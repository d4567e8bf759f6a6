/**
 * An event as the domain rules see it: a handful of sessions in order, each an interval of instants.
 * The CMS stores more (texts, picture, drafts); these are the parts the rules read.
 */
export type SessionMode = 'online' | 'in-person' | 'both'

export type EventSession = {
  /** Lower-case slug, unique within the event; what a registration's attendance choice stores. */
  key: string
  title: string
  /** ISO 8601 instant, e.g. 2025-09-20T16:00:00.000Z. */
  startsAt: string
  endsAt: string
  mode: SessionMode
  venue?: string | null
  address?: string | null
  note?: string | null
  /** Places in the session; null or absent for no limit. */
  capacity?: number | null
  /** A children's session: security-coded labels at check-in, the code to collect (see src/checkins). */
  isChildrens?: boolean
}

/** The keys a registration may choose, and the marker stored beside them when every session is chosen. */
export type SessionChoiceRules = { keys: readonly string[]; allKey: string }

type RegistrationCloses = 'last-session-ends' | 'at-date' | 'never'

export type RegistrationWindowSettings = {
  registrationOpensAt?: string | null
  registrationCloses?: RegistrationCloses | null
  registrationClosesAt?: string | null
}

/** The part of a session that the time rules read; lets callers pass stored rows without the texts. */
export type SessionTimes = Pick<EventSession, 'startsAt' | 'endsAt'>
