import type { FieldHook } from 'payload'

import { trimToNull } from '@/platform/data/normalise'

export const trimField: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

/** An empty optional text is stored as null, so "has a value" is one check in queries and exports. */
export const trimToNullField: FieldHook = ({ value }) => (value === undefined ? value : trimToNull(value))
