import type { DateField, Field } from 'payload'

import { EVENT_TIME_ZONE } from '@/events'
import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'

/**
 * A date and time entered and shown in UK time whatever the editor's own zone, and stored as the
 * instant it names. There is only one zone to pick, so the picker's zone box is hidden.
 */
export const ukDateTime = (name: string, extra: Partial<Omit<DateField, 'type' | 'name'>> = {}): Field =>
  ({
    name,
    type: 'date',
    ...extra,
    admin: { ...extra.admin, ...STAFF_DATE_ADMIN },
    timezone: {
      supportedTimezones: [{ label: 'UK time', value: EVENT_TIME_ZONE }],
      defaultTimezone: EVENT_TIME_ZONE,
      override: ({ baseField }) => ({ ...baseField, admin: { ...baseField.admin, hidden: true } }),
    },
  }) as DateField
