import type { SessionChoiceRules } from './event-model'

export type AllSessionsState = 'checked' | 'unchecked' | 'indeterminate'

/** One session needs no "all sessions" box, so its marker is never offered nor stored. */
export const hasAllSessionsChoice = (rules: SessionChoiceRules): boolean => rules.keys.length >= 2

const isAllKey = (rules: SessionChoiceRules, value: unknown): boolean =>
  hasAllSessionsChoice(rules) && value === rules.allKey

/** The session keys a stored or submitted list stands for, in session order; the marker stands for every session. */
export function chosenSessionKeys(rules: SessionChoiceRules, list: readonly unknown[] | null | undefined): string[] {
  const values = list ?? []
  if (values.some((value) => isAllKey(rules, value))) return [...rules.keys]
  const chosen = new Set(values)
  return rules.keys.filter((key) => chosen.has(key))
}

/** Keys in session order, with the marker last exactly when every session is chosen. */
function withAllMarker(rules: SessionChoiceRules, chosen: ReadonlySet<string>): string[] {
  const keys = rules.keys.filter((key) => chosen.has(key))
  return hasAllSessionsChoice(rules) && keys.length === rules.keys.length ? [...keys, rules.allKey] : keys
}

/**
 * The attendance boxes on each tick or untick. The marker is kept in step with the sessions so that a
 * stored list always says the same thing however it was ticked. A value the rules do not know changes nothing.
 */
export function toggleSessionChoice(
  rules: SessionChoiceRules,
  current: readonly unknown[],
  key: string,
  checked: boolean,
): string[] {
  if (isAllKey(rules, key)) return checked ? withAllMarker(rules, new Set(rules.keys)) : []

  const next = new Set(chosenSessionKeys(rules, current))
  if (rules.keys.includes(key)) {
    if (checked) next.add(key)
    else next.delete(key)
  }
  return withAllMarker(rules, next)
}

/** The "all sessions" box: indeterminate while some but not all sessions are ticked. */
export function allSessionsState(rules: SessionChoiceRules, current: readonly unknown[]): AllSessionsState {
  const count = chosenSessionKeys(rules, current).length
  if (count === 0) return 'unchecked'
  return count === rules.keys.length ? 'checked' : 'indeterminate'
}

/**
 * Brings any stored or submitted list to the shape the form produces: known values only, no
 * duplicates, session order, and the marker exactly when every session is chosen. Postgres cannot
 * match "contains a AND contains b" on a has-many select (Payload joins its table once), so
 * audience queries rely on the marker being present whenever every session is.
 */
export function normaliseSessionChoice(
  rules: SessionChoiceRules,
  list: readonly unknown[] | null | undefined,
): string[] {
  return withAllMarker(rules, new Set(chosenSessionKeys(rules, list)))
}

const describeValue = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))

/** The submitted values this event does not offer, once each, for a field message that names them. */
export function unknownSessionChoices(rules: SessionChoiceRules, list: readonly unknown[]): string[] {
  const unknown = list.filter(
    (value) => !(typeof value === 'string' && rules.keys.includes(value)) && !isAllKey(rules, value),
  )
  return [...new Set(unknown.map(describeValue))]
}
