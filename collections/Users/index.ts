import type { CollectionConfig } from 'payload'

import type { Field } from 'payload'

import { adminOrSelfRead, adminOrSelfUpdate, fieldIsAdmin, fieldNobody, isAdmin, isPanelStaff } from '@/platform/access'
import { roleOf } from '@/platform/access/roles'
import {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  auditSignIn,
  auditStaffChange,
  auditStaffDelete,
  capitalise,
  isStaffUsersListHidden,
  findResetTokenByHash,
  EMAIL_CHANGE_MESSAGES,
  announceEmailChange,
  forgotPasswordEndpoint,
  holdEmailChange,
  guardSignIn,
  makeFirstUserAdmin,
  passwordFieldAccess,
  prepareInvitation,
  refuseOthersPasswords,
  refuseSignInUntilAccepted,
  refuseWeakPasswords,
  requireCurrentPassword,
  sendInvitation,
  STAFF_INVITATION_MESSAGES,
  staffSessionStrategy,
  storeResetTokenHashed,
} from '@/staff'
import { ROLES } from '@/platform/access/roles-list'
import { env, isProduction } from '@/platform/env'
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'role', 'accountStatus'],
    group: 'Settings',
    hidden: ({ user }) => isStaffUsersListHidden(roleOf(user as never)),
  },
  auth: {
    // Payload's account lock, which wrong second-factor codes set. Wrong passwords never reach
    // Payload: guardSignIn refuses them first and limits them per client address.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: Math.round(env('STAFF_SESSION_HOURS') * 60 * 60),
    cookies: { secure: isProduction(), sameSite: 'Lax' },
    // Payload's JWT sign-in plus the second factor; see src/staff/two-factor/strategy.ts.
    strategies: [staffSessionStrategy],
  },
  // "Forgot password" is queued, so its answer takes as long whether or not the account exists.
  endpoints: [forgotPasswordEndpoint],
  access: {
    // Only staff with a role get into the admin panel at all; a kiosk device only into its own screen
    // (/admin/kiosk, a custom view), so Payload sends it away from every other one.
    admin: ({ req }) => isPanelStaff(req.user),
    create: isAdmin,
    read: adminOrSelfRead,
    update: adminOrSelfUpdate,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
  },
  hooks: {
    beforeOperation: [guardSignIn, findResetTokenByHash, refuseOthersPasswords, refuseWeakPasswords],
    beforeLogin: [refuseSignInUntilAccepted],
    beforeChange: [
      makeFirstUserAdmin,
      requireCurrentPassword,
      holdEmailChange,
      storeResetTokenHashed,
      prepareInvitation,
    ],
    afterChange: [auditStaffChange, sendInvitation, announceEmailChange],
    afterDelete: [auditStaffDelete],
    afterLogin: [auditSignIn],
  },
  fields: [
    { name: 'fullName', label: 'Full name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'role',
      type: 'select',
      options: ROLES.map((role) => ({ label: capitalise(role), value: role })),
      // An invitation without a role would let the person in to nothing: an admin inviting someone chooses one.
      // (Taking a role away later, or the seed and server code, may leave it empty.)
      // A kiosk account is made only with its device (Settings → Kiosk devices), never by giving a person the role.
      validate: (
        value: unknown,
        { operation, req, previousValue }: { operation?: string; req: { user?: unknown }; previousValue?: unknown },
      ) => {
        if (operation === 'create' && req.user && !value) return STAFF_INVITATION_MESSAGES.roleRequired
        // …and stays one: a tablet left signed in at the entrance must never become anything more.
        if (req.user && (value === 'kiosk') !== (previousValue === 'kiosk') && operation !== 'create')
          return STAFF_INVITATION_MESSAGES.kioskRole
        if (value === 'kiosk' && req.user && operation === 'create') return STAFF_INVITATION_MESSAGES.kioskRole
        return true
      },
      admin: {
        description:
          'Admin: everything. Editor: site content only. Volunteer: event check-in only. Kiosk: a self check-in device (made from Settings → Kiosk devices). No role: no access.',
      },
      // Nobody can promote themselves.
      access: { create: fieldIsAdmin, update: fieldIsAdmin },
    },
    {
      // Asked for, never stored: see requireCurrentPassword.
      name: 'currentPassword',
      label: 'Your current password',
      type: 'text',
      virtual: true,
      admin: {
        description: 'Needed only to change the e-mail address or the password.',
        // An account being created has no e-mail address or password to change yet.
        condition: (data) => Boolean(data?.id),
        components: { Field: '/src/staff/admin/CurrentPasswordField.tsx#CurrentPasswordField' },
      },
    },
    {
      name: 'twoFactorEnabled',
      label: 'Second factor on',
      type: 'checkbox',
      defaultValue: false,
      // Only the two-factor endpoints turn it on or off.
      access: { create: fieldNobody, update: fieldNobody },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'secondFactorActions',
      label: 'Second factor',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/staff/admin/SecondFactorField.tsx#SecondFactorField' } },
    },
    ...secondFactorStorage(),
    ...invitationFields(),
    ...emailChangeFields(),
  ],
}

/**
 * A new e-mail address waiting to be confirmed from a link e-mailed to it (src/staff/hooks/hold-email-change.ts):
 * the address (shown to the account's owner and admins, set by the server only), and the link's hash and expiry (never readable).
 */
function emailChangeFields(): Field[] {
  const locked = { hidden: true, access: { create: fieldNobody, read: fieldNobody, update: fieldNobody } } as const
  return [
    {
      name: 'pendingEmail',
      label: 'New e-mail address waiting for confirmation',
      type: 'email',
      access: { create: fieldNobody, update: fieldNobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: EMAIL_CHANGE_MESSAGES.description,
        condition: (data) => Boolean(data?.pendingEmail),
      },
    },
    { name: 'emailChangeTokenHash', label: 'Address confirmation link token (hashed)', type: 'text', ...locked },
    { name: 'emailChangeExpiresAt', label: 'Address confirmation link expires at', type: 'date', ...locked },
  ]
}

/**
 * Staff accounts by invitation (src/staff/invitations/): the account's status, the admin's
 * note and "send again" button, the link's hash and expiry (never readable), and who may set the
 * password (Payload's own field, overridden only for its access).
 */
function invitationFields(): Field[] {
  const locked = { hidden: true, access: { create: fieldNobody, read: fieldNobody, update: fieldNobody } } as const
  return [
    {
      name: 'accountStatus',
      label: 'Status',
      type: 'select',
      defaultValue: 'active',
      options: ACCOUNT_STATUSES.map((value) => ({ label: ACCOUNT_STATUS_LABELS[value], value })),
      // Set by the server only: invited when an admin creates the account, active once the invitation is accepted.
      access: { create: fieldNobody, update: fieldNobody },
      // A new account has no status until it is saved (and invited).
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.id) },
    },
    {
      name: 'invitation',
      label: 'Invitation',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/staff/admin/InvitationField.tsx#InvitationField' } },
    },
    { name: 'invitationTokenHash', label: 'Invitation link token (hashed)', type: 'text', ...locked },
    { name: 'invitationExpiresAt', label: 'Invitation link expires at', type: 'date', ...locked },
    // Virtual and hidden: the password is never stored or returned here (Payload keeps only its hash).
    { name: 'password', label: 'Password', type: 'text', virtual: true, hidden: true, access: passwordFieldAccess },
  ]
}

/**
 * Where the second factor is kept: hidden from every API response and from the signed-in user
 * object, written only by src/staff/two-factor/second-factor-store.ts. The secrets are sealed (AES-GCM).
 */
function secondFactorStorage(): Field[] {
  const locked = { hidden: true, access: { create: fieldNobody, read: fieldNobody, update: fieldNobody } } as const
  return [
    { name: 'twoFactorSecret', label: 'Second factor secret', type: 'text', ...locked },
    { name: 'twoFactorPendingSecret', label: 'Second factor secret being set up', type: 'text', ...locked },
    // The last 30-second step whose code was accepted: no code from it or before it works again.
    { name: 'twoFactorLastStep', label: 'Last code used', type: 'number', ...locked },
    // Wrong codes since the last right one; a correct password does not reset it.
    { name: 'twoFactorFailures', label: 'Wrong codes in a row', type: 'number', defaultValue: 0, ...locked },
    // The sessions (Payload's `sid`s) that have entered a code.
    { name: 'twoFactorSessions', label: 'Sessions past the second factor', type: 'json', ...locked },
    // The e-mailed one-time link to set up a second factor when one is required: its token's hash and expiry.
    { name: 'twoFactorEnrolmentTokenHash', label: 'Set-up link token (hashed)', type: 'text', ...locked },
    { name: 'twoFactorEnrolmentExpiresAt', label: 'Set-up link expires at', type: 'date', ...locked },
  ]
}
