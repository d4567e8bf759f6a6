import { describe, expect, it } from 'vitest'

import { POST } from '@/app/(internal)/internal/revalidate/route'
import {
  createRevalidationSecret,
  isRevalidationSecret,
  REVALIDATION_SECRET_HEADER,
} from '@/platform/cache/revalidation-secret'

const post = (headers: Record<string, string>, body: unknown = { paths: [{ path: '/' }] }) =>
  POST(
    new Request('http://127.0.0.1:3000/internal/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  )

describe("the production server's own revalidation route", () => {
  it('answers 404 to everyone while no server has made a secret (next dev, tests)', async () => {
    expect(isRevalidationSecret('0'.repeat(64))).toBe(false)
    expect((await post({ [REVALIDATION_SECRET_HEADER]: '0'.repeat(64) })).status).toBe(404)
  })

  it('answers 404 without the secret, or with another one', async () => {
    const secret = createRevalidationSecret()
    const other = secret.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    expect((await post({})).status).toBe(404)
    expect((await post({ [REVALIDATION_SECRET_HEADER]: other })).status).toBe(404)
    expect((await post({ [REVALIDATION_SECRET_HEADER]: 'short' })).status).toBe(404)
    expect(isRevalidationSecret(secret)).toBe(true)
  })

  it('refuses paths that are not site paths, even with the secret', async () => {
    const secret = createRevalidationSecret()
    expect(
      (await post({ [REVALIDATION_SECRET_HEADER]: secret }, { paths: [{ path: 'https://elsewhere.example/' }] }))
        .status,
    ).toBe(400)
    expect((await post({ [REVALIDATION_SECRET_HEADER]: secret }, { paths: [] })).status).toBe(400)
  })
})
