import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'

export const MESSAGE_STATUSES = ['pending', 'sending', 'completed', 'failed'] as const

/** A record of each bulk send; the send job owns its counts and status, so nobody edits it by hand. */
export const MessagingLogs: CollectionConfig = {
  slug: 'messaging-logs',
  admin: { useAsTitle: 'subject', defaultColumns: ['type', 'subject', 'status', 'recipientCount', 'createdAt'], group: 'Messaging' },
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: isAdmin, readVersions: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'type', type: 'select', required: true, options: [{ label: 'Email', value: 'email' }, { label: 'SMS', value: 'sms' }] },
    { name: 'subject', type: 'text' },
    { name: 'content', type: 'textarea', required: true },
    { name: 'audience', type: 'json' },
    { name: 'recipientCount', type: 'number', defaultValue: 0, min: 0 },
    { name: 'sentCount', type: 'number', defaultValue: 0, min: 0 },
    { name: 'failedCount', type: 'number', defaultValue: 0, min: 0 },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: MESSAGE_STATUSES.map((value) => ({ label: value, value })) },
    { name: 'completedAt', type: 'date' },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
}
