import { afterEach, describe, expect, it, vi } from 'vitest'

import { poolOf } from '@/platform/database/pool'
import { hitRateLimit } from '@/platform/rate-limit/rate-limit'

import { testPayload } from '../../helpers/payload'

const RULE = { max: 2, windowSeconds: 60 }

async function storedKeys(prefix: string): Promise<string[]> {
  const { rows } = await poolOf(await testPayload()).query<{ key: string }>(
    `SELECT key FROM rate_limits WHERE key LIKE $1 ORDER BY key`,
    [`${prefix}%`],
  )
  return rows.map((row) => row.key)
}

async function storeEndedWindow(key: string): Promise<void> {
  await poolOf(await testPayload()).query(
    `INSERT INTO rate_limits (key, count, reset_at, updated_at, created_at) VALUES ($1, 7, now() - interval '1 minute', now(), now())`,
    [key],
  )
}

afterEach(() => vi.useRealTimers())

describe('rate-limit windows', () => {
  it('counts hits per key and refuses past the rule', async () => {
    const payload = await testPayload()
    const key = `counting:${Date.now()}`
    const answers = [
      await hitRateLimit(payload, key, RULE),
      await hitRateLimit(payload, key, RULE),
      await hitRateLimit(payload, key, RULE),
    ]
    expect(answers.map((answer) => answer.isAllowed)).toEqual([true, true, false])
    expect(answers[2]!.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('stores a long key under a bounded one that still counts it', async () => {
    const payload = await testPayload()
    const prefix = `long-${Date.now()}:`
    const key = `${prefix}${'x'.repeat(10_000)}`
    expect((await hitRateLimit(payload, key, RULE)).isAllowed).toBe(true)
    await hitRateLimit(payload, key, RULE)
    expect((await hitRateLimit(payload, key, RULE)).isAllowed).toBe(false)
    const [stored, ...others] = await storedKeys(prefix)
    expect(others).toEqual([])
    expect(stored!.length).toBeLessThanOrEqual(100)
  })

  it('purges ended windows now and then, and keeps the current ones', async () => {
    const payload = await testPayload()
    const prefix = `purge-${Date.now()}:`
    // Past any purge interval this process has already waited out.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000)
    await storeEndedWindow(`${prefix}ended`)
    await hitRateLimit(payload, `${prefix}current`, RULE)
    expect(await storedKeys(prefix)).toEqual([`${prefix}current`])

    // Straight after a purge, the next hit does not purge again.
    await storeEndedWindow(`${prefix}ended-later`)
    await hitRateLimit(payload, `${prefix}current`, RULE)
    expect(await storedKeys(prefix)).toEqual([`${prefix}current`, `${prefix}ended-later`])
  })
})
