export const ATTENDANCE_CHOICES = ['online', 'super-sunday', 'both'] as const
export type AttendanceChoice = (typeof ATTENDANCE_CHOICES)[number]

export const ATTENDANCE_LABELS: Record<AttendanceChoice, string> = {
  online: 'Online Crusade',
  'super-sunday': 'Super Sunday',
  both: 'Both Days',
}

export type EventDayKey = 'day1' | 'day2'
export type AttendanceClassification = 'both' | 'online' | 'in-person' | 'unknown'
export type BothDaysState = 'checked' | 'unchecked' | 'indeterminate'

export const CLASSIFICATION_LABELS: Record<AttendanceClassification, string> = {
  both: 'Both Days',
  online: 'Online',
  'in-person': 'In-Person',
  unknown: 'Unknown',
}

export const isAttendanceChoice = (value: unknown): value is AttendanceChoice =>
  typeof value === 'string' && (ATTENDANCE_CHOICES as readonly string[]).includes(value)

const inCanonicalOrder = (choices: Iterable<AttendanceChoice>): AttendanceChoice[] => {
  const chosen = new Set(choices)
  return ATTENDANCE_CHOICES.filter((choice) => chosen.has(choice))
}

/**
 * The attendance boxes on each tick or untick. "both" is kept in step with the two days so that a
 * stored list always says the same thing however it was ticked.
 */
export function toggleAttendance(current: readonly AttendanceChoice[], choice: AttendanceChoice, checked: boolean): AttendanceChoice[] {
  if (choice === 'both') return checked ? [...ATTENDANCE_CHOICES] : []

  const next = new Set(current)
  if (checked) {
    next.add(choice)
    if (next.has('online') && next.has('super-sunday')) next.add('both')
  } else {
    next.delete(choice)
    next.delete('both')
  }
  return inCanonicalOrder(next)
}

export function bothDaysState(current: readonly AttendanceChoice[]): BothDaysState {
  const dayCount = Number(current.includes('online')) + Number(current.includes('super-sunday'))
  if (current.includes('both') || dayCount === 2) return 'checked'
  return dayCount === 1 ? 'indeterminate' : 'unchecked'
}

/**
 * Brings any stored or submitted list to the shape the form produces: known values only, no
 * duplicates, canonical order, and "both" exactly when both days are chosen. Postgres cannot match
 * "contains online AND contains super-sunday" on a has-many select (Payload joins its table once),
 * so audience queries rely on "both" being present whenever both days are.
 */
export function normaliseAttendance(list: readonly unknown[] | null | undefined): AttendanceChoice[] {
  const chosen = new Set((list ?? []).filter(isAttendanceChoice))
  if (chosen.has('both') || (chosen.has('online') && chosen.has('super-sunday'))) return [...ATTENDANCE_CHOICES]
  return inCanonicalOrder(chosen)
}

/** Attendance for display; a list may hold legacy or unexpected strings, which count for nothing. */
export function classifyAttendance(list: readonly string[] | null | undefined): AttendanceClassification {
  const choices = list ?? []
  if (choices.includes('both') || (choices.includes('online') && choices.includes('super-sunday'))) return 'both'
  if (choices.includes('online')) return 'online'
  if (choices.includes('super-sunday')) return 'in-person'
  return 'unknown'
}

/** The attendance choice that stands for each event day. */
export const DAY_CHOICE: Record<EventDayKey, AttendanceChoice> = { day1: 'online', day2: 'super-sunday' }
export const EVENT_DAY_KEYS: readonly EventDayKey[] = ['day1', 'day2']

/** Which event days a registrant is expected at: Day 1 is the online crusade, Day 2 Super Sunday. */
export function eventDayKeysFor(list: readonly string[] | null | undefined): EventDayKey[] {
  const choices = list ?? []
  const isBoth = choices.includes('both')
  const keys: EventDayKey[] = []
  if (isBoth || choices.includes('online')) keys.push('day1')
  if (isBoth || choices.includes('super-sunday')) keys.push('day2')
  return keys
}
