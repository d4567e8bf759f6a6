import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/platform/access'
import { trimField, trimToNullField } from '@/site'

import { auditSegmentChange, auditSegmentDelete, checkSegmentSession, segmentCountsEndpoint } from '@/messaging'
export const Segments: CollectionConfig = {
  slug: 'segments',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'description', 'createdAt'], group: 'Messaging' },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, readVersions: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [segmentCountsEndpoint],
  hooks: { beforeChange: [checkSegmentSession], afterChange: [auditSegmentChange], afterDelete: [auditSegmentDelete] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 120,
      hooks: { beforeValidate: [trimField] },
      validate: (value: unknown) => (typeof value === 'string' && value.trim() ? true : 'Segment name is required.'),
    },
    { name: 'description', type: 'textarea', maxLength: 1000, hooks: { beforeValidate: [trimToNullField] } },
    {
      name: 'filters',
      type: 'group',
      fields: [
        {
          name: 'attendanceFilter',
          label: 'Attendance',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: ['all', 'online', 'in-person', 'both'],
        },
        {
          name: 'gdprFilter',
          label: 'Consent',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: ['all', 'consented', 'not-consented'],
        },
        {
          name: 'phoneFilter',
          label: 'Phone number',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: ['all', 'with-phone', 'without-phone'],
        },
        { name: 'tagFilter', label: 'Tag', type: 'text', maxLength: 100, hooks: { beforeValidate: [trimToNullField] } },
        // Limits the segment to one event (none: every event), and optionally to one of its sessions.
        { name: 'event', type: 'relationship', relationTo: 'events' },
        {
          name: 'sessionKey',
          label: 'Session',
          type: 'text',
          maxLength: 40,
          hooks: { beforeValidate: [trimToNullField] },
        },
        {
          name: 'sessionAttendance',
          label: 'Session attendance',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: ['all', 'checked-in', 'no-show'],
        },
      ],
    },
  ],
}
