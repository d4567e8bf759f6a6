import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'

/**
 * Two people an admin said are not the same person: the pair never shows in the possible duplicates
 * again. Stored once per pair, the lower id first (people/mark-distinct). Written by the endpoint only;
 * an admin may read the marks and delete one to let the pair be suggested again.
 */
export const PeopleDistinct: CollectionConfig = {
  slug: 'people-distinct',
  labels: { singular: 'Not the same person', plural: 'Not the same people' },
  admin: { group: 'People', defaultColumns: ['personA', 'personB', 'markedAt', 'markedBy'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['personA', 'personB'], unique: true }],
  fields: [
    { name: 'personA', label: 'Person', type: 'relationship', relationTo: 'people', index: true },
    { name: 'personB', label: 'Not the same as', type: 'relationship', relationTo: 'people', index: true },
    { name: 'markedBy', label: 'Marked by', type: 'relationship', relationTo: 'users' },
    { name: 'markedAt', label: 'Marked on', type: 'date', required: true },
  ],
}
