import http from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { findFreePort } from '@/platform/net/free-port'
import { waitUntilAnswering } from '@/platform/http/wait-until-answering'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function serve(port: number, statuses: number[]): http.Server {
  const server = http.createServer((_request, response) => response.writeHead(statuses.shift() ?? 200).end())
  servers.push(server)
  server.listen(port, '127.0.0.1')
  return server
}

const running = { exitCode: null, signalCode: null }

describe('waitUntilAnswering', () => {
  it('waits for a server that starts listening later, and past its 5xx answers', async () => {
    const port = await findFreePort()
    const statuses = [503, 502, 404]
    setTimeout(() => serve(port, statuses), 300)
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, server: running, intervalMs: 50 })
    expect(statuses).toEqual([])
  })

  it('fails at once, naming the exit, when the server process has ended', async () => {
    const port = await findFreePort()
    await expect(
      waitUntilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, server: { exitCode: 1, signalCode: null } }),
    ).rejects.toThrow(`The server for http://127.0.0.1:${port}/ exited (code 1) before it answered.`)
    await expect(
      waitUntilAnswering(`http://127.0.0.1:${port}/`, {
        timeoutMs: 60_000,
        server: { exitCode: null, signalCode: 'SIGKILL' },
      }),
    ).rejects.toThrow('exited (SIGKILL)')
  })

  it('gives up at the deadline when nothing answers', async () => {
    const port = await findFreePort()
    await expect(
      waitUntilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 300, server: running, intervalMs: 50 }),
    ).rejects.toThrow(`http://127.0.0.1:${port}/ did not answer within 0.3 s.`)
  })
})
