import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from '../test'

import { env } from '../../../src/platform/env'
import { findFreePort } from '../../../src/platform/net/free-port'

import { adminToken, createOnlineEvent, createRegistrations, forgetFormHits } from '../helpers'
import { startServer, stopServer } from '../second-server'

/**
 * Two production servers on one database, as behind a load balancer: the one under test (A, the
 * tests' base URL) and a second one (B) started here with the same build, database and secret.
 * Each has its own page caches and works through the jobs queue every few seconds.
 */
test.describe.configure({ mode: 'serial' })

let serverB: ChildProcess
let b = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const port = await findFreePort()
  serverB = await startServer(port)
  b = `http://localhost:${port}`
})

test.afterAll(async () => {
  if (serverB) await stopServer(serverB)
})

test("an editor's publish through one server shows on the other within a second", async ({ request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const about = (await (await request.get('/api/pages?where[path][equals]=/about&depth=0', { headers })).json()).docs[0]
  // B keeps the page in both its caches, as it would a page its visitors keep asking for.
  await expect.poll(async () => (await fetch(`${b}/about`)).headers.get('x-page-cache')).toBe('HIT')

  const heading = `About Us on both ${Date.now()}`
  const layout = about.layout.map((block: { blockType: string }) =>
    block.blockType === 'hero' ? { ...block, heading } : block,
  )
  try {
    expect(
      (await request.patch(`/api/pages/${about.id}`, { headers, data: { layout, _status: 'published' } })).ok(),
    ).toBe(true)
    // A's own page cache would keep the old page for minutes (PAGE_CACHE_SECONDS); only the purge brings the change.
    await expect
      .poll(async () => (await (await fetch(`${b}/about`)).text()).includes(heading), {
        timeout: 2_000,
        intervals: [50],
      })
      .toBe(true)
  } finally {
    await request.patch(`/api/pages/${about.id}`, { headers, data: { layout: about.layout, _status: 'published' } })
  }
})

test('each queued job runs once though both servers work through the queue', async ({ request }) => {
  test.setTimeout(90_000)
  const deliveries = new Map<string, number>()
  const receiver = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const email = (JSON.parse(raw) as { data: { email: string } }).data.email
      deliveries.set(email, (deliveries.get(email) ?? 0) + 1)
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  try {
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    expect((await request.post('/api/globals/integrations', { headers, data: { webhookUrl: hook } })).ok()).toBe(true)
    // Every new registration queues one webhook delivery; both servers' queue runs start on the same second.
    const marker = Date.now()
    const emails = Array.from({ length: 8 }, (_, i) => `both.${i}.${marker}@e2e.example`)
    const { id: event } = await createOnlineEvent(request)
    await createRegistrations(
      request,
      emails.map((email, i) => ({
        event,
        fullName: `Both Servers ${i} ${marker}`,
        email,
        attendanceChoice: ['online'],
      })),
    )

    await expect
      .poll(() => emails.filter((email) => deliveries.has(email)).length, { timeout: 30_000 })
      .toBe(emails.length)
    // Two more rounds of both servers' queue runs: a job claimed twice would be delivered again by now.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(emails.map((email) => deliveries.get(email))).toEqual(emails.map(() => 1))
  } finally {
    await request.post('/api/globals/integrations', { headers, data: { webhookUrl: null } })
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
  }
})

test("a form's rate limit counts the hits on both servers together", async ({ request }) => {
  const rule = env('FORM_RATE_LIMIT')
  test.skip(!rule, 'FORM_RATE_LIMIT is off')
  // This loopback client starts with a full allowance for the form, whatever earlier tests used.
  await forgetFormHits('verify-email')
  try {
    // An empty body is counted by the limit and then refused, so nothing else changes.
    const verifyOn = async (origin: string) =>
      (await request.post(`${origin}/api/registrations/verify`, { data: {} })).status()
    const statuses: number[] = []
    for (let hit = 0; hit < rule!.max; hit++) statuses.push(await verifyOn(hit % 2 === 0 ? '' : b))
    expect(statuses).toEqual(statuses.map(() => 400))
    // Either server alone has seen only half the allowance, yet both refuse the next hit.
    expect(await verifyOn('')).toBe(429)
    expect(await verifyOn(b)).toBe(429)
  } finally {
    await forgetFormHits('verify-email')
  }
})
