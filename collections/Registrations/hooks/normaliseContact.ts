import type { FieldHook } from 'payload'

import { normaliseEmail, normaliseName, trimToNull } from '@/lib/normalise'

export const normaliseEmailField: FieldHook = ({ value }) => (value === undefined ? value : normaliseEmail(value))
export const normaliseNameField: FieldHook = ({ value }) => (value === undefined ? value : normaliseName(value))
export const trimToNullField: FieldHook = ({ value }) => (value === undefined ? value : trimToNull(value))
