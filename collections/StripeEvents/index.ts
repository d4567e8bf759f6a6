import type { CollectionConfig } from 'payload'

import { nobody } from '@/platform/access'

/**
 * Stripe's webhook events already applied, by id: the unique id makes a repeated delivery change
 * nothing. Written in the same transaction as the change the event made, so a failed one is retried.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', label: 'Stripe event id', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
  timestamps: true,
}
