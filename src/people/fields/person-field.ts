import type { Field } from 'payload'

import { fieldIsAdmin, fieldNobody } from '@/platform/access'

/**
 * The person a row is about (a registration, check-in, consent record, message, suppression or form
 * submission). Set by the server as the row is written and by an admin's merge; read by admins only.
 */
export const personField: Field = {
  name: 'person',
  type: 'relationship',
  relationTo: 'people',
  index: true,
  access: { create: fieldNobody, update: fieldNobody, read: fieldIsAdmin },
  admin: { position: 'sidebar', readOnly: true },
}
