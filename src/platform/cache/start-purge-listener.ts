import type { PageCache } from '../http/page-cache'

import { listenForPurges, type PurgeListener } from './listen-for-purges'
import type { PurgedPath } from './purge-message'
import { createRevalidationSecret, REVALIDATION_SECRET_HEADER } from './revalidation-secret'

/** Where this server answers itself: loopback, unless it listens on one address only. */
const ownOrigin = (hostname: string | undefined, port: number) => {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * Makes an editor's change on any server sharing the database show on this one: each announced
 * change re-renders the paths in this server's Next, then empties its page cache (in that order, so
 * the page cache cannot keep a copy Next rendered before the change).
 */
export function startPurgeListener({
  connectionString,
  cache,
  hostname,
  port,
}: {
  connectionString: string
  cache: PageCache
  hostname?: string
  port: number
}): PurgeListener {
  const secret = createRevalidationSecret()
  const revalidate = async (paths: PurgedPath[]) => {
    try {
      const response = await fetch(`${ownOrigin(hostname, port)}/internal/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATION_SECRET_HEADER]: secret },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status !== 204) throw new Error(`Next answered the revalidation with ${response.status}`)
    } finally {
      cache.purge()
    }
  }
  return listenForPurges({
    connectionString,
    onPurge: revalidate,
    // Whatever changed while the connection was down, the whole site is re-rendered.
    onMissed: () => revalidate([{ path: '/', type: 'layout' }]),
    onError: (error, context) => console.error(`Cache purges: ${context}:`, error),
  })
}
