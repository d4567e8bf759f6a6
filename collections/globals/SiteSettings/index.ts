import type { Field, GlobalConfig } from 'payload'

import { anyone, fieldIsAdmin, isContentStaff } from '@/platform/access'
import { linkFields, revalidateEverything, validateLinkUrl } from '@/site'
import { RETENTION_DEFAULTS } from '@/privacy'
import { INVALID_PHONE_MESSAGE } from '@/platform/forms/form-texts'
import { phoneSchema } from '@/platform/forms/phone-schema'
import { forgetCachedReadsHook } from '@/platform/cache/read-cache'

import { announceRouteChanges, auditSettingsChange, refuseRouteChangesByNonAdmins } from '@/settings'
const retentionDays = (name: keyof typeof RETENTION_DEFAULTS, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  defaultValue: RETENTION_DEFAULTS[name],
  min: 1,
  max: 3650,
  ...(description ? { admin: { description } } : {}),
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isContentStaff, readVersions: isContentStaff },
  hooks: {
    beforeOperation: [refuseRouteChangesByNonAdmins],
    afterChange: [forgetCachedReadsHook, revalidateEverything, auditSettingsChange, announceRouteChanges],
  },
  fields: [
    { name: 'churchName', label: 'Church name', type: 'text', required: true },
    {
      name: 'featuredEventNotice',
      label: 'Featured event notice',
      type: 'ui',
      admin: { components: { Field: '/src/events/admin/FeaturedEventField.tsx#FeaturedEventField' } },
    },
    {
      name: 'featuredEvent',
      label: 'Featured event',
      type: 'relationship',
      relationTo: 'events',
      admin: { description: 'The event the home page banner and registration form, and /outreach-event, show.' },
    },
    { name: 'venueAddress', label: 'Venue address', type: 'textarea', required: true },
    {
      name: 'serviceTimes',
      label: 'Service times',
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
    {
      name: 'chatUrl',
      label: 'Chat link (e.g. WhatsApp or KingsChat)',
      type: 'text',
      validate: (value: unknown) => validateLinkUrl(value),
    },
    {
      name: 'enquiriesEmail',
      label: 'Enquiries e-mail',
      type: 'email',
      required: true,
      // Prayer requests, visits and applications are e-mailed here: who receives them is an admin's decision.
      access: { update: fieldIsAdmin },
      admin: {
        description:
          'Receives every prayer request, planned visit, foundation school application and cancelled registration, with the person’s details. Only an admin can change it; all admins are e-mailed when it changes.',
      },
    },
    {
      name: 'websiteUrl',
      label: 'Website address',
      type: 'text',
      validate: (value: unknown) => validateLinkUrl(value),
    },
    {
      name: 'liveStreamUrl',
      label: 'YouTube live URL',
      type: 'text',
      validate: (value: unknown) => validateLinkUrl(value),
    },
    {
      name: 'socialLinks',
      label: 'Social links',
      type: 'array',
      fields: [
        {
          name: 'platform',
          type: 'select',
          required: true,
          options: ['youtube', 'instagram', 'facebook', 'tiktok', 'kingschat', 'whatsapp', 'other'],
        },
        ...linkFields(),
      ],
    },
    { name: 'privacyNote', label: 'Privacy note', type: 'textarea' },
    {
      name: 'givingUrl',
      label: 'Online giving address',
      type: 'text',
      validate: (value: unknown) => validateLinkUrl(value),
    },
    {
      name: 'retention',
      label: 'Data retention',
      type: 'group',
      // Public settings are readable by visitors; these are for admins only.
      access: { read: fieldIsAdmin, update: fieldIsAdmin },
      fields: [
        retentionDays(
          'prayerRequestDays',
          'Delete prayer requests after (days)',
          'Prayer requests older than this are deleted every night.',
        ),
        retentionDays(
          'formSubmissionDays',
          'Delete foundation school and visit forms after (days)',
          'Applications and planned visits older than this are deleted every night.',
        ),
        retentionDays(
          'registrationDaysAfterEvent',
          'Anonymise registrations this many days after the event ends',
          'Names, contact details, notes and tags are removed; the days chosen and check-ins stay for the counts.',
        ),
        retentionDays('outboxDays', 'Delete outbox e-mails and SMS after (days)'),
        retentionDays('logDays', 'Delete messaging and webhook logs after (days)'),
      ],
    },
    {
      name: 'bankDetails',
      label: 'Bank details',
      type: 'group',
      fields: [
        { name: 'accountName', label: 'Account name', type: 'text' },
        { name: 'sortCode', label: 'Sort code', type: 'text' },
        { name: 'accountNumber', label: 'Account number', type: 'text' },
      ],
    },
  ],
}
