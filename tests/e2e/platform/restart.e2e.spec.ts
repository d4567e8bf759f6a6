import { expect, test } from '../test'

import { findFreePort } from '../../../src/platform/net/free-port'

import { adminToken } from '../helpers'
import { startServer, stopServer } from '../second-server'

test('a page changed while the server was down shows the change after a restart, not the copy rendered before', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs } = await (
    await request.get('/api/media?where[filename][like]=outreach-banner&depth=0', { headers })
  ).json()
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
