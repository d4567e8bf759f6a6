import type { FieldHook } from 'payload'

import { trimToNull } from '@/lib/normalise'

export const trimField: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)
export const trimToNullField: FieldHook = ({ value }) => (value === undefined ? value : trimToNull(value))
