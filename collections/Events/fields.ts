import type { DateField, Field } from 'payload'

import { EVENT_TIME_ZONE } from '@/events'

/**
 * A date and time entered and shown in UK time whatever the editor's own zone, and stored as the
 * instant it names. There is only one zone to pick, so the picker's zone box is hidden.
 */
export const ukDateTime = (name: string, extra: Partial<Omit<DateField, 'type' | 'name'>> = {}): Field =>
  ({
    name,
    type: 'date',
    ...extra,
    admin: { ...extra.admin, date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy, HH:mm' } },
    timezone: {
      supportedTimezones: [{ label: 'UK time', value: EVENT_TIME_ZONE }],
      defaultTimezone: EVENT_TIME_ZONE,
      override: ({ baseField }) => ({ ...baseField, admin: { ...baseField.admin, hidden: true } }),
    },
  }) as DateField
