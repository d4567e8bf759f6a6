import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

import type { DoorPerson } from '../../../rules/door-ops'

/**
 * What a door device keeps in IndexedDB so the door works through a Wi-Fi drop:
 * - the session's list (names, groups, codes, children), sealed with AES-GCM under a key derived
 *   from the staff session (GET /api/checkins/door-key), imported non-extractable and held only in
 *   the page's memory. Once the staff session ends the key cannot be had again, so the copy is
 *   unreadable, and it is deleted: at the next open under another session, or after the session
 *   (of the event) is over;
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

type DoorDb = DBSchema & {
  lists: { key: string; value: SealedList }
  taps: { key: string; value: DoorTapRecord & { seq: number }; indexes: { bySeq: number } }
}

let dbPromise: Promise<IDBPDatabase<DoorDb>> | null = null
const db = () =>
  (dbPromise ??= openDB<DoorDb>('church-door', 1, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'id' })
      database.createObjectStore('taps', { keyPath: 'nonce' }).createIndex('bySeq', 'seq')
    },
  }))

export type DoorKey = { keyId: string; key: CryptoKey }

/** The staff session's key, from the server; null when offline or signed out (then every stored list is deleted). */
export async function fetchDoorKey(): Promise<DoorKey | null> {
  const response = await fetch('/api/checkins/door-key', { credentials: 'include', cache: 'no-store' }).catch(
    () => null,
  )
  if (response?.status === 401 || response?.status === 403) await clearDoorLists()
  if (!response?.ok) return null
  const { keyId, key } = (await response.json()) as { keyId: string; key: string }
  const raw = Uint8Array.from(atob(key), (c) => c.charCodeAt(0))
  return { keyId, key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']) }
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
  await (await db()).put('lists', { id: listId(eventId, session), keyId: key.keyId, keepUntil, iv, data })
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

/** Deletes every stored list: the staff session is over. */
async function clearDoorLists(): Promise<void> {
  await (await db()).clear('lists')
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
