import type { CollectionConfig } from 'payload'

import { fieldIsAdmin, isAdmin, nobody } from '@/platform/access'
import { AUDIT_ACTIONS } from '@/platform/audit/audit-actions'
import { AUDIT_ACTION_LABELS } from '@/platform/audit/audit-words'

import { nameAuditRecord } from '@/platform/audit/name-audit-record'

/** Who did what and when. Written by the server only; nobody can edit or delete an entry over the API. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'summary', 'record', 'actorEmail'],
    group: 'Settings',
    listSearchableFields: ['summary', 'actorEmail', 'target'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      label: 'What happened',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: AUDIT_ACTION_LABELS[value], value })),
    },
    { name: 'actor', label: 'Done by', type: 'relationship', relationTo: 'users', index: true },
    // Kept as text too, so the entry still says who it was after the account is deleted.
    { name: 'actorEmail', label: 'Done by (e-mail)', type: 'text', index: true },
    { name: 'summary', type: 'text', required: true },
    {
      name: 'record',
      label: 'Record',
      type: 'text',
      virtual: true,
      // It may name a person, like the rest of the log: admins only.
      access: { read: fieldIsAdmin },
      admin: { readOnly: true },
      hooks: { afterRead: [nameAuditRecord] },
    },
    { name: 'target', label: 'Record reference', type: 'text', index: true },
    { name: 'details', type: 'json' },
  ],
}
