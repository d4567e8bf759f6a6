'use client'

import { useEffect, useState } from 'react'

import { DOOR_APP_SCOPE, DOOR_CLAIM_MESSAGE, DOOR_MANIFEST_PATH, DOOR_WORKER_URL } from '../../../rules/door-app'

/** How long the page waits to be taken on by the worker before it caches its files anyway. */
const CLAIM_WAIT_MS = 10_000

/**
 * Makes the check-in view the door app: links its manifest (so "Install app" installs the door, not
 * the public site) and registers its service worker (door-sw.ts), then has the worker keep this page
 * and the files it loaded before the worker controlled it. The worker itself decides what of those
 * it keeps (doorCacheRule): never the API, never another page.
 */
async function installDoorWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  await navigator.serviceWorker.register(DOOR_WORKER_URL, { scope: DOOR_APP_SCOPE })
  const { active } = await navigator.serviceWorker.ready
  if (!active) return false
  if (!navigator.serviceWorker.controller) {
    const controlled = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
    active.postMessage({ type: DOOR_CLAIM_MESSAGE })
    await Promise.race([controlled, new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS))])
  }
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin))
  const channel = new MessageChannel()
  const kept = new Promise<boolean>((resolve) => (channel.port1.onmessage = () => resolve(true)))
  // Serwist's message: each URL goes through the worker's routes, as a request from the page would.
  active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...loaded] } }, [
    channel.port2,
  ])
  return (await kept) && navigator.serviceWorker.controller !== null
}

export function DoorApp() {
  const [state, setState] = useState<'starting' | 'ready' | 'unavailable'>('starting')
  useEffect(() => {
    installDoorWorker().then(
      (isReady) => setState(isReady ? 'ready' : 'unavailable'),
      () => setState('unavailable'),
    )
  }, [])
  return (
    <>
      <link rel="manifest" href={DOOR_MANIFEST_PATH} />
      {/* For the browser tests: whether this device can open the door with no network. */}
      <span hidden data-testid="door-app" data-state={state} />
    </>
  )
}
