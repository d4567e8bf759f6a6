'use client'

import { DateTimeField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

/**
 * Payload's date field with its box named: Payload's label points at the picker's wrapper, which is
 * no form control, so the box itself had no accessible name. The input the picker renders carries
 * the field's label.
 */
export const StaffDateField: DateFieldClientComponent = (props) => {
  const { field } = props
  const label = typeof field.label === 'string' && field.label ? field.label : field.name
  const date = (field.admin?.date ?? {}) as { overrides?: Record<string, unknown> }
  const named = {
    ...field,
    admin: {
      ...field.admin,
      date: { ...date, overrides: { ...date?.overrides, customInput: <input type="text" aria-label={label} /> } },
    },
  } as typeof field
  return <DateTimeField {...props} field={named} />
}
