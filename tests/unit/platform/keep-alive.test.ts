import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { keepConnectionsAlive } from '@/platform/http/keep-alive'

describe('idle connections to the server', () => {
  it("outlive a load balancer's 60 s and a client agent's idle time, with the headers' deadline past them", () => {
    const server = keepConnectionsAlive(http.createServer())
    // Node's own default (5 s) closed connections a client was about to reuse: a reset, once in a browser test.
    expect(http.createServer().keepAliveTimeout).toBe(5_000)
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
