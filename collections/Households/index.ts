import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access'

/**
 * The people who live or come together: the group a booker brings, or a family sharing an e-mail
 * address, unless staff say otherwise. Admins only, as everything about a person is.
 */
export const Households: CollectionConfig = {
  slug: 'households',
  labels: { singular: 'Household', plural: 'Households' },
  admin: { useAsTitle: 'name', group: 'People' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'people', type: 'join', collection: 'people', on: 'household' },
  ],
}
