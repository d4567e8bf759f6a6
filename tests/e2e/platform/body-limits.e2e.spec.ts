import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import http from 'node:http'

import { expect, test } from '../test'

/**
 * The review sent bodies of hundreds of megabytes to public routes of the production build and
 * watched the server's memory grow by twice the body before it answered. Here the same requests get
 * 413 (or 401 for a webhook without its secret) at once, and the server's resident memory barely moves.
 */
const MB = 1024 * 1024
const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000')

/** The process listening on the test server's port, found through /proc (Linux). */
function serverPid(): number {
  const port = Number(base.port).toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // State 0A is LISTEN.
      if (fields[1]?.endsWith(`:${port}`) && fields[3] === '0A') inodes.add(fields[9]!)
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`)
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(pid)
      }
    } catch {
      // Another user's process, or one that has just ended.
    }
  }
  throw new Error(`No process listens on port ${base.port}`)
}

const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024

/**
 * Declares `size` bytes to `path` and sends the first megabyte; the rest follows only if no answer
 * has come within three seconds (a server that reads bodies gets them whole). Resolves with the answer,
 * how long it took and how many bytes had gone out by then.
 */
function send(path: string, size: number) {
  return new Promise<{ status: number; body: string; ms: number; sentBytes: number }>((resolve, reject) => {
    const started = performance.now()
    let sentBytes = 0
    let answered = false
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(size) },
      },
      (response) => {
        answered = true
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started, sentBytes }),
        )
      },
    )
    // The server closing the connection once it has answered is expected.
    request.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 1_000))
    const chunk = Buffer.alloc(MB, 0x20)
    const pump = () => {
      while (!answered && sentBytes < size) {
        const piece = chunk.subarray(0, Math.min(MB, size - sentBytes))
        sentBytes += piece.length
        if (!request.write(piece)) return void request.once('drain', pump)
      }
      if (!answered) request.end()
    }
    request.write(chunk.subarray(0, Math.min(MB, size)))
    sentBytes = Math.min(MB, size)
    setTimeout(pump, 3_000)
  })
}

test('oversized bodies to public routes are answered at once without reading them', async () => {
  const pid = serverPid()
  const before = residentBytes(pid)
  const answers = await Promise.all([
    send('/api/users/login', 64 * MB),
    send('/api/suppressions/unsubscribe?token=x', 64 * MB),
    send('/api/registrations/register', 64 * MB),
    // The browser tests' server has no Resend secret or Twilio token: refused before reading.
    send('/api/delivery-status/resend', 256 * MB),
    send('/api/delivery-status/twilio', 256 * MB),
  ])
  expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 401, 401])
  for (const answer of answers) {
    // Answered on the first megabyte, before the rest was sent.
    expect(answer.ms).toBeLessThan(3_000)
    expect(answer.sentBytes).toBe(MB)
  }
  // Reading them would have taken the review's server from 757 to 2,112 MB.
  expect(residentBytes(pid) - before).toBeLessThan(64 * MB)

  // A request of ordinary size still reaches its endpoint (here a wrong password, refused by Payload).
  const ordinary = await fetch(new URL('/api/users/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }),
  })
  expect(ordinary.status).toBe(401)
})
