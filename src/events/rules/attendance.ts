import type { SessionChoiceRules } from './event-model'
import { allSessionsState, normaliseSessionChoice, toggleSessionChoice, type AllSessionsState } from './session-choice'

export const ATTENDANCE_CHOICES = ['online', 'super-sunday', 'both'] as const
export type AttendanceChoice = (typeof ATTENDANCE_CHOICES)[number]

export const ATTENDANCE_LABELS: Record<AttendanceChoice, string> = {
  online: 'Online Crusade',
  'super-sunday': 'Super Sunday',
  both: 'Both Days',
}

export type EventDayKey = 'day1' | 'day2'
export type AttendanceClassification = 'both' | 'online' | 'in-person' | 'unknown'
export type BothDaysState = AllSessionsState

export const CLASSIFICATION_LABELS: Record<AttendanceClassification, string> = {
  both: 'Both Days',
  online: 'Online',
  'in-person': 'In-Person',
  unknown: 'Unknown',
}

export const isAttendanceChoice = (value: unknown): value is AttendanceChoice =>
  typeof value === 'string' && (ATTENDANCE_CHOICES as readonly string[]).includes(value)

/** The SPEC event as session-choice rules: the online crusade, then Super Sunday, with "both" for the pair. */
export const SPEC_SESSION_RULES: SessionChoiceRules = { keys: ['online', 'super-sunday'], allKey: 'both' }

// The general rules return strings; each one they return is one of the rules' keys or its marker.
const asChoices = (list: readonly string[]): AttendanceChoice[] => list.filter(isAttendanceChoice)

/**
 * The attendance boxes on each tick or untick. "both" is kept in step with the two days so that a
 * stored list always says the same thing however it was ticked.
 */
export function toggleAttendance(
  current: readonly AttendanceChoice[],
  choice: AttendanceChoice,
  checked: boolean,
): AttendanceChoice[] {
  return asChoices(toggleSessionChoice(SPEC_SESSION_RULES, current, choice, checked))
}

export function bothDaysState(current: readonly AttendanceChoice[]): BothDaysState {
  return allSessionsState(SPEC_SESSION_RULES, current)
}

/**
 * Brings any stored or submitted list to the shape the form produces: known values only, no
 * duplicates, canonical order, and "both" exactly when both days are chosen (see normaliseSessionChoice).
 */
export function normaliseAttendance(list: readonly unknown[] | null | undefined): AttendanceChoice[] {
  return asChoices(normaliseSessionChoice(SPEC_SESSION_RULES, list))
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
