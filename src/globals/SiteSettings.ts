import type { GlobalConfig } from 'payload'

import { anyone, fieldIsAdmin, isContentStaff } from '@/access'

import { auditSettingsChange } from '@/server/audit-hooks'

import { revalidateEverything } from './hooks/revalidateEverything'
import { linkFields } from '@/fields/link'
import { validateLinkUrl } from '@/lib/links'
import { INVALID_PHONE_MESSAGE, phoneSchema } from '@/lib/schemas/registration'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentStaff, readVersions: isContentStaff },
  hooks: { afterChange: [revalidateEverything, auditSettingsChange] },
  fields: [
    { name: 'churchName', type: 'text', required: true },
    { name: 'venueAddress', type: 'textarea', required: true },
    {
      name: 'serviceTimes',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'time', type: 'text', required: true },
        { name: 'note', type: 'text' },
      ],
    },
    {
      name: 'phones',
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'number',
          type: 'text',
          required: true,
          validate: (value: unknown) => (phoneSchema.safeParse(value).success && value ? true : INVALID_PHONE_MESSAGE),
        },
        { name: 'inFooter', label: 'Show in the footer', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'chatUrl', label: 'Chat link (e.g. WhatsApp or KingsChat)', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    { name: 'enquiriesEmail', type: 'email', required: true },
    { name: 'websiteUrl', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    { name: 'liveStreamUrl', label: 'YouTube live URL', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: ['youtube', 'instagram', 'facebook', 'tiktok', 'kingschat', 'whatsapp', 'other'] },
        ...linkFields(),
      ],
    },
    { name: 'privacyNote', type: 'textarea' },
    { name: 'givingUrl', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    {
      name: 'retention',
      label: 'Data retention',
      type: 'group',
      // Public settings are readable by visitors; these are for admins only.
      access: { read: fieldIsAdmin, update: fieldIsAdmin },
      fields: [
        {
          name: 'prayerRequestDays',
          label: 'Delete prayer requests after (days)',
          type: 'number',
          defaultValue: 180,
          min: 1,
          max: 3650,
          admin: { description: 'Prayer requests older than this are deleted every night.' },
        },
      ],
    },
    {
      name: 'bankDetails',
      type: 'group',
      fields: [
        { name: 'accountName', type: 'text' },
        { name: 'sortCode', type: 'text' },
        { name: 'accountNumber', type: 'text' },
      ],
    },
  ],
}
