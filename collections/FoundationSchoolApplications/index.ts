import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { isAdmin, nobody } from '@/platform/access'
import { followUpFields } from '@/site'
import { BEST_TIMES, foundationSchoolSchema, PREFERRED_CLASSES, publicFormEndpoint } from '@/contact-forms'
export const FoundationSchoolApplications: CollectionConfig = {
  slug: 'foundation-school-applications',
  labels: { singular: 'Foundation school application', plural: 'Foundation school applications' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'preferredClass', 'status', 'createdAt'],
    group: 'Enquiries',
  },
  // Visitors apply only through the form endpoint (rate limit, honeypot, validation); nobody creates over the API.
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [
    publicFormEndpoint({
      form: 'foundation-school',
      collection: 'foundation-school-applications',
      schema: foundationSchoolSchema,
    }),
  ],
  fields: [
    personField,
    { name: 'fullName', label: 'Full name', type: 'text', required: true, maxLength: 200 },
    { name: 'mobile', type: 'text', required: true, maxLength: 30 },
    { name: 'email', type: 'email', required: true },
    {
      name: 'preferredClass',
      label: 'Preferred class',
      type: 'select',
      required: true,
      options: PREFERRED_CLASSES.map((v) => ({ value: v, label: v === 'in-person' ? 'In person' : 'Online' })),
    },
    {
      name: 'bestTime',
      label: 'Best time to call',
      type: 'select',
      required: true,
      options: BEST_TIMES.map((v) => ({ value: v, label: v.toUpperCase() })),
    },
    { name: 'questions', type: 'textarea', maxLength: 2000 },
    ...followUpFields,
  ],
}
