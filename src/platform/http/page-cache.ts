import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http'

import { isNotModified, isStorableResponse, pageCacheKey, PER_RESPONSE_HEADERS } from './page-cache-policy'

/**
 * An in-memory cache of public pages in front of Next's request handler, in the same process.
 *
 * Next serves a cached page in about a millisecond of CPU (routing, the incremental cache, headers);
 * answering the same bytes from memory costs a tenth of that, so one process serves several times
 * more visitors. Entries live for a few seconds at most and are dropped the moment an editor's change
 * revalidates the site (`purgePageCache`, called beside `revalidatePath`), so a published change
 * shows exactly as soon as it would without the cache.
 */

type Entry = {
  statusCode: number
  headers: OutgoingHttpHeaders
  body: Buffer
  storedAt: number
}

export type PageCacheOptions = {
  /** How long an entry is served, in milliseconds; 0 turns the cache off. */
  ttlMs: number
  maxEntries?: number
  maxBytes?: number
  /** Larger answers are passed through and not kept. */
  maxEntryBytes?: number
  now?: () => number
}

const REGISTRY = Symbol.for('church-site.page-cache')
type Registry = { [REGISTRY]?: PageCache }

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  /** Bumped by every purge, so a render that started before an edit is not stored after it. */
  private generation = 0
  readonly stats = { hits: 0, misses: 0, stored: 0, purges: 0 }

  constructor(private readonly options: PageCacheOptions) {}

  get size() {
    return this.entries.size
  }

  purge() {
    this.entries.clear()
    this.bytes = 0
    this.generation++
    this.stats.purges++
  }

  /** Wraps Next's handler: answers what it can from memory, and keeps what Next answers that may be kept. */
  wrap(handler: RequestListener): RequestListener {
    if (this.options.ttlMs <= 0) return handler
    return (req, res) => {
      const key = pageCacheKey(req)
      if (!key) return handler(req, res)
      const entry = this.fresh(key)
      if (entry) return this.answer(req, res, entry)
      this.stats.misses++
      this.capture(key, res)
      return handler(req, res)
    }
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key, entry)
      return undefined
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private answer(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    this.stats.hits++
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'x-page-cache': 'HIT',
      age: String(Math.floor((this.now() - entry.storedAt) / 1000)),
    }
    if (isNotModified(req.headers['if-none-match'], entry.headers.etag as string | undefined)) {
      delete headers['content-length']
      delete headers['content-type']
      delete headers['content-encoding']
      res.writeHead(304, headers).end()
      return
    }
    res.writeHead(entry.statusCode, { ...headers, 'content-length': entry.body.length })
    res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  /** Records what Next writes for a GET, and stores it when the answer turns out to be storable. */
  private capture(key: string, res: ServerResponse) {
    if (res.req.method !== 'GET') return
    const maxEntryBytes = this.options.maxEntryBytes ?? 2 * 1024 * 1024
    const generation = this.generation
    const chunks: Buffer[] = []
    let size = 0
    let keep = true
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      size += buffer.length
      if (size > maxEntryBytes) {
        keep = false
        chunks.length = 0
        return
      }
      // Next may reuse a buffer after writing it; keep a copy.
      chunks.push(Buffer.from(buffer))
    }
    const write = res.write
    const end = res.end
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as ServerResponse['write']
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
    } as ServerResponse['end']
    res.once('finish', () => {
      if (!keep || generation !== this.generation) return
      const headers = res.getHeaders()
      if (!isStorableResponse({ statusCode: res.statusCode, headers })) return
      const stored: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(headers))
        if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) stored[name] = value
      // From now on the page comes from a cache, whatever Next said about this first answer.
      stored['x-nextjs-cache'] = 'HIT'
      this.store(key, {
        statusCode: res.statusCode,
        headers: stored,
        body: Buffer.concat(chunks),
        storedAt: this.now(),
      })
    })
  }

  private store(key: string, entry: Entry) {
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    this.stats.stored++
    const maxEntries = this.options.maxEntries ?? 500
    const maxBytes = this.options.maxBytes ?? 64 * 1024 * 1024
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break
      this.remove(oldestKey, oldest)
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }

  /** Makes this cache the one `purgePageCache` empties (Next's server code runs in the same process). */
  register() {
    ;(globalThis as Registry)[REGISTRY] = this
    return this
  }
}

/** Drops every cached page; a no-op where no cache runs (`next dev`, scripts, tests). */
export function purgePageCache() {
  ;(globalThis as Registry)[REGISTRY]?.purge()
}
