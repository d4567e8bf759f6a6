import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { personField } from '@/people'

import { fieldHasRole, fieldIsAdmin, fieldNobody, hasRole, isAdmin } from '@/platform/access'
import { trimToNullField } from '@/site'

import { checkinListEndpoint, deleteCheckins, walkInEndpoint } from '@/checkins'
import {
  checkSessionChoice,
  deriveConsent,
  deriveServerFields,
  exportEndpoint,
  manageEndpoint,
  normaliseEmailField,
  normaliseNameField,
  queueRegistrationWebhook,
  registerEndpoint,
  statsEndpoint,
  syncConsentOfSameAddress,
  verifyEndpoint,
} from '@/registrations'
import { queueFreedPlaceOffers, queueOffersAfterDelete } from '@/places'
import { markPaidEndpoint, registrationPaymentFields } from '@/payments'
/** Visitors may submit these; nobody outside the admin and check-in staff can read them back. */
const readableByEventStaff = { read: fieldHasRole('admin', 'volunteer') }
/**
 * Contact details and consent: admins only. At the door a name and the check-in code are enough; the
 * door's list gives volunteers a masked phone to tell two people apart, never the number itself.
 */
const readableByAdmins = { read: fieldIsAdmin }
/** Set by the server (hooks, trusted endpoints) only, whatever a request body says. */
const serverOwned = { create: fieldNobody, update: fieldNobody, read: fieldHasRole('admin', 'volunteer') }
const serverOwnedAdminRead = { ...serverOwned, read: fieldIsAdmin }
const adminOnly = { create: fieldIsAdmin, update: fieldIsAdmin, read: fieldIsAdmin }

export const Registrations: CollectionConfig = {
  slug: 'registrations',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'event', 'attendanceChoice', 'consentGdpr', 'createdAt'],
    group: 'Events',
  },
  access: {
    // Visitors register through the event form's endpoint only, which writes past access what it has checked.
    create: isAdmin,
    read: hasRole('admin', 'volunteer'),
    update: hasRole('admin', 'volunteer'),
    delete: isAdmin,
    readVersions: isAdmin,
  },
  defaultSort: '-createdAt',
  endpoints: [
    registerEndpoint,
    verifyEndpoint,
    manageEndpoint,
    exportEndpoint,
    statsEndpoint,
    checkinListEndpoint,
    walkInEndpoint,
    markPaidEndpoint,
  ],
  hooks: {
    beforeChange: [checkSessionChoice, deriveServerFields, deriveConsent],
    afterChange: [queueRegistrationWebhook, syncConsentOfSameAddress, queueFreedPlaceOffers],
    beforeDelete: [deleteCheckins],
    afterDelete: [queueOffersAfterDelete],
  },
  fields: [
    personField,
    {
      // Chosen by the page the person registered on; a registration never moves to another event.
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      access: { read: fieldHasRole('admin', 'volunteer'), update: fieldNobody },
      admin: { position: 'sidebar' },
    },
    {
      name: 'fullName',
      label: 'Full name',
      type: 'text',
      required: true,
      maxLength: 200,
      index: true,
      access: { ...readableByEventStaff, update: fieldIsAdmin },
      hooks: { beforeValidate: [normaliseNameField] },
    },
    {
      // Required on the public form; a walk-in registered at the door may give none.
      name: 'email',
      type: 'email',
      index: true,
      access: { ...readableByAdmins, update: fieldIsAdmin },
      hooks: { beforeValidate: [normaliseEmailField] },
    },
    {
      name: 'phone',
      type: 'text',
      maxLength: 40,
      access: { ...readableByAdmins, update: fieldIsAdmin },
      hooks: { beforeValidate: [trimToNullField] },
    },
    {
      // The event's session keys, plus its all-sessions marker when every session is chosen.
      name: 'attendanceChoice',
      label: 'Sessions chosen',
      type: 'text',
      hasMany: true,
      // Empty while the person only waits for a place (checkSessionChoice allows it then alone).
      maxRows: 21,
      access: { ...readableByEventStaff, update: fieldIsAdmin },
    },
    {
      type: 'collapsible',
      label: 'Consent to be contacted',
      fields: [
        {
          name: 'consentEmail',
          label: 'E-mail consent',
          type: 'checkbox',
          defaultValue: false,
          access: { ...readableByAdmins, update: fieldIsAdmin },
        },
        {
          name: 'consentSms',
          label: 'SMS consent',
          type: 'checkbox',
          defaultValue: false,
          access: { ...readableByAdmins, update: fieldIsAdmin },
        },
        {
          name: 'emailSuppressed',
          label: 'Unsubscribed from all messages (address on the suppression list)',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: serverOwnedAdminRead,
          admin: { readOnly: true },
        },
        {
          name: 'consentGdpr',
          label: 'Consented (any channel)',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: serverOwnedAdminRead,
          admin: { readOnly: true },
        },
        {
          name: 'consentRecordedAt',
          label: 'Consent recorded at',
          type: 'date',
          access: serverOwnedAdminRead,
          admin: { readOnly: true, ...STAFF_DATE_ADMIN },
        },
        {
          name: 'consentWording',
          label: 'Consent wording',
          type: 'textarea',
          access: { ...serverOwnedAdminRead, create: fieldIsAdmin },
          admin: { readOnly: true },
        },
        {
          name: 'consentSource',
          label: 'Consent given through',
          type: 'text',
          access: { ...serverOwnedAdminRead, create: fieldIsAdmin },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Place and waiting list',
      fields: [
        {
          // Kept by the waiting list's own code, under the event's place lock: "waiting" while the
          // person waits for a session, "offered" while a freed place is held for them to accept.
          name: 'placeStatus',
          label: 'Place',
          type: 'select',
          defaultValue: 'confirmed',
          index: true,
          options: [
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'waiting', label: 'On the waiting list' },
            { value: 'offered', label: 'Offered a place' },
          ],
          access: serverOwned,
          admin: {
            readOnly: true,
            description: 'The sessions above are the places held. Sessions waited for are on the waiting list.',
          },
        },
        {
          // "|day-2|": the sessions this person is on the waiting list for (waiting or offered), kept
          // with placeStatus so audiences and filters need no join ("|" is none).
          name: 'waitingSessions',
          label: 'On the waiting list for sessions',
          type: 'text',
          defaultValue: '|',
          access: serverOwned,
          admin: { hidden: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Group',
      admin: { condition: (data) => Boolean(data?.groupBooker || data?.isChild) },
      fields: [
        {
          // The person who booked this one along with themselves: the group's contact, who manages it.
          name: 'groupBooker',
          label: 'Booked by',
          type: 'relationship',
          relationTo: 'registrations',
          index: true,
          access: serverOwned,
          admin: { readOnly: true },
        },
        {
          name: 'isChild',
          label: 'A child',
          type: 'checkbox',
          defaultValue: false,
          access: { ...readableByEventStaff, update: fieldIsAdmin },
        },
      ],
    },
    {
      // The event's own questions, with the wording the person saw. Sensitive answers are kept apart.
      name: 'answers',
      label: 'Answers',
      type: 'json',
      access: { ...readableByEventStaff, update: fieldIsAdmin },
      admin: {
        components: { Field: '/src/registrations/admin/RegistrationAnswersField.tsx#RegistrationAnswersField' },
      },
    },
    {
      // Health, access or medical dietary needs: admins only, over every API, never in a webhook or a notification.
      name: 'sensitiveAnswers',
      label: 'Sensitive answers',
      type: 'json',
      access: adminOnly,
      admin: {
        components: { Field: '/src/registrations/admin/RegistrationAnswersField.tsx#RegistrationAnswersField' },
      },
    },
    {
      // "|online|super-sunday|": the sessions this person was checked in at, kept by the check-in
      // records' hooks so the list and audience filters need no join ("|" is none, never null).
      name: 'checkedInSessions',
      label: 'Checked in at sessions',
      type: 'text',
      defaultValue: '|',
      access: serverOwned,
      admin: { hidden: true },
    },
    {
      name: 'checkinCode',
      label: 'Check-in code',
      type: 'text',
      unique: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'In the confirmation e-mail, as text and QR code.' },
    },
    // One registration per person: the same name and e-mail registering again updates it.
    {
      name: 'identityKey',
      label: 'Identity key',
      type: 'text',
      unique: true,
      access: { create: fieldNobody, update: fieldNobody, read: fieldIsAdmin },
      admin: { hidden: true },
    },
    { name: 'tags', type: 'text', hasMany: true, maxRows: 50, access: adminOnly },
    { name: 'notes', type: 'textarea', maxLength: 5000, access: adminOnly },
    {
      name: 'anonymisedAt',
      label: 'Anonymised (retention)',
      type: 'date',
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', ...STAFF_DATE_ADMIN },
    },
    {
      name: 'cancelledAt',
      label: 'Cancelled by the person',
      type: 'date',
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', ...STAFF_DATE_ADMIN },
    },
    {
      type: 'collapsible',
      label: 'E-mail verification',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'emailVerifiedAt',
          label: 'E-mail verified at',
          type: 'date',
          access: serverOwnedAdminRead,
          admin: { readOnly: true },
        },
        // Only a hash of the token is kept; nobody reads it back, staff included.
        {
          name: 'verificationTokenHash',
          label: 'Verification token (hashed)',
          type: 'text',
          index: true,
          access: { create: fieldNobody, update: fieldNobody, read: fieldNobody },
          admin: { hidden: true },
        },
        {
          name: 'verificationTokenExpiresAt',
          label: 'Verification token expires at',
          type: 'date',
          access: { create: fieldNobody, update: fieldNobody, read: fieldNobody },
          admin: { hidden: true },
        },
        // The private "manage my registration" link from the latest confirmation e-mail, hashed.
        {
          name: 'manageTokenHash',
          label: 'Manage link token (hashed)',
          type: 'text',
          index: true,
          access: { create: fieldNobody, update: fieldNobody, read: fieldNobody },
          admin: { hidden: true },
        },
      ],
    },
    {
      // Every message sent to this person with its delivery status; the component shows it to admins only.
      name: 'messagesSent',
      label: 'Messages sent',
      type: 'ui',
      admin: { components: { Field: '/src/messaging/admin/RegistrationMessagesField.tsx#RegistrationMessagesField' } },
    },
    ...registrationPaymentFields,
  ],
  timestamps: true,
}
