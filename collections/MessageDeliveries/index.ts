import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { linkDeliveryPerson, personField } from '@/people'

import { isAdmin, nobody } from '@/platform/access'
import {
  DELIVERY_CHANNELS,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
} from '@/platform/delivery/delivery-status'

/**
 * One row per message sent to a person: each recipient of a bulk send, and every other e-mail the
 * site sends (a registration's confirmation, form acknowledgements, staff notices). It holds the
 * provider's id for the message (Resend's `id`, Twilio's `sid`; the outbox entry's id when no
 * provider is configured), so the providers' status webhooks find it and keep its status.
 *
 * The bulk send job claims rows before it hands messages to the provider, so a send that is
 * interrupted and resumed never reaches anyone twice.
 */
export const MessageDeliveries: CollectionConfig = {
  slug: 'message-deliveries',
  labels: { singular: 'Message sent', plural: 'Messages sent' },
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'channel', 'kind', 'status', 'log', 'createdAt'],
    group: 'Messaging',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [linkDeliveryPerson] },
  indexes: [
    { fields: ['log', 'registration'], unique: true },
    // A scheduled message reaches each person once per channel, however often its job runs.
    { fields: ['scheduledMessage', 'registration', 'channel'], unique: true },
    // A status webhook finds its message by the provider's id.
    { fields: ['providerId', 'channel'] },
  ],
  fields: [
    personField,
    // Empty for a message that is not part of a bulk send.
    { name: 'log', type: 'relationship', relationTo: 'messaging-logs', index: true },
    // Set for one person's copy of a scheduled message.
    { name: 'scheduledMessage', label: 'Scheduled message', type: 'relationship', relationTo: 'scheduled-messages' },
    // The person it was sent to, when it was sent about a registration.
    { name: 'registration', type: 'relationship', relationTo: 'registrations', index: true },
    {
      name: 'channel',
      type: 'select',
      required: true,
      defaultValue: 'email',
      options: DELIVERY_CHANNELS.map((value) => ({ label: value === 'sms' ? 'SMS' : 'E-mail', value })),
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'bulk',
      options: DELIVERY_KINDS.map((value) => ({ label: value, value })),
    },
    { name: 'address', type: 'text', required: true },
    // What the message was, for a message that is not part of a bulk send (a bulk send's subject is on its log).
    { name: 'subject', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'claimed',
      options: DELIVERY_STATUSES.map((value) => ({ label: DELIVERY_STATUS_LABELS[value], value })),
    },
    // The provider's reason for a bounce, complaint or failure.
    { name: 'statusDetail', label: 'Status detail', type: 'text' },
    { name: 'statusAt', label: 'Status changed at', type: 'date', admin: { ...STAFF_DATE_ADMIN } },
    // Messages claimed together are retried together, with the same idempotency key.
    { name: 'batchKey', label: 'Batch key', type: 'text', index: true },
    { name: 'providerId', label: 'Provider’s message ID', type: 'text' },
    { name: 'error', type: 'text' },
  ],
}
