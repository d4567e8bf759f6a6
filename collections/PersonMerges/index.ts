import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'

/**
 * One admin merge of a person into another, with everything it changed, so that it can be undone
 * exactly within 30 days (people/undo-person-merge): the ids of the rows moved per table, and both
 * people's details as they were. Written by the merge and its undo only; read by admins.
 */
export const PersonMerges: CollectionConfig = {
  slug: 'person-merges',
  labels: { singular: 'Person merge', plural: 'Person merges' },
  admin: { group: 'People', defaultColumns: ['kept', 'merged', 'mergedAt', 'mergedBy', 'undoneAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-mergedAt',
  fields: [
    { name: 'kept', label: 'Kept', type: 'relationship', relationTo: 'people', index: true },
    { name: 'merged', type: 'relationship', relationTo: 'people', index: true },
    { name: 'mergedBy', label: 'Merged by', type: 'relationship', relationTo: 'users' },
    { name: 'mergedAt', label: 'Merged on', type: 'date', required: true, index: true },
    // { registrations: [ids], checkins: [ids], … }: the rows that were the merged person's.
    { name: 'moved', label: 'Rows moved', type: 'json', required: true },
    // Both people's name, addresses, phones and household before the merge.
    { name: 'before', label: 'Before the merge', type: 'json', required: true },
    { name: 'undoneAt', label: 'Undone on', type: 'date' },
    { name: 'undoneBy', label: 'Undone by', type: 'relationship', relationTo: 'users' },
  ],
}
