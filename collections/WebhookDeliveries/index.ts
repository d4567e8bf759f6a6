import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'

const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const

/** The delivery log: each webhook, its attempts and how the receiver answered. Written by the job only. */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  admin: {
    useAsTitle: 'event',
    defaultColumns: ['event', 'status', 'attempts', 'lastStatus', 'createdAt'],
    group: 'Settings',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'event', type: 'text', required: true },
    { name: 'url', label: 'Sent to', type: 'text', required: true },
    { name: 'body', type: 'json', required: true },
    {
      // The registration it announces, so erasing a person (or the booker of a group) takes it too, whatever its body says.
      name: 'registration',
      type: 'relationship',
      relationTo: 'registrations',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: WEBHOOK_DELIVERY_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'lastStatus', label: 'Last HTTP status', type: 'number' },
    { name: 'lastError', label: 'Last error', type: 'text' },
    { name: 'deliveredAt', label: 'Delivered at', type: 'date' },
  ],
}
