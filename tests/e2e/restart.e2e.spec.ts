import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { findFreePort } from '../../src/server/free-port'

import { adminToken } from './helpers'

const root = path.resolve(import.meta.dirname, '../..')

/** A second production server on the same build and database, as a restart or a second instance starts it. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/http/serve.ts', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  while (!/Ready on/.test(output) && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  if (!/Ready on/.test(output)) throw new Error(`The server did not start:\n${output}`)
  return child
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

test('a page changed while the server was down shows the change after a restart, not the copy rendered before', async ({ request }) => {
  test.setTimeout(180_000)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs } = await (await request.get('/api/media?where[filename][like]=outreach-banner&depth=0', { headers })).json()
  const media = docs[0] as { id: number; alt: string }
  const alt = `Rooftops after the restart ${Date.now()}`
  const port = await findFreePort()
  const homeOn = async () => (await fetch(`http://localhost:${port}/`)).text()

  let server = await startServer(port)
  try {
    // The restarted server's first life renders home and keeps it.
    expect(await homeOn()).toContain(media.alt)
    await stopServer(server)

    // An editor changes the picture's description through the other instance meanwhile.
    expect((await request.patch(`/api/media/${media.id}`, { headers, data: { alt } })).ok()).toBe(true)

    server = await startServer(port)
    const html = await homeOn()
    expect(html).toContain(alt)
    expect(html).not.toContain(media.alt)
  } finally {
    await stopServer(server)
    await request.patch(`/api/media/${media.id}`, { headers, data: { alt: media.alt } })
  }
})
