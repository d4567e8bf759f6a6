import { TWO_FACTOR_PATH } from '@/platform/access/second-factor'

type SearchParams = Record<string, string | string[] | undefined> | undefined

/** The address of an admin view with its query, as the browser asked for it ("/admin/checkin?code=…"). */
export function viewAddress(href: string, searchParams: SearchParams): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one)
  }
  const text = query.toString()
  return text ? `${href}?${text}` : href
}

/**
 * Where a staff view sends someone who may not open it yet, so they come back to the exact address
 * (a scanned QR link keeps its code): signed out, to the sign-in screen; signed in but still owing
 * the second factor, to the code. Null when neither applies and the view's own rules decide.
 */
export function signInStepFor(
  address: string,
  session: { isSignedIn: boolean; owesSecondFactor: boolean },
): string | null {
  const back = encodeURIComponent(address)
  if (!session.isSignedIn) return `/admin/login?redirect=${back}`
  if (session.owesSecondFactor) return `/admin${TWO_FACTOR_PATH}?redirect=${back}`
  return null
}

/**
 * Where signing out leads. At the door (a volunteer, whose only screen it is, or anyone signing out
 * of the check-in desk) the phone is handed to the next person on the rota: back to the sign-in
 * screen. Elsewhere, to the public site with its "Signed Out" notice.
 */
export function signOutDestination(role: string | null | undefined, pathname: string): string {
  const isAtTheDoor = role === 'volunteer' || pathname === '/admin/checkin' || pathname.startsWith('/admin/checkin/')
  return isAtTheDoor ? '/admin/login' : '/?signedOut=1'
}
