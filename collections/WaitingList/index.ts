import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { fieldNobody, isAdmin, nobody } from '@/platform/access'
import { waitingListEndpoints } from '@/places'

const serverOwned = { create: fieldNobody, update: fieldNobody }

const SESSION_TITLE_CELL = '/src/events/admin/SessionTitleCell.tsx#SessionTitleCell'

/**
 * One person waiting for one session of an event, in arrival order (the id), and what became of it:
 * offered a freed place, accepted, declined, let lapse, or taken off by staff. Written only by the
 * waiting list's own code under the event's place lock (src/places/), so the order and
 * the count of places held are never raced. Names and contact details stay on the registration.
 */
export const WaitingList: CollectionConfig = {
  slug: 'waiting-list',
  labels: { singular: 'Waiting list entry', plural: 'Waiting list' },
  admin: {
    group: 'Events',
    defaultColumns: ['registration', 'event', 'sessionKey', 'status', 'offerExpiresAt', 'createdAt'],
    description:
      'Who waits for a full session, in order. Places that free up are offered automatically; to give someone a place by hand, open their entry.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: 'id',
  endpoints: waitingListEndpoints,
  indexes: [{ fields: ['event', 'sessionKey', 'status'] }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: serverOwned },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'registrations',
      required: true,
      index: true,
      access: serverOwned,
    },
    {
      name: 'sessionKey',
      label: 'Session',
      type: 'text',
      required: true,
      maxLength: 40,
      access: serverOwned,
      admin: { components: { Cell: SESSION_TITLE_CELL } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      access: serverOwned,
      options: [
        { value: 'waiting', label: 'Waiting' },
        { value: 'offered', label: 'Offered a place' },
        { value: 'accepted', label: 'Accepted' },
        { value: 'declined', label: 'Declined' },
        { value: 'expired', label: 'Offer lapsed' },
        { value: 'removed', label: 'Taken off the list' },
      ],
    },
    {
      name: 'offeredAt',
      label: 'Offered at',
      type: 'date',
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN },
    },
    {
      name: 'offerExpiresAt',
      label: 'Offer lapses at',
      type: 'date',
      index: true,
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN },
    },
    // Only a hash of the link's token is kept; nobody reads it back.
    {
      name: 'offerTokenHash',
      label: 'Offer link (hashed)',
      type: 'text',
      index: true,
      access: { create: fieldNobody, update: fieldNobody, read: fieldNobody },
      admin: { hidden: true },
    },
    {
      name: 'resolvedAt',
      label: 'Settled at',
      type: 'date',
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN },
    },
    {
      name: 'moveByHand',
      label: 'Give the place now',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/places/admin/WaitingEntryField.tsx#WaitingEntryField' },
      },
    },
  ],
  timestamps: true,
}
