import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { anyone, isContentStaff } from '@/access'
import { hasLineBreak } from '@/lib/email-address'

import { revalidateEverything } from './hooks/revalidateEverything'

// The title is the subject of every confirmation e-mail, and a subject is one line.
const validateOneLineTitle: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && hasLineBreak(value) ? 'The title must be one line: remove the line break.' : text(value, options)

export const Event: GlobalConfig = {
  slug: 'event',
  label: 'Outreach event',
  admin: { group: 'Outreach event' },
  access: { read: anyone, update: isContentStaff, readVersions: isContentStaff },
  hooks: { afterChange: [revalidateEverything] },
  fields: [
    { name: 'title', type: 'text', required: true, validate: validateOneLineTitle },
    { name: 'admission', type: 'text', defaultValue: 'Free admission' },
    { name: 'about', type: 'textarea' },
    { name: 'streamUrl', label: 'Live stream URL', type: 'text' },
    { name: 'recordingUrl', type: 'text' },
    {
      name: 'days',
      type: 'array',
      minRows: 2,
      maxRows: 2,
      fields: [
        { name: 'key', type: 'select', required: true, options: ['day1', 'day2'] },
        { name: 'title', type: 'text', required: true },
        { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'mode', type: 'select', required: true, options: ['online', 'in-person'] },
        { name: 'venue', type: 'text' },
        { name: 'description', type: 'textarea' },
      ],
    },
  ],
}
