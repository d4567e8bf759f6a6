import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

import { DOOR_CACHE_PREFIX, isDoorKeyAlive } from '../../../rules/door-app'
import type { DoorPerson } from '../../../rules/door-ops'

/**
 * What a door device keeps in IndexedDB so the door works through a Wi-Fi drop:
 * - the session's list (names, groups, codes, children), sealed with AES-GCM under a key derived
 *   from the staff session (GET /api/checkins/door-key). It is deleted when the staff session ends
 *   (sign-out, a 401/403 from the server, the session's expiry), at the next open under another
 *   session, and some hours after the session (of the event) is over;
 * - the key itself, so that a reload or the installed app opened with no network can read the list
 *   again: the imported CryptoKey is stored non-extractable (IndexedDB keeps it so), with the staff
 *   session's expiry, and deleted with the lists. What this protects: no script (ours or injected)
 *   can read the key's bytes out, only use it while it is stored; once the staff session is over
 *   (signed out on this device, refused by the server, or past its expiry) the key is gone and the
 *   list with it, and a server-side sign-out elsewhere makes the server refuse a new key. What it
 *   does not: while the session lasts, key and list sit in the same browser profile, so someone
 *   holding the unlocked device, or a copy of its disk taken then, can read the list; a device
 *   switched off before its session ended keeps both on disk until the door is next opened (then
 *   the expired key and list are deleted). The device's own lock and disk encryption cover that.
 * - the taps waiting to be sent: a registration id, check-in or undo, a time and a nonce. They name
 *   nobody, so they are kept plainly and survive a sign-out: a tap is never lost.
 */

/** How long after a session ends its list is kept (people linger; a late sync still finds it). */
const KEEP_AFTER_SESSION_MS = 6 * 60 * 60_000

export type DoorCopy = { cursor: string; people: DoorPerson[] }
export type DoorTapRecord = {
  nonce: string
  eventId: number
  session: string
  registration: number
  action: 'in' | 'out'
  at: string
  method: 'search' | 'qr'
  addSession: boolean
}
type SealedList = { id: string; keyId: string; keepUntil: string; iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }

type StoredKey = { id: string; keyId: string; key: CryptoKey; expiresAt: string }

type DoorDb = DBSchema & {
  lists: { key: string; value: SealedList }
  keys: { key: string; value: StoredKey }
  taps: { key: string; value: DoorTapRecord & { seq: number }; indexes: { bySeq: number } }
}

let dbPromise: Promise<IDBPDatabase<DoorDb>> | null = null
const db = () =>
  (dbPromise ??= openDB<DoorDb>('church-door', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('lists', { keyPath: 'id' })
        database.createObjectStore('taps', { keyPath: 'nonce' }).createIndex('bySeq', 'seq')
      }
      if (oldVersion < 2) database.createObjectStore('keys', { keyPath: 'id' })
    },
  }))

/** The one key a device holds: the current staff session's. */
const STAFF_SESSION_KEY = 'staff-session'

export type DoorKey = { keyId: string; key: CryptoKey }

/**
 * The staff session's key: from the server when it answers (stored for an offline reload), else the
 * stored one while its session lasts; null when there is none (then nothing stored can be read).
 * A 401/403 means the staff session is over: the device forgets the door (see forgetDoorDevice).
 */
export async function fetchDoorKey(now = new Date()): Promise<DoorKey | null> {
  const response = await fetch('/api/checkins/door-key', { credentials: 'include', cache: 'no-store' }).catch(
    () => null,
  )
  if (response?.status === 401 || response?.status === 403) {
    await forgetDoorDevice()
    return null
  }
  if (response?.ok) {
    const answer = (await response.json()) as { keyId: string; key: string; expiresAt: string }
    const raw = Uint8Array.from(atob(answer.key), (c) => c.charCodeAt(0))
    const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt'])
    await (await db()).put('keys', { id: STAFF_SESSION_KEY, keyId: answer.keyId, key, expiresAt: answer.expiresAt })
    return { keyId: answer.keyId, key }
  }
  const stored = await (await db()).get('keys', STAFF_SESSION_KEY)
  if (!stored) return null
  if (!isDoorKeyAlive(stored, now)) {
    await forgetDoorDevice()
    return null
  }
  return { keyId: stored.keyId, key: stored.key }
}

const listId = (eventId: number, session: string) => `${eventId}:${session}`

/** Seals and stores the session's list; kept until some hours after the session ends. */
export async function saveDoorCopy(
  key: DoorKey,
  { eventId, session, endsAt }: { eventId: number; session: string; endsAt: string },
  copy: DoorCopy,
): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key.key,
    new TextEncoder().encode(JSON.stringify(copy)),
  )
  const keepUntil = new Date(Date.parse(endsAt) + KEEP_AFTER_SESSION_MS).toISOString()
  // Stored only while its key still is, in one transaction with that check: a sync answered after
  // sign-out (forgetDoorDevice, run by the worker as the sign-out goes) must not put a list back.
  const both = (await db()).transaction(['keys', 'lists'], 'readwrite')
  const stored = await both.objectStore('keys').get(STAFF_SESSION_KEY)
  if (stored?.keyId === key.keyId)
    await both.objectStore('lists').put({ id: listId(eventId, session), keyId: key.keyId, keepUntil, iv, data })
  await both.done
}

/** The stored list, when it was sealed in this staff session; null otherwise. */
export async function readDoorCopy(key: DoorKey, eventId: number, session: string): Promise<DoorCopy | null> {
  const sealed = await (await db()).get('lists', listId(eventId, session))
  if (!sealed || sealed.keyId !== key.keyId) return null
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key.key, sealed.data)
  return JSON.parse(new TextDecoder().decode(plain)) as DoorCopy
}

/** Deletes every list sealed in another staff session (unreadable now) or whose session is over; run whenever the door opens. */
export async function forgetStaleDoorCopies(key: DoorKey | null, now = new Date()): Promise<void> {
  const store = (await db()).transaction('lists', 'readwrite').store
  for (const sealed of await store.getAll()) {
    if ((key && sealed.keyId !== key.keyId) || Date.parse(sealed.keepUntil) < now.getTime())
      await store.delete(sealed.id)
  }
}

/**
 * The staff session is over (sign-out, refused by the server, expired): deletes the key, every
 * stored list and the door app's caches (the page and its files). The queued taps stay: they name
 * nobody and are sent at the next sign-in. Run by the page and by the service worker (which sees the
 * sign-out request), so it uses only what both have: IndexedDB and Cache Storage.
 */
export async function forgetDoorDevice(): Promise<void> {
  const database = await db()
  await Promise.all([database.clear('keys'), database.clear('lists')])
  const names = await caches.keys()
  await Promise.all(names.filter((name) => name.startsWith(DOOR_CACHE_PREFIX)).map((name) => caches.delete(name)))
}

/** Queues a tap; it stays until the server has answered for it. */
export async function queueTap(tap: DoorTapRecord): Promise<void> {
  await (await db()).put('taps', { ...tap, seq: Date.now() + Math.random() / 1000 })
}

/** The taps waiting to be sent, oldest first. */
export async function queuedTaps(): Promise<DoorTapRecord[]> {
  const taps = await (await db()).getAllFromIndex('taps', 'bySeq')
  return taps.map(({ seq: _seq, ...tap }) => tap)
}

/** Forgets the taps the server has answered for. */
export async function forgetTaps(nonces: string[]): Promise<void> {
  const store = (await db()).transaction('taps', 'readwrite').store
  await Promise.all(nonces.map((nonce) => store.delete(nonce)))
}
