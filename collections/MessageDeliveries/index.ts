import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'

export const DELIVERY_STATUSES = ['claimed', 'sent', 'failed'] as const

/**
 * One row per person per bulk send. The send job claims rows before it hands messages to the
 * provider, so a send that is interrupted and resumed never reaches anyone twice.
 */
export const MessageDeliveries: CollectionConfig = {
  slug: 'message-deliveries',
  admin: { useAsTitle: 'address', defaultColumns: ['address', 'status', 'log', 'createdAt'], group: 'Messaging' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['log', 'registration'], unique: true }],
  fields: [
    { name: 'log', type: 'relationship', relationTo: 'messaging-logs', required: true, index: true },
    { name: 'registration', type: 'relationship', relationTo: 'registrations', required: true },
    { name: 'address', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'claimed', options: DELIVERY_STATUSES.map((value) => ({ label: value, value })) },
    // Messages claimed together are retried together, with the same idempotency key.
    { name: 'batchKey', type: 'text', required: true, index: true },
    { name: 'providerId', type: 'text' },
    { name: 'error', type: 'text' },
  ],
}
