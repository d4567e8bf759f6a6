import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access'

import { MESSAGE_PURPOSES } from '@/messaging'

export const MessageTemplates: CollectionConfig = {
  slug: 'message-templates',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'isDefault'], group: 'Messaging' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'email',
      options: [
        { label: 'Email', value: 'email' },
        { label: 'SMS', value: 'sms' },
      ],
    },
    {
      name: 'subject',
      type: 'text',
      maxLength: 200,
      admin: { condition: (data) => data?.type !== 'sms' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.type === 'email' && !(typeof value === 'string' && value.trim())
          ? 'Email subject is required.'
          : true,
    },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      admin: { description: 'Placeholders: [FirstName], [Email], [EventDate].' },
    },
    { name: 'isDefault', label: 'Default template', type: 'checkbox', defaultValue: false },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      defaultValue: 'marketing',
      options: MESSAGE_PURPOSES.map((value) => ({
        label: value === 'service' ? 'Service (about the event they registered for)' : 'Marketing (needs consent)',
        value,
      })),
      admin: { description: 'Marketing messages go only to people who consented on that channel.' },
    },
  ],
}
