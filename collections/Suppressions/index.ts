import type { CollectionConfig } from 'payload'

import { linkPersonByAddress, personField } from '@/people'

import { isAdmin, nobody } from '@/platform/access'

import { unsubscribeEndpoint } from '@/consent'

/**
 * Addresses that must not be messaged at all (no e-mail, and no text to the phone of a registration
 * with the address), whoever registers with them later. Kept apart from registrations so that an
 * opt-out outlives the registration it came from, and kept after an erasure.
 */
export const Suppressions: CollectionConfig = {
  slug: 'suppressions',
  labels: { singular: 'Unsubscribed address', plural: 'Unsubscribed addresses' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'source', 'createdAt'], group: 'Messaging' },
  // Added by the unsubscribe link (or by an admin); never edited, so the record stays true.
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [linkPersonByAddress] },
  defaultSort: '-createdAt',
  endpoints: [unsubscribeEndpoint],
  fields: [
    personField,
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'source',
      type: 'text',
      required: true,
      defaultValue: 'staff',
      admin: { description: 'Where the opt-out came from.' },
    },
  ],
}
