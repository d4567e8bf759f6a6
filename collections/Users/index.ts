import type { CollectionConfig } from 'payload'

import { adminOrSelfRead, adminOrSelfUpdate, fieldIsAdmin, isAdmin } from '@/access'
import { ROLES, roleOf } from '@/access/roles'
import { capitalise } from '@/lib/admin-nav'
import { isProduction } from '@/lib/environment'

import { auditSignIn, auditStaffChange, auditStaffDelete } from '@/server/audit-hooks'

import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'role'],
    group: 'Settings',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: isProduction(), sameSite: 'Lax' },
  },
  access: {
    // Only staff with a role get into the admin panel at all.
    admin: ({ req }) => roleOf(req.user) !== null,
    create: isAdmin,
    read: adminOrSelfRead,
    update: adminOrSelfUpdate,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
  },
  hooks: {
    beforeChange: [makeFirstUserAdmin],
    afterChange: [auditStaffChange],
    afterDelete: [auditStaffDelete],
    afterLogin: [auditSignIn],
  },
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: 200 },
    {
      name: 'role',
      type: 'select',
      options: ROLES.map((role) => ({ label: capitalise(role), value: role })),
      admin: {
        description:
          'Admin: everything. Editor: site content only. Volunteer: event check-in only. No role: no access.',
      },
      // Nobody can promote themselves.
      access: { create: fieldIsAdmin, update: fieldIsAdmin },
    },
  ],
}
