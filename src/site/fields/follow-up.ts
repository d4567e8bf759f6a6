import type { Field } from 'payload'

import { fieldIsAdmin } from '@/platform/access'

/** Where staff are with a submission: new → contacted → closed, with their own notes. */
export const followUpFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: [
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Closed', value: 'closed' },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'staffNotes',
    label: 'Notes',
    type: 'textarea',
    maxLength: 5000,
    access: { read: fieldIsAdmin, create: fieldIsAdmin, update: fieldIsAdmin },
    admin: { position: 'sidebar' },
  },
]
