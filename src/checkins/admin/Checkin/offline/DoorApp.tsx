'use client'

import { useEffect, useState } from 'react'

import {
  DOOR_APP_SCOPE,
  DOOR_CLAIM_MESSAGE,
  DOOR_MANIFEST_PATH,
  DOOR_PAGE_CACHE,
  DOOR_WORKER_URL,
} from '../../../rules/door-app'

/** How long the page waits to be taken on by the worker before it caches its files anyway. */
const CLAIM_WAIT_MS = 10_000
/** How many times the page asks the worker to keep it before the door says it cannot open offline. */
const KEEP_ATTEMPTS = 3
/** How long one ask may take: the worker's answer, then its copy landing in the cache. */
const KEEP_WAIT_MS = 10_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Has the worker keep `urls` (Serwist's message: each goes through its routes, as a request from the
 * page would). Serwist answers once every response has come, before its copy is written, and never if
 * one of them failed: so whether the page is kept is read from the cache, waiting a while for it.
 */
async function askToKeep(worker: ServiceWorker, urls: string[]): Promise<boolean> {
  const channel = new MessageChannel()
  const answered = new Promise((resolve) => (channel.port1.onmessage = resolve))
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2])
  const until = Date.now() + KEEP_WAIT_MS
  await Promise.race([answered, pause(KEEP_WAIT_MS)])
  while (!(await isPageKept())) {
    if (Date.now() > until) return false
    await pause(100)
  }
  return true
}

const isPageKept = async () =>
  (await (await caches.open(DOOR_PAGE_CACHE)).match(window.location.href, { ignoreSearch: true, ignoreVary: true })) !==
  undefined

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
    await Promise.race([controlled, pause(CLAIM_WAIT_MS)])
  }
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin))
  // The door is ready offline only once its page is really kept: a page that came back slow or as an
  // error is asked for again.
  let kept = await askToKeep(active, [window.location.href, ...loaded])
  for (let attempt = 1; attempt < KEEP_ATTEMPTS && !kept; attempt++)
    kept = await askToKeep(active, [window.location.href])
  return kept && navigator.serviceWorker.controller !== null
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
