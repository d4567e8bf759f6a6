import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

import { hashPolicy, strictTransportSecurity } from './content-security-policy'

/** Paths that are never pages: the API, Next's files. */
const NOT_A_PAGE = /^\/(?:api|_next)(?:\/|$)/

/** Next answers a page it renders once for everyone (ISR) with `x-nextjs-cache`: HIT, MISS or STALE. */
const isSharedPage = (res: ServerResponse) =>
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) && res.getHeader('x-nextjs-cache') !== undefined

function decoded(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

const asBuffer = (chunk: unknown, encoding?: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

type Callback = (error?: Error | null) => void

/**
 * The production server's security headers for pages. Every answer gets HSTS when the site is
 * served over https. A page Next renders once for everyone (ISR) is held until it is complete and
 * answered with a Content-Security-Policy of its inline scripts' hashes, in place of the per-request
 * nonce the proxy set (no nonce is in such a page: the same bytes go to every visitor). The page cache
 * around this keeps that policy with the page. Other answers pass straight through.
 */
export function withPagePolicies(listener: RequestListener, { siteUrl }: { siteUrl: string }): RequestListener {
  const hsts = strictTransportSecurity(siteUrl)
  return (req: IncomingMessage, res: ServerResponse) => {
    if (hsts) res.setHeader('strict-transport-security', hsts)
    const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !NOT_A_PAGE.test(req.url ?? '/')
    if (!isPageRequest) return listener(req, res)

    // The methods as they were; wrappers Next adds later (its compression) wrap these overrides, so
    // the overrides stay in place and only change what they do once the answer's kind is known.
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    let mode: 'undecided' | 'pass' | 'hold' | 'released' = 'undecided'
    const decide = () => {
      if (mode === 'undecided') mode = isSharedPage(res) ? 'hold' : 'pass'
    }
    const chunks: Buffer[] = []

    // Until the answer's kind is known, and while a shared page is held, headers are only noted: its policy is added at its end.
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (mode === 'pass' || mode === 'released')
        return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
      this.statusCode = statusCode
      if (typeof rest[0] === 'string') this.statusMessage = rest.shift() as string
      const headers = rest[0] as OutgoingHttpHeaders | string[] | undefined
      if (Array.isArray(headers)) {
        for (let index = 0; index + 1 < headers.length; index += 2) this.setHeader(headers[index]!, headers[index + 1]!)
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      }
      return this
    } as ServerResponse['writeHead']
    res.flushHeaders = function (this: ServerResponse) {
      decide()
      if (mode !== 'hold') original.flushHeaders.call(this)
    }
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      decide()
      if (mode !== 'hold') return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
      chunks.push(asBuffer(chunk, typeof rest[0] === 'string' ? rest[0] : undefined))
      const callback = rest.find((arg): arg is Callback => typeof arg === 'function')
      if (callback) process.nextTick(callback)
      return true
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      decide()
      if (mode !== 'hold') return (original.end as (...args: unknown[]) => ServerResponse).call(this, ...args)
      mode = 'released'
      const callback = args.find((arg): arg is Callback => typeof arg === 'function')
      const chunk = typeof args[0] === 'function' ? undefined : args[0]
      if (chunk !== undefined && chunk !== null)
        chunks.push(asBuffer(chunk, typeof args[1] === 'string' ? args[1] : undefined))
      const body = Buffer.concat(chunks)
      const encoding = String(this.getHeader('content-encoding') ?? 'identity').toLowerCase()
      const html = req.method === 'HEAD' ? '' : decoded(body, encoding)
      this.setHeader('content-security-policy', hashPolicy(html, { siteUrl }))
      return (original.end as (...args: unknown[]) => ServerResponse).call(this, body, callback)
    } as ServerResponse['end']
    return listener(req, res)
  }
}
