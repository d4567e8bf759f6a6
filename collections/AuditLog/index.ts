import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { AUDIT_ACTIONS } from '@/lib/audit'

/** Who did what and when. Written by the server only; nobody can edit or delete an entry over the API. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: { useAsTitle: 'summary', defaultColumns: ['createdAt', 'action', 'actorEmail', 'summary'], group: 'Settings', listSearchableFields: ['summary', 'actorEmail', 'target'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map((value) => ({ label: value, value })) },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    // Kept as text too, so the entry still says who it was after the account is deleted.
    { name: 'actorEmail', type: 'text', index: true },
    { name: 'summary', type: 'text', required: true },
    { name: 'target', type: 'text', index: true },
    { name: 'details', type: 'json' },
  ],
}
