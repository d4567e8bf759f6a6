import type { CollectionConfig } from 'payload'

import { fieldIsAdmin, isAdmin, nobody } from '@/platform/access'
import { MESSAGE_PURPOSES, previewEndpoint, readDeliveryCounts, recipientsEndpoint, sendEndpoint } from '@/messaging'
const MESSAGE_STATUSES = ['pending', 'sending', 'completed', 'failed'] as const

/**
 * A record of each bulk send. Only the send endpoint creates one (and queues its job); the job owns
 * its counts and status, so nobody edits it by hand.
 */
export const MessagingLogs: CollectionConfig = {
  slug: 'messaging-logs',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['type', 'subject', 'status', 'recipientCount', 'createdAt'],
    group: 'Messaging',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: isAdmin },
  endpoints: [sendEndpoint, recipientsEndpoint, previewEndpoint],
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      options: [
        { label: 'Email', value: 'email' },
        { label: 'SMS', value: 'sms' },
      ],
    },
    { name: 'subject', type: 'text' },
    { name: 'content', type: 'textarea', required: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      options: MESSAGE_PURPOSES.map((value) => ({ label: value, value })),
    },
    // The audience as it was when sent (a later edit of the segment does not change whom it reached).
    { name: 'audience', type: 'json' },
    { name: 'recipientCount', label: 'Recipients', type: 'number', defaultValue: 0, min: 0 },
    { name: 'sentCount', label: 'Sent', type: 'number', defaultValue: 0, min: 0 },
    { name: 'failedCount', label: 'Failed', type: 'number', defaultValue: 0, min: 0 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: MESSAGE_STATUSES.map((value) => ({ label: value, value })),
    },
    {
      // Its messages per delivery status (delivered, bounced, failed, pending…), counted when read.
      name: 'deliveryCounts',
      label: 'Delivery counts',
      type: 'json',
      virtual: true,
      access: { read: fieldIsAdmin },
      admin: { readOnly: true, hidden: true },
      hooks: { afterRead: [readDeliveryCounts] },
    },
    { name: 'completedAt', label: 'Completed at', type: 'date' },
    { name: 'createdBy', label: 'Sent by', type: 'relationship', relationTo: 'users' },
  ],
}
