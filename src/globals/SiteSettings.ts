import type { GlobalConfig } from 'payload'

import { anyone, isContentStaff } from '@/access'
import { linkFields } from '@/fields/link'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentStaff, readVersions: isContentStaff },
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
    { name: 'phones', type: 'array', minRows: 1, fields: [{ name: 'number', type: 'text', required: true }] },
    { name: 'enquiriesEmail', type: 'email', required: true },
    { name: 'websiteUrl', type: 'text' },
    { name: 'liveStreamUrl', label: 'YouTube live URL', type: 'text' },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: ['youtube', 'instagram', 'facebook', 'tiktok', 'kingschat', 'whatsapp', 'other'] },
        ...linkFields(),
      ],
    },
    { name: 'privacyNote', type: 'textarea' },
    { name: 'givingUrl', type: 'text' },
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
