import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { isAdmin, nobody } from '@/platform/access'
import {
  CONSENT_ACTIONS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  preferencesEndpoint,
} from '@/consent'
import { normaliseEmailField } from '@/registrations'
/**
 * Every consent given or withdrawn, one record each, never edited: the history a registration's
 * consent flags are derived from. Only the server writes them; admins may read them.
 * Erasure deletes a person's records (the suppression entry and the audit line stay).
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['recordedAt', 'email', 'channel', 'purpose', 'action', 'source', 'staffUser'],
    group: 'Messaging',
    listSearchableFields: ['email'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-recordedAt',
  endpoints: [preferencesEndpoint],
  fields: [
    personField,
    { name: 'email', type: 'email', required: true, index: true, hooks: { beforeValidate: [normaliseEmailField] } },
    {
      name: 'channel',
      type: 'select',
      required: true,
      options: CONSENT_CHANNELS.map((value) => ({ value, label: CONSENT_CHANNEL_LABELS[value] })),
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      options: [
        { value: CONSENT_PURPOSES[0], label: 'Events and church news' },
        { value: CONSENT_PURPOSES[1], label: 'Follow-up of a prayer request' },
      ],
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: CONSENT_ACTIONS.map((value) => ({ value, label: value === 'given' ? 'Given' : 'Withdrawn' })),
    },
    {
      name: 'recordedAt',
      label: 'Recorded at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...STAFF_DATE_ADMIN },
    },
    { name: 'wordingVersion', label: 'Wording version', type: 'text' },
    {
      name: 'wording',
      type: 'textarea',
      admin: { description: 'The exact words the person was shown, when we showed them any.' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: Object.entries(CONSENT_SOURCES).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'staffUser',
      label: 'Staff member',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'The member of staff who made the change, for a staff edit.' },
    },
    // Kept as text too, so the record still says who it was after the account is deleted.
    { name: 'staffEmail', label: 'Staff member’s e-mail', type: 'text' },
  ],
  timestamps: true,
}
