import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { PageCache, purgePageCache } from '@/platform/http/page-cache'

/** Stands in for Next: counts renders and answers like its incremental cache does. */
function fakeNext(
  answer: (
    url: string,
    render: number,
  ) => { status?: number; headers?: Record<string, string | string[]>; chunks: Array<string | Buffer> },
) {
  let renders = 0
  const handler: RequestListener = (req, res) => {
    renders++
    const { status = 200, headers = {}, chunks } = answer(req.url ?? '/', renders)
    res.statusCode = status
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    // Written over several turns of the event loop, as Next streams a page.
    let index = 0
    const next = () => {
      if (index === chunks.length - 1) return void res.end(chunks[index])
      res.write(chunks[index++])
      setImmediate(next)
    }
    next()
  }
  return { handler, renders: () => renders }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function serve(listener: RequestListener) {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const cachedPage = (body: string) => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT', etag: '"v1"' },
  chunks: [body.slice(0, 5), body.slice(5)],
})

describe('PageCache', () => {
  it('answers a repeat visit from memory with the same bytes and headers', async () => {
    const next = fakeNext((url) => cachedPage(`<html>${url}</html>`))
    const base = await serve(new PageCache({ ttlMs: 60_000 }).wrap(next.handler))

    const first = await fetch(`${base}/about`)
    expect(first.headers.get('x-page-cache')).toBeNull()
    expect(await first.text()).toBe('<html>/about</html>')
    const second = await fetch(`${base}/about`)
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await second.text()).toBe('<html>/about</html>')
    expect(next.renders()).toBe(1)

    await fetch(`${base}/give`)
    expect(next.renders()).toBe(2)
  })

  it('keeps gzip and plain answers apart', async () => {
    const next = fakeNext(() => ({
      headers: { 'x-nextjs-cache': 'HIT', 'content-encoding': 'gzip' },
      chunks: [gzipSync('<html>zipped</html>')],
    }))
    const cache = new PageCache({ ttlMs: 60_000 })
    const base = await serve(cache.wrap(next.handler))
    for (let i = 0; i < 2; i++)
      expect(await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })).text()).toBe(
        '<html>zipped</html>',
      )
    expect(next.renders()).toBe(1)
    await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(next.renders()).toBe(2)
    expect(cache.size).toBe(2)
  })

  it('answers 304 to a client that holds the page', async () => {
    const next = fakeNext(() => cachedPage('<html>page</html>'))
    const base = await serve(new PageCache({ ttlMs: 60_000 }).wrap(next.handler))
    await fetch(`${base}/`)
    const revisit = await fetch(`${base}/`, { headers: { 'if-none-match': '"v1"' } })
    expect(revisit.status).toBe(304)
    expect(revisit.headers.get('etag')).toBe('"v1"')
  })

  it('forgets everything when the site is revalidated, and entries expire', async () => {
    let now = 0
    const next = fakeNext((_url, render) => cachedPage(`<html>render ${render}</html>`))
    const cache = new PageCache({ ttlMs: 10_000, now: () => now }).register()
    const base = await serve(cache.wrap(next.handler))

    await fetch(`${base}/`)
    expect(await (await fetch(`${base}/`)).text()).toBe('<html>render 1</html>')
    purgePageCache()
    expect(await (await fetch(`${base}/`)).text()).toBe('<html>render 2</html>')
    now = 9_999
    expect(await (await fetch(`${base}/`)).text()).toBe('<html>render 2</html>')
    now = 10_000
    expect(await (await fetch(`${base}/`)).text()).toBe('<html>render 3</html>')
    expect(cache.stats.purges).toBe(1)
  })

  it('does not store a page whose render began before a purge', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let began!: () => void
    const firstRenderBegan = new Promise<void>((resolve) => (began = resolve))
    let renders = 0
    const cache = new PageCache({ ttlMs: 60_000 })
    const base = await serve(
      cache.wrap(async (_req, res) => {
        const render = ++renders
        if (render === 1) {
          began()
          await gate
        }
        res.setHeader('x-nextjs-cache', 'MISS')
        res.end(`render ${render}`)
      }),
    )
    const slow = fetch(`${base}/`)
    // The purge comes once the render is under way (a fixed pause let a slow machine purge before it began).
    await firstRenderBegan
    cache.purge()
    release()
    expect(await (await slow).text()).toBe('render 1')
    expect(await (await fetch(`${base}/`)).text()).toBe('render 2')
  })

  it('passes through, and never keeps, what Next does not serve from its cache', async () => {
    const answers: Record<string, ReturnType<Parameters<typeof fakeNext>[0]>> = {
      '/stale': { headers: { 'x-nextjs-cache': 'STALE' }, chunks: ['stale'] },
      '/dynamic': {
        headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
        chunks: ['dynamic'],
      },
      '/missing': { status: 404, headers: { 'x-nextjs-cache': 'HIT' }, chunks: ['missing'] },
      '/cookie': { headers: { 'x-nextjs-cache': 'HIT', 'set-cookie': 'a=b' }, chunks: ['cookie'] },
      '/api/x': { headers: { 'x-nextjs-cache': 'HIT' }, chunks: ['api'] },
      '/editor': { headers: { 'x-nextjs-cache': 'HIT' }, chunks: ['signed in'] },
    }
    const next = fakeNext((url) => answers[url]!)
    const cache = new PageCache({ ttlMs: 60_000 })
    const base = await serve(cache.wrap(next.handler))
    // An editor's session cookie: the page may show what visitors must not see.
    const headersFor = (url: string): Record<string, string> =>
      url === '/editor' ? { cookie: 'payload-token=abc' } : {}
    for (const url of Object.keys(answers))
      for (let i = 0; i < 2; i++) await (await fetch(`${base}${url}`, { headers: headersFor(url) })).text()
    expect(next.renders()).toBe(12)
    expect(cache.size).toBe(0)
  })

  it('stays within its size bounds, dropping the least recently used page', async () => {
    const next = fakeNext((url) => cachedPage(`<html>${url}</html>`))
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 })
    const base = await serve(cache.wrap(next.handler))
    await fetch(`${base}/a`)
    await fetch(`${base}/b`)
    await fetch(`${base}/a`)
    await fetch(`${base}/c`)
    expect(cache.size).toBe(2)
    const before = next.renders()
    await fetch(`${base}/a`)
    expect(next.renders()).toBe(before)
    await fetch(`${base}/b`)
    expect(next.renders()).toBe(before + 1)

    const big = fakeNext(() => cachedPage('x'.repeat(2_000)))
    const small = new PageCache({ ttlMs: 60_000, maxEntryBytes: 1_000 })
    const bigBase = await serve(small.wrap(big.handler))
    expect((await (await fetch(`${bigBase}/`)).text()).length).toBe(2_000)
    expect(small.size).toBe(0)
  })

  it('is off with a time to live of 0', async () => {
    const next = fakeNext(() => cachedPage('<html>page</html>'))
    const base = await serve(new PageCache({ ttlMs: 0 }).wrap(next.handler))
    await fetch(`${base}/`)
    await fetch(`${base}/`)
    expect(next.renders()).toBe(2)
  })
})
