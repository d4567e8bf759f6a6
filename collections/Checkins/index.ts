import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { fieldNobody, hasRole, nobody } from '@/platform/access'

import {
  auditCheckinCreated,
  checkinCreateAccess,
  auditCheckinDeleted,
  checkInEndpoint,
  checkInGroupEndpoint,
  checkOutEndpoint,
  labelEndpoint,
  doorKeyEndpoint,
  doorListEndpoint,
  doorListPdfEndpoint,
  doorSyncEndpoint,
  labelSheetPdfEndpoint,
  liveArrivalsEndpoint,
  lockBeforeDelete,
  stampCheckin,
} from '@/checkins'
import { followUpFirstCheckin } from '@/follow-ups'
const serverOwned = { create: fieldNobody, update: fieldNobody }

/**
 * One row per person per session they were let in at. Undoing a check-in deletes its row; both
 * are audited. Counts per session come from the (event, session) index.
 */
export const Checkins: CollectionConfig = {
  slug: 'checkins',
  labels: { singular: 'Check-in', plural: 'Check-ins' },
  admin: {
    group: 'Events',
    defaultColumns: ['registration', 'event', 'session', 'checkedInAt', 'method'],
    hidden: true,
  },
  access: {
    read: hasRole('admin', 'volunteer'),
    create: checkinCreateAccess,
    update: nobody,
    delete: hasRole('admin', 'volunteer'),
    readVersions: nobody,
  },
  indexes: [{ fields: ['registration', 'session'], unique: true }, { fields: ['event', 'session'] }],
  endpoints: [
    checkInEndpoint,
    checkInGroupEndpoint,
    doorKeyEndpoint,
    doorListEndpoint,
    doorListPdfEndpoint,
    doorSyncEndpoint,
    checkOutEndpoint,
    labelEndpoint,
    labelSheetPdfEndpoint,
    liveArrivalsEndpoint,
  ],
  hooks: {
    beforeChange: [stampCheckin],
    afterChange: [auditCheckinCreated, followUpFirstCheckin],
    beforeDelete: [lockBeforeDelete],
    afterDelete: [auditCheckinDeleted],
  },
  fields: [
    personField,
    { name: 'registration', type: 'relationship', relationTo: 'registrations', required: true, index: true },
    // Taken from the registration by the server, so a check-in always belongs to its person's event.
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, access: serverOwned },
    { name: 'session', type: 'text', required: true, maxLength: 40 },
    {
      name: 'checkedInAt',
      label: 'Checked in at',
      type: 'date',
      required: true,
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN },
    },
    { name: 'checkedInBy', label: 'Checked in by', type: 'relationship', relationTo: 'users', access: serverOwned },
    // A child let in at a children's session: the code on their label and their parent's receipt, new at every check-in.
    { name: 'securityCode', label: 'Security code', type: 'text', maxLength: 8, access: serverOwned },
    { name: 'checkedOutAt', label: 'Collected at', type: 'date', access: serverOwned, admin: { ...STAFF_DATE_ADMIN } },
    { name: 'checkedOutBy', label: 'Handed over by', type: 'relationship', relationTo: 'users', access: serverOwned },
    // Collected without the code, on an admin's word (audited).
    { name: 'checkoutOverride', label: 'Collected without the code', type: 'checkbox', access: serverOwned },
    {
      name: 'method',
      type: 'select',
      required: true,
      defaultValue: 'search',
      options: [
        { value: 'search', label: 'Found by search' },
        { value: 'qr', label: 'QR code' },
        { value: 'walk-in', label: 'Walk-in' },
      ],
    },
  ],
  timestamps: true,
}
