import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'

/** Every SMS the site sends when no SMS provider is configured: staff can read what would have gone out. */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: { singular: 'Outbox SMS', plural: 'Outbox (SMS not sent)' },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['to', 'body', 'createdAt'],
    group: 'Messaging',
    description:
      'Text messages written while the site had no Twilio account: kept here, not sent. Ask whoever hosts the site to add one.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'idempotencyKey', label: 'Idempotency key', type: 'text', unique: true },
  ],
}
