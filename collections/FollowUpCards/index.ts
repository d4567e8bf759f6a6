import type { CollectionConfig } from 'payload'

import { FOLLOW_UP_RULE_LABELS, FOLLOW_UP_RULES, FOLLOW_UP_STATUSES } from '@/follow-ups/shared'
import { followUpCardEndpoints } from '@/follow-ups'
import { fieldIsAdmin, fieldNobody, isAdmin } from '@/platform/access'

/** Changed only by working the card (its endpoints), so the history tells the whole story. */
const serverOwned = { create: fieldNobody, update: fieldNobody, read: fieldIsAdmin }
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * One person on one follow-up list: the step they are at, who follows them up and by when. Personal
 * data: admins only, over every API (README, "Following up newcomers").
 */
export const FollowUpCards: CollectionConfig = {
  slug: 'follow-up-cards',
  labels: { singular: 'Follow-up card', plural: 'Follow-up cards' },
  admin: { defaultColumns: ['person', 'list', 'step', 'assignee', 'dueAt', 'status'], group: 'People' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'dueAt',
  // The open cards of a person on a list (the rules' check) and a staff member's open cards by due date.
  indexes: [{ fields: ['list', 'person'] }, { fields: ['assignee', 'status', 'dueAt'] }],
  endpoints: followUpCardEndpoints,
  fields: [
    { name: 'list', type: 'relationship', relationTo: 'follow-up-lists', required: true, index: true },
    { name: 'person', type: 'relationship', relationTo: 'people', required: true, index: true },
    {
      name: 'step',
      label: 'Step (from 0)',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      access: serverOwned,
      admin: { readOnly: true },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { equals: 'admin' } },
      admin: { position: 'sidebar' },
    },
    { name: 'dueAt', label: 'Due', type: 'date', index: true, admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: FOLLOW_UP_STATUSES.map((value) => ({ value, label: capitalise(value) })),
      access: serverOwned,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'snoozedUntil',
      label: 'Snoozed until',
      type: 'date',
      access: serverOwned,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'removalReason',
      label: 'Removed because',
      type: 'textarea',
      maxLength: 1000,
      access: serverOwned,
      admin: { readOnly: true },
    },
    {
      name: 'rule',
      label: 'Added by the rule',
      type: 'select',
      options: FOLLOW_UP_RULES.map((value) => ({ value, label: FOLLOW_UP_RULE_LABELS[value] })),
      access: serverOwned,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'completedAt', label: 'Completed', type: 'date', index: true, access: serverOwned },
    {
      name: 'history',
      type: 'array',
      access: serverOwned,
      admin: { readOnly: true },
      fields: [
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        {
          name: 'action',
          type: 'select',
          required: true,
          options: [
            { value: 'tick', label: 'Step done' },
            { value: 'snooze', label: 'Snoozed' },
            { value: 'remove', label: 'Removed' },
          ],
        },
        { name: 'fromStep', label: 'From step', type: 'number' },
        { name: 'toStep', label: 'To step (none: completed)', type: 'number' },
        { name: 'note', type: 'text', maxLength: 1000 },
      ],
    },
  ],
  timestamps: true,
}
