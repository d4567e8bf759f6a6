import type { Field } from 'payload'

import { fieldHasRole } from '@/platform/access'
import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import { checkDepositSettings } from '../rules/deposit'

/** Discount codes are what staff hand out: visitors (and volunteers) never read them back over the API. */
const contentStaffOnly = { read: fieldHasRole('admin', 'editor') }

const pence = (name: string, label: string, description: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    label,
    type: 'number',
    min: 0,
    max: 10_000_000,
    admin: { step: 1, description },
    ...extra,
  }) as Field

/** The earliest session start of the event being saved, to check the balance is due before it. */
function firstSessionStart(data: unknown): string | null {
  const sessions = (data as { sessions?: Array<{ startsAt?: string | null }> | null } | null)?.sessions ?? []
  const starts = sessions.map((session) => session.startsAt).filter((start): start is string => Boolean(start))
  return starts.length ? starts.reduce((first, start) => (new Date(start) < new Date(first) ? start : first)) : null
}

/**
 * An event's price, stored in pence (GBP). Left empty, or at 0 without "pay what you can", the event
 * is free and registering works exactly as it does without a price.
 */
export const eventPriceField: Field = {
  name: 'price',
  label: 'Price',
  type: 'group',
  admin: {
    description: 'In pence: 2000 is £20. Leave the price empty for a free event.',
  },
  fields: [
    {
      name: 'basis',
      label: 'The price is',
      type: 'select',
      // Empty reads as per person (pricingOf), so an event saved before prices existed needs no value.
      options: [
        { value: 'person', label: 'Per person, for the whole event' },
        { value: 'session', label: 'Per person, for each session' },
        { value: 'booking', label: 'For the whole booking, however many come' },
      ],
    },
    {
      type: 'row',
      fields: [
        pence('amountPence', 'Price (pence)', 'An adult’s price.'),
        pence('childAmountPence', 'Child’s price (pence)', 'Leave empty when children pay as adults.', {
          admin: { step: 1, condition: (_, sibling) => sibling?.basis !== 'booking' },
        } as Partial<Field>),
        pence('wholeEventPence', 'Whole-event price (pence)', 'What an adult coming to every session pays at most.', {
          admin: { step: 1, condition: (_, sibling) => sibling?.basis === 'session' },
        } as Partial<Field>),
      ],
    },
    pence(
      'payWhatYouCanMinimumPence',
      '"Pay what you can" minimum (pence)',
      'When set, people choose what to pay, at least this; the price above is suggested.',
    ),
    {
      name: 'holdMinutes',
      label: 'Minutes a place is held while paying by card',
      type: 'number',
      // Empty is 30. Stripe Checkout lets a session expire no sooner than 30 minutes after it is made.
      min: 30,
      max: 1440,
      admin: {
        step: 1,
        placeholder: '30',
        description: 'At least 30 (Stripe’s own minimum); then the places go back to the waiting list.',
      },
    },
    {
      type: 'collapsible',
      label: 'How people pay',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'offerCard',
              label: 'Card (Stripe Checkout, when Stripe is set up)',
              type: 'checkbox',
              // Events saved before the methods existed took cards, and still do.
              defaultValue: true,
            },
            { name: 'offerBankTransfer', label: 'Bank transfer', type: 'checkbox' },
            { name: 'offerOnTheDay', label: 'Pay on the day', type: 'checkbox' },
          ],
        },
        {
          name: 'offlineBooking',
          label: 'A bank-transfer or pay-on-the-day booking is',
          type: 'select',
          // Empty reads as held (offlineHoldOf).
          options: [
            { value: 'held', label: 'Held until paid, then released if unpaid' },
            { value: 'confirmed', label: 'Confirmed at once (collect the money later)' },
          ],
          admin: {
            condition: (_, sibling) => Boolean(sibling?.offerBankTransfer || sibling?.offerOnTheDay),
          },
        },
        {
          type: 'row',
          admin: {
            condition: (_, sibling) =>
              Boolean(sibling?.offerBankTransfer || sibling?.offerOnTheDay) && sibling?.offlineBooking !== 'confirmed',
          },
          fields: [
            {
              name: 'offlineHoldDays',
              label: 'Days an unpaid booking is held',
              type: 'number',
              min: 1,
              max: 90,
              admin: { step: 1, placeholder: '7', description: 'Then its places go to the waiting list.' },
            },
            {
              name: 'offlineReminderDays',
              label: 'Reminder, days before it lapses',
              type: 'number',
              min: 0,
              max: 89,
              admin: { step: 1, placeholder: '2', description: '0 sends no reminder.' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Deposit',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'depositKind',
              label: 'Take a deposit',
              type: 'select',
              // Empty: the whole price is paid when booking, as before deposits existed.
              options: [
                { value: 'fixed', label: 'A fixed amount per booking (pence)' },
                { value: 'percent', label: 'A percentage of the total' },
              ],
            },
            {
              name: 'depositValue',
              label: 'Deposit (pence or percent)',
              type: 'number',
              min: 1,
              max: 10_000_000,
              admin: { step: 1, condition: (_, sibling) => Boolean(sibling?.depositKind) },
              validate: (_value: unknown, { siblingData }: { siblingData: unknown }) =>
                checkDepositSettings(siblingData as never, null, 'value'),
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: (_, sibling) => Boolean(sibling?.depositKind) },
          fields: [
            {
              name: 'balanceDueAt',
              label: 'Balance due by',
              type: 'date',
              admin: { ...STAFF_DATE_ADMIN, description: 'Before the first session. A later booking pays in full.' },
              validate: (_value: unknown, { data, siblingData }: { data: unknown; siblingData: unknown }) =>
                checkDepositSettings(siblingData as never, firstSessionStart(data), 'balanceDueAt'),
            },
            {
              name: 'balanceReminderDays',
              label: 'Remind, days before it is due',
              type: 'number',
              min: 0,
              max: 365,
              admin: {
                step: 1,
                placeholder: '7',
                description: 'An e-mail with the link to pay the balance; 0 sends none.',
              },
            },
          ],
        },
      ],
    },
    {
      // The cancellation policy: a booking cancelled through the person's link until this moment gets
      // everything back (a card payment automatically), and nothing after; empty is no automatic refund.
      name: 'refundUntil',
      label: 'Full refund when cancelled until',
      type: 'date',
      admin: {
        ...STAFF_DATE_ADMIN,
        description:
          'People who cancel through their link until then get a full refund (to their card at once); after it, none. Leave empty for no automatic refund.',
      },
    },
    {
      name: 'discountCodes',
      label: 'Discount codes',
      type: 'array',
      maxRows: 50,
      access: contentStaffOnly,
      labels: { singular: 'Discount code', plural: 'Discount codes' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, maxLength: 40 },
            {
              name: 'kind',
              label: 'Takes off',
              type: 'select',
              required: true,
              defaultValue: 'amount',
              options: [
                { value: 'amount', label: 'An amount (pence)' },
                { value: 'percent', label: 'A percentage' },
              ],
            },
            { name: 'value', label: 'Pence or percent', type: 'number', required: true, min: 1, max: 10_000_000 },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'maxUses',
              label: 'Bookings that may use it',
              type: 'number',
              min: 1,
              admin: { step: 1, description: 'Leave empty for no limit.' },
            },
            { name: 'endsAt', label: 'Accepted until', type: 'date', admin: { ...STAFF_DATE_ADMIN } },
          ],
        },
      ],
    },
  ],
}
