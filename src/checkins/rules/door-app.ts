/**
 * The door app: the check-in view installed on a door device, with a service worker
 * (src/checkins/admin/Checkin/offline/door-sw.ts) that brings the view back after a reload or a
 * fresh start with no network. These rules say what that worker may keep and when the device's
 * copy of the door dies.
 */

/** The check-in view: the worker's scope and the installed app's start. */
export const DOOR_APP_SCOPE = '/admin/checkin'
/** The door app's own manifest, linked from the check-in view only (the site's is for the public site). */
export const DOOR_MANIFEST_PATH = '/door.webmanifest'
/** Where the worker is served from (public/, built by scripts/build-door-worker.ts). */
export const DOOR_WORKER_URL = '/door-sw.js'
/** The page's message asking the worker to take it on (see door-sw.ts). */
export const DOOR_CLAIM_MESSAGE = 'CLAIM_DOOR_PAGE'
/** Every Cache Storage cache the worker fills starts with this, so sign-out can delete exactly those. */
export const DOOR_CACHE_PREFIX = 'church-door-'
export const DOOR_PAGE_CACHE = `${DOOR_CACHE_PREFIX}page`
export const DOOR_FILES_CACHE = `${DOOR_CACHE_PREFIX}files`

/** The site's own files the installed door shows besides Next's bundles: its manifest and icons. */
const DOOR_APP_FILES = new Set([
  DOOR_MANIFEST_PATH,
  '/icon.svg',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
  '/apple-touch-icon.png',
  '/favicon.ico',
])

export type DoorCacheRequest = {
  url: URL
  method: string
  /** The origin the worker serves: nothing from elsewhere is kept. */
  origin: string
  /** Next's RSC header (a client-side navigation's data, not a page). */
  isRsc: boolean
}

/**
 * What the door's worker keeps of a request, and how:
 * - 'page': the check-in view itself (/admin/checkin, an HTML page), network first, kept for when
 *   the network is down. The page carries nobody's name (index.tsx renders the list empty; it comes
 *   from the API or the device's sealed copy), so nothing personal sits in Cache Storage. A link
 *   with a scanned person's code is not kept; neither is a client-side navigation's RSC data;
 * - 'files': Next's hashed bundles and styles (/_next/static/…, never changing under one name) and
 *   the app's icons and manifest, cache first;
 * - null: everything else goes to the network as if there were no worker: the API (personal data
 *   and the taps), other admin pages, the public site, images.
 */
export function doorCacheRule({ url, method, origin, isRsc }: DoorCacheRequest): 'page' | 'files' | null {
  if (method !== 'GET' || url.origin !== origin) return null
  if (url.pathname.startsWith('/_next/static/') || DOOR_APP_FILES.has(url.pathname)) return 'files'
  const isDoorPage = url.pathname === DOOR_APP_SCOPE || url.pathname === `${DOOR_APP_SCOPE}/`
  if (isDoorPage && !isRsc && !url.searchParams.has('_rsc') && !url.searchParams.has('code')) return 'page'
  return null
}

/** The admin's sign-out (Payload's logout of the staff collection): the device forgets the door. */
export const isSignOutRequest = ({ url, method }: { url: URL; method: string }) =>
  method === 'POST' && url.pathname === '/api/users/logout'

/**
 * Whether the stored door key may still be used: only until the staff session it came from ends
 * (its expiry as the server gave it). After that the device deletes it, and with it every list
 * sealed under it.
 */
export const isDoorKeyAlive = ({ expiresAt }: { expiresAt: string }, now: Date) => Date.parse(expiresAt) > now.getTime()
