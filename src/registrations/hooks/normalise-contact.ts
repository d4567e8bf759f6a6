import type { FieldHook } from 'payload'

import { normaliseEmail, normaliseName } from '@/platform/data/normalise'

// An absent e-mail (a walk-in's) stays null rather than becoming an empty string.
export const normaliseEmailField: FieldHook = ({ value }) =>
  value === undefined ? value : normaliseEmail(value) || null
export const normaliseNameField: FieldHook = ({ value }) => (value === undefined ? value : normaliseName(value))
