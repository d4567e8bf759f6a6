import { readFileSync } from 'node:fs'
import net from 'node:net'

/** Linux's default when /proc cannot be read. */
const DEFAULT_EPHEMERAL_START = 32768
const LOWEST = 10_000

/** Where the kernel's ephemeral ports begin: every outgoing connection's local port is taken from there on. */
export function ephemeralRangeStart(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): number {
  try {
    const start = Number(read().trim().split(/\s+/)[0])
    return Number.isInteger(start) && start > LOWEST + 1000 ? start : DEFAULT_EPHEMERAL_START
  } catch {
    return DEFAULT_EPHEMERAL_START
  }
}

function randomPortBelowEphemeralRange(): number {
  return LOWEST + Math.floor(Math.random() * (ephemeralRangeStart() - LOWEST))
}

/** Whether a server could listen on the port now, on every address (as Next and Node servers do by default). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })
}

/**
 * A port that is free now, for a server started a little later (a database, or Next after its seed).
 * It comes from below the ephemeral range on purpose: a port from `listen(0)` lies inside it, where
 * the kernel can hand it to any outgoing connection (a database client, say) before the server binds it.
 */
export async function findFreePort(pick: () => number = randomPortBelowEphemeralRange): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = pick()
    if (await isFree(port)) return port
  }
  throw new Error('Found no free port to listen on after 100 tries.')
}
