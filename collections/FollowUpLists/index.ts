import type { CollectionConfig } from 'payload'

import { FOLLOW_UP_RULE_LABELS, FOLLOW_UP_RULES } from '@/follow-ups/shared'
import { isAdmin } from '@/platform/access'

/**
 * A follow-up list (Planning Center's "workflow"): the ordered steps staff take with each person on
 * it, and the automatic rules that put people on it. Admins manage them; nobody else reads them.
 */
export const FollowUpLists: CollectionConfig = {
  slug: 'follow-up-lists',
  labels: { singular: 'Follow-up list', plural: 'Follow-up lists' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'rules', 'assignee'], group: 'People' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [{ name: 'title', type: 'text', required: true, maxLength: 160 }],
    },
    {
      name: 'rules',
      label: 'Add a card automatically when',
      type: 'select',
      hasMany: true,
      options: FOLLOW_UP_RULES.map((value) => ({ value, label: FOLLOW_UP_RULE_LABELS[value] })),
    },
    {
      name: 'assignee',
      label: 'New cards go to',
      type: 'relationship',
      relationTo: 'users',
      // Only admins follow people up (README, "Following up newcomers").
      filterOptions: { role: { equals: 'admin' } },
      admin: { position: 'sidebar' },
    },
    {
      name: 'dueInDays',
      label: 'New cards are due after (days)',
      type: 'number',
      required: true,
      defaultValue: 7,
      min: 0,
      max: 365,
      admin: { position: 'sidebar' },
    },
  ],
}
