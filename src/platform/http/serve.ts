/**
 * The production server (`npm start`, the browser tests, the benchmarks): Next's request handler
 * behind the public page cache, in one process.
 *
 *   tsx src/platform/http/serve.ts [--port N] [--hostname H]
 *
 * The port defaults to $PORT, then 3000; without --hostname it listens on every interface.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import next from 'next'

import { startPurgeListener } from '../cache/start-purge-listener'
import { env, siteUrl, validateEnvOrExit } from '../env'

import { keepConnectionsAlive } from './keep-alive'
import { limitRequestBodies } from './limit-request-bodies'
import { PageCache } from './page-cache'
import { withPagePolicies } from './page-policies'
import { proxyTrustFromEnv, withClientAddress } from './with-client-address'

// Before Next starts, so a mistyped setting stops the server with a message naming it.
validateEnvOrExit()

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = values.port ? Number(values.port) : env('PORT')
const hostname = values.hostname
const root = path.resolve(import.meta.dirname, '../../..')

const proxyTrust = proxyTrustFromEnv()

const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port })
await app.prepare()

const pageCacheSeconds = env('PAGE_CACHE_SECONDS')
const cache = new PageCache({ ttlMs: pageCacheSeconds * 1000 }).register()
const handle = app.getRequestHandler()
// Bodies first: an oversized one is refused before the cache, Next or Payload reads any of it.
// Then the page cache, which keeps each shared page with the policy its scripts' hashes make.
const server = keepConnectionsAlive(
  createServer(
    limitRequestBodies(
      cache.wrap(
        withPagePolicies(
          withClientAddress(proxyTrust, (req, res) => void handle(req, res)),
          { siteUrl: siteUrl() },
        ),
      ),
    ),
  ),
)

// An editor's change on any server sharing the database re-renders this server's pages too; the
// server says it is ready only once it hears of such changes.
const purges = startPurgeListener({ connectionString: env('DATABASE_URL') ?? '', cache, hostname, port })
await purges.ready

server.listen(port, hostname, () => {
  console.log(
    `Ready on http://${hostname ?? 'localhost'}:${port} (public page cache: ${pageCacheSeconds ? `${pageCacheSeconds} s` : 'off'})`,
  )
})

// Finish the answers in flight, then let the launcher stop the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void purges.close()
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
