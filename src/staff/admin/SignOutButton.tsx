'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useState } from 'react'

import { signOutDestination } from '../rules/sign-in-return'

const SIGN_OUT_FAILED = 'Failed to sign out. Please try again.'

/** Signs out and returns to the public site, which confirms with a "Signed Out" notice, or at the door to the sign-in screen. */
export function SignOutButton() {
  const { user } = useAuth()
  const [isBusy, setIsBusy] = useState(false)
  const signOut = async () => {
    setIsBusy(true)
    try {
      const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      window.location.assign(
        signOutDestination((user as { role?: string | null } | null)?.role, window.location.pathname),
      )
    } catch {
      toast.error(SIGN_OUT_FAILED)
      setIsBusy(false)
    }
  }
  return (
    <button type="button" className="staff-sign-out" onClick={signOut} disabled={isBusy}>
      {isBusy ? 'Signing out…' : 'Sign Out'}
    </button>
  )
}
