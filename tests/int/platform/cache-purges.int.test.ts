import { createLocalReq, initTransaction, commitTransaction, killTransaction } from 'payload'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { listenForPurges, PURGE_LISTENER_NAME, type PurgeListener } from '@/platform/cache/listen-for-purges'
import type { PurgedPath } from '@/platform/cache/purge-message'

import { testPayload } from '../../helpers/payload'

/** A server's listener, as each production server starts one, recording what it hears. */
function server() {
  const heard: PurgedPath[][] = []
  let missed = 0
  const listener = listenForPurges({
    connectionString: process.env.DATABASE_URL!,
    onPurge: async (paths) => void heard.push(paths),
    onMissed: async () => void missed++,
    retryDelayMs: { first: 50, max: 200 },
  })
  listeners.push(listener)
  return {
    listener,
    heard,
    missed: () => missed,
    heardPath: (path: string) => heard.some((paths) => paths.some((p) => p.path === path)),
  }
}

const listeners: PurgeListener[] = []
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()))
  await (
    await testPayload()
  ).delete({ collection: 'pages', where: { path: { like: '/purge-' } }, overrideAccess: true })
})

const uniquePath = (label: string) => `/purge-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('cache purges shared by every server on the database', () => {
  it("tells every server of a published page, the editor's own included", async () => {
    const payload = await testPayload()
    const [a, b] = [server(), server()]
    await Promise.all([a.listener.ready, b.listener.ready])
    const path = uniquePath('published')

    await payload.create({
      collection: 'pages',
      data: { title: 'Purge me', path, _status: 'published' },
      overrideAccess: true,
    })

    await vi.waitFor(() => expect(a.heardPath(path) && b.heardPath(path)).toBe(true), { timeout: 2_000, interval: 20 })
    expect(a.heard.find((paths) => paths.some((p) => p.path === path))).toEqual([{ path }])
  })

  it('announces a change only once it is committed, and never one rolled back', async () => {
    const payload = await testPayload()
    const listening = server()
    await listening.listener.ready
    const [committed, rolledBack] = [uniquePath('committed'), uniquePath('rolled-back')]

    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.create({
      collection: 'pages',
      data: { title: 'Committed', path: committed, _status: 'published' },
      overrideAccess: true,
      req,
    })
    await pause(300)
    // Until the commit, another server would read the old page and re-render it unchanged.
    expect(listening.heardPath(committed)).toBe(false)
    await commitTransaction(req)
    await vi.waitFor(() => expect(listening.heardPath(committed)).toBe(true), { timeout: 2_000, interval: 20 })

    const failed = await createLocalReq({}, payload)
    await initTransaction(failed)
    await payload.create({
      collection: 'pages',
      data: { title: 'Rolled back', path: rolledBack, _status: 'published' },
      overrideAccess: true,
      req: failed,
    })
    await killTransaction(failed)
    await pause(300)
    expect(listening.heardPath(rolledBack)).toBe(false)
  })

  it('reconnects when its connection drops, treats what it may have missed as stale, and hears later changes', async () => {
    const payload = await testPayload()
    const listening = server()
    await listening.listener.ready
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [PURGE_LISTENER_NAME],
      )
      expect(rowCount).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    await vi.waitFor(() => expect(listening.missed()).toBe(1), { timeout: 5_000, interval: 20 })

    const path = uniquePath('after-reconnect')
    await payload.create({
      collection: 'pages',
      data: { title: 'After the drop', path, _status: 'published' },
      overrideAccess: true,
    })
    await vi.waitFor(() => expect(listening.heardPath(path)).toBe(true), { timeout: 2_000, interval: 20 })
  })
})
