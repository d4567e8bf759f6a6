import { describe, expect, it } from 'vitest'

import { capitalise, isActiveLink, staffNavLinks } from '@/lib/admin-nav'

describe('the staff navigation', () => {
  it('lists the views in the SPEC order, as far as the role may open them', () => {
    expect(staffNavLinks('admin').map((link) => link.href)).toEqual(['/admin', '/admin/registrations', '/admin/checkin', '/admin/messaging', '/admin/segments', '/admin/settings', '/admin/privacy'])
    expect(staffNavLinks('volunteer')).toEqual([{ label: 'Check-In', href: '/admin/checkin' }])
    expect(staffNavLinks('editor').map((link) => link.label)).toEqual(['Overview'])
    expect(staffNavLinks(null)).toEqual([])
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
