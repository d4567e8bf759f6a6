import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { ACCESS_DENIED } from '../../rules/admin-nav'
import { TWO_FACTOR_PATH, secondFactorStateOf } from '@/platform/access/second-factor'
import { roleOf } from '@/platform/access/roles'

import { SignOutOnArrival } from './SignOutOnArrival'

/**
 * Replaces Payload's "unauthorized" screen: a signed-in user without a staff role is told they
 * are not authorized and signed out. Staff who still owe their second factor land here
 * after Payload's sign-in form, and are sent on to enter or set it up. A kiosk device, refused every
 * Payload screen, lands here too and is sent back to its kiosk screen, still signed in.
 */
export function AccessDenied(props: Partial<AdminViewServerProps>) {
  if (roleOf(props.initPageResult?.req.user) === 'kiosk') redirect('/admin/kiosk')
  if (secondFactorStateOf(props.initPageResult?.req.user) !== 'complete') {
    const next = props.searchParams?.redirect
    redirect(`/admin${TWO_FACTOR_PATH}${typeof next === 'string' ? `?redirect=${encodeURIComponent(next)}` : ''}`)
  }
  return (
    <div style={{ padding: 'calc(var(--base) * 2)', maxWidth: 560 }}>
      <h1>Admin Dashboard</h1>
      <p role="alert">{ACCESS_DENIED}</p>
      <SignOutOnArrival />
    </div>
  )
}
