import { afterEach, describe, expect, it, vi } from 'vitest'

import { postJson } from '@/ui/admin/post-json'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('postJson', () => {
  it('posts the body as JSON with the session cookie and reads the JSON answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true, count: 3 }))
    vi.stubGlobal('fetch', fetchMock)
    const { response, body } = await postJson<{ count?: number }>('/api/example', { a: 1 })
    expect(response.ok).toBe(true)
    expect(body.count).toBe(3)
    expect(fetchMock).toHaveBeenCalledWith('/api/example', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    })
  })

  it('reads an answer that is not JSON as an empty object', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    )
    const { response, body } = await postJson('/api/example')
    expect(response.status).toBe(502)
    expect(body).toEqual({})
  })
})
