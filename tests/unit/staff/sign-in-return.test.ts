import { describe, expect, it } from 'vitest'

import { signInStepFor, signOutDestination, viewAddress } from '@/staff/rules/sign-in-return'

describe('returning to the exact address after sign-in', () => {
  it('keeps every query parameter of the view, repeated ones included', () => {
    expect(viewAddress('/admin/checkin', { code: 'ABCD2345', event: '4', session: undefined })).toBe(
      '/admin/checkin?code=ABCD2345&event=4',
    )
    expect(viewAddress('/admin/registrations', { tag: ['a', 'b'] })).toBe('/admin/registrations?tag=a&tag=b')
    expect(viewAddress('/admin/checkin', undefined)).toBe('/admin/checkin')
  })

  it('sends someone signed out to sign in, and a session owing its code to the code, each with the address to come back to', () => {
    expect(signInStepFor('/admin/checkin?code=ABCD2345', { isSignedIn: false, owesSecondFactor: false })).toBe(
      '/admin/login?redirect=%2Fadmin%2Fcheckin%3Fcode%3DABCD2345',
    )
    expect(signInStepFor('/admin/checkin?code=ABCD2345', { isSignedIn: true, owesSecondFactor: true })).toBe(
      '/admin/two-factor?redirect=%2Fadmin%2Fcheckin%3Fcode%3DABCD2345',
    )
    expect(signInStepFor('/admin/checkin', { isSignedIn: true, owesSecondFactor: false })).toBeNull()
  })
})

describe('signing out', () => {
  it('returns the door to the sign-in screen: a volunteer anywhere, anyone from the check-in desk', () => {
    expect(signOutDestination('volunteer', '/admin/two-factor')).toBe('/admin/login')
    expect(signOutDestination('admin', '/admin/checkin')).toBe('/admin/login')
  })

  it('returns everyone else to the public site with its "Signed Out" notice', () => {
    expect(signOutDestination('admin', '/admin')).toBe('/?signedOut=1')
    expect(signOutDestination('editor', '/admin/checkins-report')).toBe('/?signedOut=1')
    expect(signOutDestination(null, '/admin')).toBe('/?signedOut=1')
  })
})
