import type { Server } from 'node:http'

/**
 * How long the server keeps an idle connection open for the next request. Node's 5 s default is
 * shorter than what the clients in front keep theirs for (a load balancer 60 s, nginx's upstream
 * pool, a browser's or a test runner's agent): a request sent on a connection just as the server
 * closes it fails with a connection reset, so the server waits longer than any of them.
 */
const KEEP_ALIVE_MS = 65_000

/** Keeps idle connections open for KEEP_ALIVE_MS; the headers' deadline stays past it, as Node requires. */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  return server
}
