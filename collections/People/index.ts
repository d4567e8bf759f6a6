import type { CollectionConfig } from 'payload'

import { deriveContactKeys, peopleEndpoints, validateContactEntry } from '@/people'
import { fieldIsAdmin, fieldNobody, isAdmin } from '@/platform/access'

/** Written by the server as forms come in and by an admin's merge, never over the API. */
const serverOwned = { create: fieldNobody, update: fieldNobody, read: fieldIsAdmin }
const adminOnly = { read: fieldIsAdmin, create: fieldIsAdmin, update: fieldIsAdmin }

const FIRST_SEEN_VIA = [
  { value: 'event-registration', label: 'Event registration' },
  { value: 'brought-along', label: 'Brought along to an event' },
  { value: 'walk-in', label: 'Walked in at the door' },
  { value: 'plan-a-visit', label: 'Plan a visit' },
  { value: 'foundation-school', label: 'Foundation school application' },
  { value: 'prayer-request', label: 'Prayer request' },
  { value: 'staff', label: 'Added by staff' },
] as const

/**
 * One record per person, made and found by the forms themselves (people/match-person): what they
 * are called, how to reach them, when and through what they were first seen, their household.
 * Personal data, so admins only: volunteers and editors never read a person, over any API.
 */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'firstSeenAt', 'firstSeenVia', 'household'],
    group: 'People',
    listSearchableFields: ['fullName'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-firstSeenAt',
  hooks: { beforeChange: [deriveContactKeys] },
  // Possible duplicates, compare, merge, undo a merge, not the same person: admins only (people/endpoints).
  endpoints: peopleEndpoints,
  fields: [
    { name: 'fullName', label: 'Name', type: 'text', required: true, maxLength: 200, index: true },
    {
      name: 'emails',
      label: 'E-mail addresses',
      type: 'array',
      access: adminOnly,
      fields: [
        { name: 'email', type: 'text', required: true, maxLength: 254, validate: validateContactEntry('email') },
        // One mailbox however it is written (people/rules/email-key): what matching looks up, through
        // the unique (key, person) index the migrations make (20261129_004002_one_address_per_person).
        { name: 'key', type: 'text', maxLength: 254, admin: { hidden: true } },
      ],
    },
    {
      name: 'phones',
      label: 'Phone numbers',
      type: 'array',
      access: adminOnly,
      fields: [
        { name: 'phone', type: 'text', required: true, maxLength: 30, validate: validateContactEntry('phone') },
        // The digits that identify the number however it was typed (people/rules/phone-key), looked up
        // through the same unique (key, person) index as the addresses.
        { name: 'key', type: 'text', maxLength: 30, admin: { hidden: true } },
      ],
    },
    { name: 'household', type: 'relationship', relationTo: 'households', index: true, admin: { position: 'sidebar' } },
    // A person staff add by hand is first seen then, through staff (the hook fills them in).
    { name: 'firstSeenAt', label: 'First seen', type: 'date', index: true, access: serverOwned },
    {
      name: 'firstSeenVia',
      label: 'First seen through',
      type: 'select',
      options: [...FIRST_SEEN_VIA],
      access: serverOwned,
    },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: 5000,
      access: adminOnly,
    },
    // Set by a merge: this record's rows now belong to the kept person, until the merge is undone.
    {
      name: 'mergedInto',
      label: 'Merged into',
      type: 'relationship',
      relationTo: 'people',
      index: true,
      access: serverOwned,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'anonymisedAt',
      type: 'date',
      label: 'Anonymised on',
      access: serverOwned,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
