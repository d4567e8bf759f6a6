import { expect, test } from '../test'
import pg from 'pg'

/**
 * The browser tests' server has no proxy in front (TRUSTED_PROXIES=0), so an X-Forwarded-For header
 * comes from the client itself and must not choose the rate-limit bucket.
 */
test('a forged X-Forwarded-For does not give a client a fresh rate-limit bucket', async ({ request }) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const started = (await client.query<{ now: Date }>('SELECT now()')).rows[0]!.now

    // Invalid bodies: counted by the limit, then refused, so nothing else changes.
    for (const forged of ['203.0.113.77', '198.51.100.23']) {
      const response = await request.post('/api/registrations/verify', {
        headers: { 'X-Forwarded-For': forged },
        data: {},
      })
      expect(response.status()).toBe(400)
    }

    const touched = (
      await client.query<{ key: string }>(
        `SELECT key FROM rate_limits WHERE key LIKE 'verify-email:%' AND updated_at >= $1`,
        [started],
      )
    ).rows
    // Both requests counted against the one real address, the loopback the browser tests connect from (IPv6 by its /64).
    expect(touched.map((bucket) => bucket.key)).toEqual([expect.stringMatching(/^verify-email:(127\.0\.0\.1|::\/64)$/)])
  } finally {
    await client.end()
  }
})
