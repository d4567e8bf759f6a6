'use client'

import { useEffect, useState } from 'react'

/** Ends the session of a user who may not be here, then offers the sign-in screen again. */
export function SignOutOnArrival() {
  const [isSignedOut, setIsSignedOut] = useState(false)
  useEffect(() => {
    fetch('/api/users/logout', { method: 'POST', credentials: 'include' })
      .catch(() => undefined)
      .finally(() => setIsSignedOut(true))
  }, [])
  return isSignedOut ? (
    <p data-testid="signed-out">
      You have been signed out. <a href="/admin/login">Sign in with another account</a>
    </p>
  ) : (
    <p className="staff-muted">Signing you out…</p>
  )
}
