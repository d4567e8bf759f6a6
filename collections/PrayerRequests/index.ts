import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { followUpPrayerRequest } from '@/follow-ups'
import { isAdmin, nobody } from '@/platform/access'
import { followUpFields } from '@/site'
import { prayerRequestSchema, publicFormEndpoint } from '@/contact-forms'
import { recordPrayerConsent } from '@/consent'
/**
 * Pastoral and sensitive (they can hold health details): admins only, never exported with
 * registrations, and deleted after the retention period in Site settings.
 */
export const PrayerRequests: CollectionConfig = {
  slug: 'prayer-requests',
  admin: { useAsTitle: 'fullName', defaultColumns: ['fullName', 'status', 'createdAt'], group: 'Enquiries' },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { afterChange: [followUpPrayerRequest] },
  endpoints: [
    publicFormEndpoint({
      form: 'prayer-request',
      collection: 'prayer-requests',
      schema: prayerRequestSchema,
      afterStore: recordPrayerConsent,
    }),
  ],
  fields: [
    personField,
    { name: 'fullName', label: 'Full name', type: 'text', required: true, maxLength: 200 },
    { name: 'phone', type: 'text', required: true, maxLength: 30 },
    { name: 'email', type: 'email', required: true },
    { name: 'prayerRequest', label: 'Prayer request', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'consent',
      label: 'Consented to be contacted',
      type: 'checkbox',
      required: true,
      admin: { readOnly: true },
    },
    ...followUpFields,
  ],
}
