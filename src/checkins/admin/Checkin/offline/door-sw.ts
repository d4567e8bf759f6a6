/**
 * The door app's service worker (served as /door-sw.js, scope /admin/checkin; built by
 * scripts/build-door-worker.ts). It brings the check-in view back when a door volunteer reloads, or
 * opens the installed app, with no network: the view's page network first (a short wait, then the
 * kept copy) and Next's files cache first. What it keeps and what it leaves to the network is
 * doorCacheRule's to say (src/checkins/rules/door-app.ts); the list itself is never here, it is the
 * device's sealed copy (door-vault.ts). It sees the staff sign-out from the door and forgets the door
 * then.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, setCacheNameDetails, type SerwistPlugin } from 'serwist'

import {
  DOOR_CACHE_PREFIX,
  DOOR_CLAIM_MESSAGE,
  DOOR_FILES_CACHE,
  DOOR_PAGE_CACHE,
  doorCacheRule,
  isSignOutRequest,
} from '../../../rules/door-app'
import { forgetDoorDevice } from './door-vault'

/** How long the door waits for the network before showing its kept page (hall Wi-Fi that barely answers). */
const PAGE_NETWORK_SECONDS = 3

/** A fetch event, as much of it as this worker uses (the project's types are the window's, not a worker's). */
type DoorFetchEvent = Event & { request: Request; waitUntil: (promise: Promise<unknown>) => void }

/**
 * Only a whole, first-hand page is kept: a redirect (to the sign-in page, say) or an error is not
 * the door and must not stand in for it offline.
 */
const onlyTheDoorPage: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
  // Offline at an address never kept (another session's tab, say): the last door page kept.
  handlerDidError: async ({ request }) =>
    (await (await caches.open(DOOR_PAGE_CACHE)).match(request.url, { ignoreSearch: true, ignoreVary: true })) ??
    Response.error(),
}

const isRscRequest = (request: Request) => request.headers.get('RSC') === '1'

// Serwist's own caches (its precache, empty here) are named under the door's prefix too, so sign-out deletes them with the rest.
setCacheNameDetails({ prefix: DOOR_CACHE_PREFIX.replace(/-$/, '') })

const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) =>
        doorCacheRule({ url, method: request.method, origin: self.location.origin, isRsc: isRscRequest(request) }) ===
        'page',
      handler: new NetworkFirst({
        cacheName: DOOR_PAGE_CACHE,
        networkTimeoutSeconds: PAGE_NETWORK_SECONDS,
        // Payload's admin varies on client hints a kept copy would never match again.
        matchOptions: { ignoreVary: true },
        plugins: [onlyTheDoorPage],
      }),
    },
    {
      matcher: ({ url, request }) =>
        doorCacheRule({ url, method: request.method, origin: self.location.origin, isRsc: isRscRequest(request) }) ===
        'files',
      handler: new CacheFirst({
        cacheName: DOOR_FILES_CACHE,
        // Bundles of builds gone by are dropped in time; a door page needs well under this many.
        plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true })],
      }),
    },
  ],
})

// Before Serwist's own listener; it never answers the request, only forgets while the sign-out goes ahead.
self.addEventListener('fetch', (event) => {
  const { request, waitUntil } = event as DoorFetchEvent
  if (isSignOutRequest({ url: new URL(request.url), method: request.method })) waitUntil.call(event, forgetDoorDevice())
})

/**
 * A page the worker did not take on at its activation (Chromium skipped one opened while the worker
 * was installing) asks to be: only a controlled page goes through the worker, so only then does a
 * reload with no network find the door.
 */
self.addEventListener('message', (event) => {
  const message = event as MessageEvent & { waitUntil: (promise: Promise<unknown>) => void }
  const worker = self as unknown as { clients: { claim: () => Promise<void> } }
  if ((message.data as { type?: string } | null)?.type === DOOR_CLAIM_MESSAGE) message.waitUntil(worker.clients.claim())
})

serwist.addEventListeners()
