import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { followUpVisitPlan } from '@/follow-ups'
import { isAdmin, nobody } from '@/platform/access'
import { followUpFields } from '@/site'
import { GUEST_COUNTS, publicFormEndpoint, SERVICE_DATE_LABELS, SERVICE_DATES, visitPlanSchema } from '@/contact-forms'
export const VisitPlans: CollectionConfig = {
  slug: 'visit-plans',
  labels: { singular: 'Planned visit', plural: 'Planned visits' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'serviceDate', 'guestsCount', 'status', 'createdAt'],
    group: 'Enquiries',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { afterChange: [followUpVisitPlan] },
  endpoints: [publicFormEndpoint({ form: 'plan-visit', collection: 'visit-plans', schema: visitPlanSchema })],
  fields: [
    personField,
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    { name: 'mobile', type: 'text', required: true, maxLength: 30 },
    {
      name: 'serviceDate',
      label: 'Service date',
      type: 'select',
      required: true,
      options: SERVICE_DATES.map((v) => ({ value: v, label: SERVICE_DATE_LABELS[v] })),
    },
    {
      name: 'guestsCount',
      label: 'Guests',
      type: 'select',
      required: true,
      options: GUEST_COUNTS.map((v) => ({ value: v, label: v })),
    },
    ...followUpFields,
  ],
}
