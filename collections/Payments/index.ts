import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/platform/access'
import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import { paymentsExportEndpoint, refundEndpoint, stripeWebhookEndpoint } from '@/payments'

/**
 * Every payment and refund, one record each: what, how, Stripe's id, who recorded it and when. Money and
 * the people who paid it are the treasurer's business: admins read them, nobody else; only the server
 * writes them (Stripe's webhooks, an admin's refund through its endpoint), so none can be forged over the API.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    group: 'Events',
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'kind', 'amountPence', 'method', 'status', 'registration', 'event'],
    description: 'Every payment and refund. Written by the server only.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  defaultSort: '-createdAt',
  endpoints: [stripeWebhookEndpoint, refundEndpoint, paymentsExportEndpoint],
  fields: [
    { name: 'registration', type: 'relationship', relationTo: 'registrations', required: true, index: true },
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'payment', label: 'Payment' },
        { value: 'refund', label: 'Refund' },
      ],
    },
    {
      name: 'method',
      type: 'select',
      required: true,
      options: [
        { value: 'card', label: 'Card (Stripe)' },
        { value: 'bank-transfer', label: 'Bank transfer' },
        { value: 'on-the-day', label: 'On the day' },
      ],
    },
    { name: 'amountPence', label: 'Amount (pence)', type: 'number', required: true, min: 0 },
    { name: 'feePence', label: 'Stripe fee (pence)', type: 'number', min: 0 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'succeeded',
      options: [
        { value: 'succeeded', label: 'Succeeded' },
        { value: 'pending', label: 'Pending' },
        { value: 'failed', label: 'Failed' },
      ],
    },
    // Stripe's payment intent or refund id: one record per id, so a repeated webhook records nothing twice.
    { name: 'providerId', label: 'Stripe id', type: 'text', unique: true },
    { name: 'reference', type: 'text', maxLength: 100 },
    // The admin form's key for one payment recorded or one refund: the same request again (a double
    // click, a retry) finds it and records nothing more.
    { name: 'requestKey', label: 'Request key', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'recordedBy', label: 'Recorded by', type: 'relationship', relationTo: 'users' },
    { name: 'note', type: 'text', maxLength: 500 },
    { name: 'recordedAt', label: 'When', type: 'date', required: true, admin: { ...STAFF_DATE_ADMIN } },
  ],
  timestamps: true,
}
