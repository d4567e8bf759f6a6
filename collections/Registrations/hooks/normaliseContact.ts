import type { FieldHook } from 'payload'

import { isAttendanceChoice, normaliseAttendance } from '@/lib/attendance'
import { normaliseEmail, normaliseName } from '@/lib/normalise'

// An absent e-mail (a walk-in's) stays null rather than becoming an empty string.
export const normaliseEmailField: FieldHook = ({ value }) => (value === undefined ? value : normaliseEmail(value) || null)
export const normaliseNameField: FieldHook = ({ value }) => (value === undefined ? value : normaliseName(value))

/**
 * Someone attending both days is stored with `both` too, so the "both" audience filter (which
 * Postgres can only evaluate as "contains both") finds every such person. Unknown values are left
 * for validation to refuse.
 */
export const normaliseAttendanceField: FieldHook = ({ value }) => {
  if (!Array.isArray(value) || !value.every(isAttendanceChoice)) return value
  return normaliseAttendance(value)
}
