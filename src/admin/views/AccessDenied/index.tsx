import { ACCESS_DENIED } from '@/lib/admin-nav'

import { SignOutOnArrival } from './SignOutOnArrival'

/**
 * Replaces Payload's "unauthorized" screen: a signed-in user without a staff role is told so in
 * the SPEC's words and signed out (SPEC 6).
 */
export function AccessDenied() {
  return (
    <div style={{ padding: 'calc(var(--base) * 2)', maxWidth: 560 }}>
      <h1>Admin Dashboard</h1>
      <p role="alert">{ACCESS_DENIED}</p>
      <SignOutOnArrival />
    </div>
  )
}
