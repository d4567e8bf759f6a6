import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'

/**
 * Every e-mail the site sends when no e-mail provider is configured (development, tests, a church
 * that has not set up Resend yet): staff can read exactly what would have gone out. Read-only.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outbox e-mail', plural: 'Outbox (e-mails not sent)' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    group: 'Messaging',
    description:
      'E-mails written while the site had no Resend key: kept here, not sent. Ask whoever hosts the site to add one.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', label: 'HTML', type: 'code', admin: { language: 'html' } },
    { name: 'headers', type: 'json' },
    { name: 'attachments', type: 'json' },
    // A bulk send's message is stored once, however often an interrupted send is resumed.
    { name: 'idempotencyKey', label: 'Idempotency key', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
