import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { fieldNobody, isAdmin } from '@/platform/access'
import {
  MAX_OFFSET_AMOUNT,
  MESSAGE_PURPOSES,
  MESSAGE_TYPES,
  OFFSET_ANCHORS,
  OFFSET_DIRECTIONS,
  OFFSET_UNITS,
  offsetProblem,
  SCHEDULED_AUDIENCE_LABELS,
  SCHEDULED_AUDIENCES,
  scheduledMessageStatusEndpoint,
  scheduleDueTime,
  sendWhenDue,
} from '@/messaging'
import { ukDateTime } from '../Events/fields'
const hasOwnText = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const serverOwned = { create: fieldNobody, update: fieldNobody }
const count = (name: string, label: string, Cell?: string) => ({
  name,
  label,
  type: 'number' as const,
  defaultValue: 0,
  access: serverOwned,
  admin: { readOnly: true, position: 'sidebar' as const, ...(Cell ? { components: { Cell } } : {}) },
})

/**
 * A message that sends itself at a time relative to one session of an event ("1 day before the
 * start"), to an audience of that session. Staff set them up on the event's edit screen; the
 * `sendScheduledMessages` job sends each to each person once (a unique delivery row per message,
 * person and channel). Personal data flows from here, so only admins read or write them.
 */
export const ScheduledMessages: CollectionConfig = {
  slug: 'scheduled-messages',
  labels: { singular: 'Scheduled message', plural: 'Scheduled messages' },
  admin: {
    useAsTitle: 'name',
    group: 'Messaging',
    // The Sent column says sent, skipped and failed at once, so the list fits a laptop's width.
    defaultColumns: ['name', 'event', 'sessionKey', 'dueAt', 'enabled', 'sentCount'],
    description: "Reminders and follow-ups that send themselves. Set them up on the event's edit screen.",
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'dueAt',
  endpoints: [scheduledMessageStatusEndpoint],
  hooks: { beforeChange: [scheduleDueTime], afterChange: [sendWhenDue] },
  indexes: [{ fields: ['enabled', 'dueAt'] }],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'Untick to stop it; nobody is sent it while it is off.',
        components: { Cell: '/src/ui/admin/YesNoCell.tsx#YesNoCell' },
      },
    },
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      name: 'sessionKey',
      label: 'Session',
      type: 'text',
      required: true,
      maxLength: 40,
      admin: {
        description: 'One of the event’s sessions.',
        components: {
          Field: '/src/messaging/admin/SessionPicker.tsx#SessionPicker',
          Cell: '/src/events/admin/SessionTitleCell.tsx#SessionTitleCell',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          label: 'How many',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 0,
          max: MAX_OFFSET_AMOUNT,
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            offsetProblem({ amount: value as number, direction: siblingData?.direction as 'before' | 'after' }) ?? true,
          admin: { step: 1, width: '20%' },
        },
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'days',
          options: OFFSET_UNITS.map((value) => ({ label: value, value })),
          admin: { width: '20%' },
        },
        {
          name: 'direction',
          label: 'Before or after',
          type: 'select',
          required: true,
          defaultValue: 'before',
          options: OFFSET_DIRECTIONS.map((value) => ({ label: value, value })),
          admin: { width: '20%' },
        },
        {
          name: 'anchor',
          label: "The session's",
          type: 'select',
          required: true,
          defaultValue: 'start',
          options: OFFSET_ANCHORS.map((value) => ({ label: value, value })),
          admin: { width: '20%' },
        },
      ],
    },
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      options: SCHEDULED_AUDIENCES.map((value) => ({ label: SCHEDULED_AUDIENCE_LABELS[value], value })),
      admin: {
        description:
          'Cancelled registrations, unsubscribed addresses and people without an address for the channel are always left out.',
      },
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      defaultValue: 'service',
      options: MESSAGE_PURPOSES.map((value) => ({
        label: value === 'service' ? 'Service (about the session they booked)' : 'Marketing (needs consent)',
        value,
      })),
      admin: {
        description:
          'A reminder about the booked event is a service message; an invitation to another event is marketing and goes only to those who consented on the channel.',
      },
    },
    {
      name: 'channels',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['email'],
      options: MESSAGE_TYPES.map((value) => ({ label: value === 'sms' ? 'SMS' : 'E-mail', value })),
    },
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'message-templates',
      admin: { description: "Optional: the template's subject and content are used instead of those below." },
    },
    {
      name: 'subject',
      type: 'text',
      maxLength: 200,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        hasOwnText(value) ||
        Boolean(siblingData?.template) ||
        !((siblingData?.channels as string[] | undefined) ?? []).includes('email')
          ? true
          : 'An e-mail needs a subject (or choose a template).',
      admin: { description: 'For e-mail.' },
    },
    {
      name: 'body',
      label: 'Content',
      type: 'textarea',
      maxLength: 20_000,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        hasOwnText(value) || Boolean(siblingData?.template) ? true : 'Write the content, or choose a template.',
      admin: {
        description:
          'Placeholders: [FirstName], [Email], [EventDate], [EventName], [SessionName], [SessionTime], [Venue], [CheckinCode], [QrCode] (e-mail only), [ManageLink].',
      },
    },
    {
      name: 'deliveryStatus',
      label: 'Delivery status',
      type: 'ui',
      admin: { components: { Field: '/src/messaging/admin/ScheduledMessageStatus.tsx#ScheduledMessageStatus' } },
    },
    // Kept from the event's session times by a hook, here and whenever the event changes.
    ukDateTime('dueAt', {
      label: 'Due (UK time)',
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar' },
    }),
    { name: 'sendUntil', label: 'Send until', type: 'date', access: serverOwned, admin: { hidden: true } },
    count('sentCount', 'Sent', '/src/messaging/admin/DeliveryCountsCell.tsx#DeliveryCountsCell'),
    count('skippedCount', 'Skipped'),
    count('failedCount', 'Failed'),
    {
      name: 'lastRunAt',
      label: 'Last sent at',
      type: 'date',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', ...STAFF_DATE_ADMIN },
    },
  ],
  timestamps: true,
}
