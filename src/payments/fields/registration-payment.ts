import type { Field } from 'payload'

import { fieldIsAdmin, fieldNobody } from '@/platform/access'
import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'

/** Set by the server only (the registration form, Stripe's webhooks, the hold's lapse); admins read them. */
const serverOwnedAdminRead = { create: fieldNobody, update: fieldNobody, read: fieldIsAdmin }

const PAYMENT_STATUSES = [
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'part-paid', label: 'Part paid (balance due)' },
  { value: 'paid', label: 'Paid' },
  { value: 'expired', label: 'Hold lapsed' },
  { value: 'refunded', label: 'Refunded' },
] as const

/**
 * A booking's payment: empty for a free event. "Awaiting payment" holds the booking's places until the
 * hold ends; part paid (a deposit or more paid) and paid confirm them; a lapsed hold has released them (the registration is cancelled).
 */
export const registrationPaymentFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Payment',
    admin: { initCollapsed: true, condition: (data) => Boolean(data?.paymentStatus) },
    fields: [
      {
        name: 'paymentStatus',
        label: 'Payment',
        type: 'select',
        index: true,
        options: [...PAYMENT_STATUSES],
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
      {
        name: 'amountDuePence',
        label: 'Price (pence)',
        type: 'number',
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
      {
        name: 'holdExpiresAt',
        label: 'Places held until',
        type: 'date',
        index: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true, ...STAFF_DATE_ADMIN },
      },
      {
        name: 'checkoutSessionId',
        label: 'Stripe Checkout session',
        type: 'text',
        index: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
      {
        name: 'paymentMethod',
        label: 'Paying by',
        type: 'select',
        // Empty on a card booking made before the methods existed.
        options: [
          { value: 'card', label: 'Card' },
          { value: 'bank-transfer', label: 'Bank transfer' },
          { value: 'on-the-day', label: 'On the day' },
        ],
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
      {
        name: 'paymentReference',
        label: 'Payment reference',
        type: 'text',
        // paymentReferenceOf gives every booking its own; the index makes a clash fail loudly rather than mislead.
        unique: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
      {
        name: 'paymentReminderAt',
        label: 'Payment reminder due',
        type: 'date',
        index: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true, ...STAFF_DATE_ADMIN },
      },
      {
        name: 'paymentReminderSentAt',
        label: 'Payment reminder sent',
        type: 'date',
        access: serverOwnedAdminRead,
        admin: { readOnly: true, ...STAFF_DATE_ADMIN },
      },
      {
        // A booking with a deposit: what was asked first, and when the rest is due (see rules/deposit.ts).
        name: 'depositPence',
        label: 'Deposit (pence)',
        type: 'number',
        access: serverOwnedAdminRead,
        admin: { readOnly: true, condition: (data) => Boolean(data?.depositPence) },
      },
      {
        name: 'balanceDueAt',
        label: 'Balance due by',
        type: 'date',
        index: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true, condition: (data) => Boolean(data?.balanceDueAt), ...STAFF_DATE_ADMIN },
      },
      {
        name: 'balanceReminderAt',
        label: 'Balance reminder due',
        type: 'date',
        index: true,
        access: serverOwnedAdminRead,
        admin: { readOnly: true, condition: (data) => Boolean(data?.balanceReminderAt), ...STAFF_DATE_ADMIN },
      },
      {
        name: 'balanceReminderSentAt',
        label: 'Balance reminder sent',
        type: 'date',
        access: serverOwnedAdminRead,
        admin: { readOnly: true, condition: (data) => Boolean(data?.balanceReminderSentAt), ...STAFF_DATE_ADMIN },
      },
      {
        // The booking's payments and refunds with its balance, and an admin's refund: shown to admins only.
        name: 'paymentRecords',
        label: 'Payments and refunds',
        type: 'ui',
        admin: { components: { Field: '/src/payments/admin/RegistrationPaymentsField.tsx#RegistrationPaymentsField' } },
      },
      {
        name: 'discountCode',
        label: 'Discount code',
        type: 'text',
        access: serverOwnedAdminRead,
        admin: { readOnly: true },
      },
    ],
  },
  // Outside the folded Payment group, so an admin sees it at once on a booking awaiting payment.
  {
    name: 'markPaid',
    label: 'Record a payment',
    type: 'ui',
    admin: { components: { Field: '/src/payments/admin/MarkPaidField.tsx#MarkPaidField' } },
  },
]
