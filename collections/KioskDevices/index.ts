import type { CollectionConfig } from 'payload'

import { fieldNobody, isAdmin, nobody } from '@/platform/access'
import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'

import {
  checkKioskDeviceSession,
  issueKioskCodeEndpoint,
  kioskCheckInEndpoint,
  kioskLookupEndpoint,
  kioskSignInEndpoint,
  revokeKioskDeviceEndpoint,
} from '@/checkins'

const serverOwned = { create: fieldNobody, update: fieldNobody }
const locked = { hidden: true, access: { create: fieldNobody, read: fieldNobody, update: fieldNobody } } as const

/**
 * Self check-in tablets (README "Setting up a kiosk"). An admin names a device and its event (and a
 * session, or today's); the device page issues a one-time sign-in code, shown once and stored only
 * as its hash. Typing it at /admin/kiosk signs the tablet in as the device's own kiosk account,
 * which can do nothing but look people up and check them in there. Revoking ends its sessions.
 */
export const KioskDevices: CollectionConfig = {
  slug: 'kiosk-devices',
  labels: { singular: 'Kiosk device', plural: 'Kiosk devices' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'session', 'signedInAt', 'revokedAt'],
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: nobody, readVersions: nobody },
  endpoints: [
    issueKioskCodeEndpoint,
    revokeKioskDeviceEndpoint,
    kioskSignInEndpoint,
    kioskLookupEndpoint,
    kioskCheckInEndpoint,
  ],
  hooks: { beforeChange: [checkKioskDeviceSession] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'Say where it stands, e.g. "Front door tablet".' },
    },
    { name: 'event', type: 'relationship', relationTo: 'events', required: true },
    {
      name: 'session',
      type: 'text',
      maxLength: 40,
      admin: {
        description:
          "The key of the event's session to check people in at (shown on the event's Sessions tab); leave empty for today's session.",
      },
    },
    {
      name: 'actions',
      label: 'Sign-in code',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => Boolean(data?.id),
        components: { Field: '/src/checkins/admin/KioskDevices/KioskDeviceActions.tsx#KioskDeviceActions' },
      },
    },
    // The kiosk account the device signs in as: made with its first code, never a person's.
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'users',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'codeIssuedAt',
      label: 'Code issued at',
      type: 'date',
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN, readOnly: true, position: 'sidebar' },
    },
    {
      name: 'signedInAt',
      label: 'Signed in at',
      type: 'date',
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN, readOnly: true, position: 'sidebar' },
    },
    {
      name: 'revokedAt',
      label: 'Revoked at',
      type: 'date',
      access: serverOwned,
      admin: { ...STAFF_DATE_ADMIN, readOnly: true, position: 'sidebar' },
    },
    { name: 'codeHash', label: 'Sign-in code (hashed)', type: 'text', index: true, ...locked },
    { name: 'codeExpiresAt', label: 'Sign-in code expires at', type: 'date', ...locked },
  ],
  timestamps: true,
}
