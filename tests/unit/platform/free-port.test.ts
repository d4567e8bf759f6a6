import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { ephemeralRangeStart, findFreePort } from '@/platform/net/free-port'

const servers: net.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

function listen(port: number, host?: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    servers.push(server)
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

describe('ephemeralRangeStart', () => {
  it('reads where the kernel starts handing out ports to outgoing connections', () => {
    expect(ephemeralRangeStart(() => '40000\t60999\n')).toBe(40000)
  })

  it('falls back to Linux’s default when the setting cannot be read or makes no sense', () => {
    expect(
      ephemeralRangeStart(() => {
        throw new Error('no /proc')
      }),
    ).toBe(32768)
    expect(ephemeralRangeStart(() => 'garbage')).toBe(32768)
    expect(ephemeralRangeStart(() => '1024 65535')).toBe(32768)
  })
})

describe('findFreePort', () => {
  it('gives a port below the ephemeral range that a server can then listen on, on every address', async () => {
    const port = await findFreePort()
    expect(port).toBeGreaterThanOrEqual(10_000)
    expect(port).toBeLessThan(ephemeralRangeStart())
    await expect(listen(port)).resolves.toBeDefined()
  })

  it('passes over a port already taken, on loopback or on every address', async () => {
    const onLoopback = (await listen(0, '127.0.0.1')).address() as net.AddressInfo
    const onEvery = (await listen(0)).address() as net.AddressInfo
    const free = await findFreePort()
    const offered = [onLoopback.port, onEvery.port, free]
    const port = await findFreePort(() => offered.shift()!)
    expect(port).toBe(free)
  })

  it('gives up with a clear error rather than looping for ever', async () => {
    const taken = (await listen(0)).address() as net.AddressInfo
    await expect(findFreePort(() => taken.port)).rejects.toThrow('Found no free port to listen on after 100 tries.')
  })
})
