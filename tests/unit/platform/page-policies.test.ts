import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
// @ts-expect-error Next's own copy of the compression middleware has no types.
import compression from 'next/dist/compiled/compression'
import { afterEach, describe, expect, it } from 'vitest'

import {
  FRAME_SOURCES,
  hashPolicy,
  inlineScriptHashes,
  noncePolicy,
  strictTransportSecurity,
} from '@/platform/http/content-security-policy'
import { PageCache } from '@/platform/http/page-cache'
import { withPagePolicies } from '@/platform/http/page-policies'
import { toEmbedUrl } from '@/site/rules/embed'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>
<body><p>Grace ’s café</p><script>self.__next_f=self.__next_f||[]</script><script>self.__next_f.push([1,"é"])</script>
<script type="application/ld+json">{"@type":"Event"}</script></body></html>`

describe('the policies', () => {
  it('hash each inline script once, and none with a src', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('self.__next_f.push([1,"é"])'),
      sha('{"@type":"Event"}'),
    ])
    expect(inlineScriptHashes(`${PAGE}<script>self.__next_f=self.__next_f||[]</script>`)).toHaveLength(3)
  })

  it('allow scripts only by nonce or hash and the site’s own files, frames only from the site, no plugins', () => {
    const site = { siteUrl: 'http://localhost:3000' }
    const byNonce = noncePolicy('abc', { ...site, isDevelopment: false })
    expect(byNonce).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(byNonce).not.toContain('unsafe-eval')
    expect(noncePolicy('abc', { ...site, isDevelopment: true })).toContain("'unsafe-eval'")
    const byHash = hashPolicy(PAGE, site)
    expect(byHash).toContain(`script-src 'self' ${inlineScriptHashes(PAGE).join(' ')};`)
    for (const policy of [byNonce, byHash]) {
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'self'")
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(policy).not.toContain('upgrade-insecure-requests')
    }
    expect(hashPolicy(PAGE, { siteUrl: 'https://church.example' })).toContain('upgrade-insecure-requests')
  })

  it('frame every player and map an editor may embed', () => {
    for (const pasted of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.google.com/maps/embed?pb=!1m14',
      'https://maps.google.com/maps?q=x&output=embed',
    ]) {
      const framed = new URL(toEmbedUrl(pasted)!)
      expect(FRAME_SOURCES, pasted).toContain(framed.origin)
    }
  })

  it('send HSTS only for a site served over https', () => {
    expect(strictTransportSecurity('https://church.example')).toBe('max-age=31536000')
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull()
  })
})

describe('the production server’s page policies', () => {
  const servers: http.Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  /**
   * Next as the server sees it: its compression wrapped around the response (installed after the
   * server's wrappers, as Next does), the proxy's nonce policy, then a page written the way Next
   * writes one: headers, a flush, then the body in pieces.
   */
  function fakeNext(kind: 'shared' | 'per-request'): http.RequestListener {
    const compress = compression() as (req: unknown, res: unknown, next: () => void) => void
    return (req, res) => compress(req, res, () => page(kind, req, res))
  }

  function page(kind: 'shared' | 'per-request', req: http.IncomingMessage, res: http.ServerResponse) {
    {
      res.setHeader('content-security-policy', noncePolicy('fresh-nonce', { siteUrl: 'x', isDevelopment: false }))
      if (req.url?.startsWith('/api/')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
        return
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(kind === 'shared' ? { 'x-nextjs-cache': 'HIT' } : {}),
      })
      res.flushHeaders()
      res.write(PAGE.slice(0, 100))
      res.end(PAGE.slice(100))
    }
  }

  async function serve(listener: http.RequestListener) {
    const server = http.createServer(listener)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('answers a page Next shares with everyone with its scripts’ hashes, never a nonce, the same from the page cache', async () => {
    const cache = new PageCache({ ttlMs: 60_000 })
    const base = await serve(cache.wrap(withPagePolicies(fakeNext('shared'), { siteUrl: 'https://church.example' })))
    const first = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip' } })
    const second = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip' } })
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    for (const answer of [first, second]) {
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(await answer.text()).toBe(PAGE)
      expect(answer.headers.get('content-security-policy')).toBe(
        hashPolicy(PAGE, { siteUrl: 'https://church.example' }),
      )
      expect(answer.headers.get('content-security-policy')).not.toContain('nonce')
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000')
    }
  })

  it('leaves a page rendered for one request with the proxy’s nonce, and the API alone', async () => {
    const base = await serve(withPagePolicies(fakeNext('per-request'), { siteUrl: 'http://localhost:3000' }))
    const page = await fetch(`${base}/manage-registration?token=x`)
    expect(page.headers.get('content-security-policy')).toContain("'nonce-fresh-nonce'")
    expect(await page.text()).toBe(PAGE)
    expect(page.headers.get('strict-transport-security')).toBeNull()
    const api = await fetch(`${base}/api/things`)
    expect(await api.json()).toEqual({ ok: true })
  })
})
