import { describe, expect, it } from 'vitest'

import {
  capitalise,
  isActiveLink,
  isStaffUsersListHidden,
  staffNavLinks,
  staffViewAccess,
} from '@/staff/rules/admin-nav'

describe('the staff navigation', () => {
  it('lists the views in navigation order, as far as the role may open them', () => {
    expect(staffNavLinks('admin').map((link) => link.href)).toEqual([
      '/admin',
      '/admin/registrations',
      '/admin/checkin',
      '/admin/my-follow-ups',
      '/admin/messaging',
      '/admin/segments',
      '/admin/reports',
      '/admin/settings',
      '/admin/privacy',
      '/admin/duplicates',
    ])
    expect(staffNavLinks('volunteer')).toEqual([{ label: 'Check-In', href: '/admin/checkin' }])
    expect(staffNavLinks('editor').map((link) => link.label)).toEqual(['Overview', 'My account'])
    expect(staffNavLinks(null)).toEqual([])
  })

  it('gives an editor "My account" instead of the staff users list, which reaches only their own account', () => {
    expect(staffNavLinks('editor')).toContainEqual({ label: 'My account', href: '/admin/account' })
    expect(isStaffUsersListHidden('editor')).toBe(true)
    expect(isStaffUsersListHidden('admin')).toBe(false)
  })

  it("opens a person's page and the comparison of two people to admins only, without listing them", () => {
    expect(staffViewAccess('/admin/person', 'admin')).toEqual({ kind: 'open', role: 'admin' })
    expect(staffViewAccess('/admin/compare-people', 'admin')).toEqual({ kind: 'open', role: 'admin' })
    expect(staffViewAccess('/admin/person', 'volunteer')).toEqual({ kind: 'redirect', to: '/admin/checkin' })
    expect(staffViewAccess('/admin/person', 'editor')).toEqual({ kind: 'redirect', to: '/admin' })
    expect(staffNavLinks('admin').map((link) => link.href)).not.toContain('/admin/person')
  })

  it('opens a staff view to the roles the table names for it', () => {
    expect(staffViewAccess('/admin/messaging', 'admin')).toEqual({ kind: 'open', role: 'admin' })
    expect(staffViewAccess('/admin/checkin', 'volunteer')).toEqual({ kind: 'open', role: 'volunteer' })
    expect(staffViewAccess('/admin', 'editor')).toEqual({ kind: 'open', role: 'editor' })
  })

  it('sends any other role to its own first view', () => {
    expect(staffViewAccess('/admin/registrations', 'volunteer')).toEqual({ kind: 'redirect', to: '/admin/checkin' })
    expect(staffViewAccess('/admin', 'volunteer')).toEqual({ kind: 'redirect', to: '/admin/checkin' })
    expect(staffViewAccess('/admin/settings', 'editor')).toEqual({ kind: 'redirect', to: '/admin' })
    expect(staffViewAccess('/admin/checkin', 'editor')).toEqual({ kind: 'redirect', to: '/admin' })
    // Following people up and the reports are about people: admins only.
    expect(staffViewAccess('/admin/my-follow-ups', 'volunteer')).toEqual({ kind: 'redirect', to: '/admin/checkin' })
    expect(staffViewAccess('/admin/reports', 'editor')).toEqual({ kind: 'redirect', to: '/admin' })
  })

  it('sends a user without a staff role to the admin home, which denies them', () => {
    expect(staffViewAccess('/admin/privacy', null)).toEqual({ kind: 'redirect', to: '/admin' })
    expect(staffViewAccess('/admin', null)).toEqual({ kind: 'denied' })
  })

  it('marks the current view, the overview only at /admin itself', () => {
    expect(isActiveLink('/admin', '/admin')).toBe(true)
    expect(isActiveLink('/admin', '/admin/checkin')).toBe(false)
    expect(isActiveLink('/admin/checkin', '/admin/checkin')).toBe(true)
    expect(isActiveLink('/admin/registrations', '/admin/registrationsx')).toBe(false)
  })

  it('capitalises the role under the name', () => {
    expect(capitalise('volunteer')).toBe('Volunteer')
    expect(capitalise('')).toBe('')
  })
})
