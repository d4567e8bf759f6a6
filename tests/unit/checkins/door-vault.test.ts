import * as fakeIndexedDb from 'fake-indexeddb'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fetchDoorKey, forgetDoorDevice, readDoorCopy, saveDoorCopy } from '@/checkins/admin/Checkin/offline/door-vault'

/** The browser's storage as door-vault uses it: IndexedDB (fake-indexeddb) and a Cache Storage of names. */
const cacheNames = new Set(['church-door-page', 'church-door-files'])
beforeAll(() => {
  const { default: _default, forceCloseDatabase: _close, ...globals } = fakeIndexedDb
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value)
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  })
  vi.stubGlobal('fetch', async () =>
    Response.json({
      keyId: 'session-1',
      key: btoa(String.fromCharCode(...new Uint8Array(32).fill(7))),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  )
})
afterAll(() => vi.unstubAllGlobals())

describe('the door device after sign-out', () => {
  it('does not store a list a late sync answers with once the device has forgotten the door', async () => {
    const key = (await fetchDoorKey())!
    const scope = { eventId: 1, session: 'friday', endsAt: new Date(Date.now() + 3_600_000).toISOString() }
    const copy = { cursor: 'c1', people: [] }
    await saveDoorCopy(key, scope, copy)
    expect(await readDoorCopy(key, 1, 'friday')).toEqual(copy)

    await forgetDoorDevice()
    expect(await readDoorCopy(key, 1, 'friday')).toBeNull()
    expect(cacheNames.size).toBe(0)
    // The page still holds the key in memory, and its sync answered after the sign-out.
    await saveDoorCopy(key, scope, copy)
    expect(await readDoorCopy(key, 1, 'friday')).toBeNull()
  })
})
