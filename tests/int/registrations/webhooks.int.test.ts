import { createHmac } from 'node:crypto'
import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { attemptDelivery } from '@/registrations/deliver-webhook'
import { postWebhook } from '@/platform/net/post-webhook'

import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Received = { body: string; signature?: string }

describe('webhooks', () => {
  const received: Received[] = []
  let failuresLeft = 0
  let server: http.Server
  let url = ''
  let admin: string

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        received.push({ body: raw, signature: req.headers['x-church-signature'] as string | undefined })
        if (req.url === '/slow') return setTimeout(() => res.end('late'), 6000)
        if (req.url === '/broken') {
          res.statusCode = 500
          return res.end('Error: connect ECONNREFUSED 10.0.0.5:5432 at TCPConnectWrap.afterConnect')
        }
        if (failuresLeft > 0) {
          failuresLeft--
          res.statusCode = 503
          return res.end('busy')
        }
        res.statusCode = 204
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
    admin = (await staffUser('admin')).token
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The host resolves, for this test, to the given addresses (or fails); returns how many times it was resolved. */
  function resolveTo(hostname: string, answer: dns.LookupAddress[] | Error) {
    const lookup = dns.lookup
    let lookups = 0
    vi.spyOn(dns, 'lookup').mockImplementation(((
      name: string,
      options: dns.LookupAllOptions,
      callback: (error: Error | null, found?: dns.LookupAddress[]) => void,
    ) => {
      if (name !== hostname) return (lookup as (...args: unknown[]) => void)(name, options, callback)
      lookups++
      process.nextTick(() => (answer instanceof Error ? callback(answer) : callback(null, answer)))
    }) as unknown as typeof dns.lookup)
    return () => lookups
  }

  afterAll(async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: null, webhookSecret: null },
      overrideAccess: true,
    })
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('refuses private, loopback, link-local and metadata addresses, and names that resolve to them', async () => {
    for (const target of [
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://localhost:9/x',
    ]) {
      const result = await postWebhook(target, { test: true }, { allowPrivate: false })
      expect(result, target).toMatchObject({
        ok: false,
        reason: 'refused-address',
        message: expect.stringMatching(/private or reserved/),
      })
    }
    expect((await postWebhook('ftp://example.org/x', {}, { allowPrivate: false })).message).toBe(
      'Only http and https addresses can receive webhooks.',
    )
    expect((await postWebhook('https://user:pw@example.org/x', {}, { allowPrivate: false })).message).toMatch(
      /user name and password/,
    )
    // The receiver saw none of them.
    expect(received).toHaveLength(0)
  })

  it('refuses our own receiver written as IPv4 inside IPv6, in any spelling', async () => {
    const port = new URL(url).port
    for (const host of [
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:FFFF:7F00:0001]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::1]',
    ]) {
      const result = await postWebhook(`http://${host}:${port}/hook`, { test: true }, { allowPrivate: false })
      expect(result, host).toMatchObject({ ok: false, reason: 'refused-address' })
    }
    expect(received).toHaveLength(0)
  })

  it('judges the addresses a name resolves to when it connects, and connects to the address it judged', async () => {
    const port = new URL(url).port
    resolveTo('rebind.test', [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:7f00:1', family: 6 },
    ])
    expect(await postWebhook(`http://rebind.test:${port}/hook`, { test: true }, { allowPrivate: false })).toMatchObject(
      { ok: false, reason: 'refused-address' },
    )
    expect(received).toHaveLength(0)

    // Resolved once, and the request reaches the address that resolution gave.
    const lookups = resolveTo('receiver.test', [{ address: '127.0.0.1', family: 4 }])
    expect(
      await postWebhook(`http://receiver.test:${port}/hook`, { test: true }, { allowPrivate: true }),
    ).toMatchObject({ ok: true, status: 204 })
    expect(lookups()).toBe(1)
    expect(received).toHaveLength(1)
    received.length = 0
  })

  it('sends Test Webhook from the server, signed with HMAC-SHA256, and reports the answer', async () => {
    expect((await rest('POST', '/settings/test-webhook', { token: admin, body: { url: '  ' } })).json).toMatchObject({
      message: 'Please enter a webhook URL first.',
    })
    for (const role of ['volunteer', 'kiosk'] as const) {
      const token = (await staffUser(role)).token
      expect((await rest('POST', '/settings/test-webhook', { token, body: { url } })).status, role).toBe(403)
    }

    const answer = await rest('POST', '/settings/test-webhook', { token: admin, body: { url, secret: 'shh' } })
    expect(answer).toMatchObject({
      status: 200,
      json: { ok: true, status: 204, message: 'The receiver answered 204.' },
    })
    const last = received.at(-1)!
    const body = JSON.parse(last.body)
    expect(body).toMatchObject({ test: true, source: 'church-website', message: expect.any(String) })
    expect(Date.parse(body.timestamp)).toBeGreaterThan(Date.now() - 60_000)
    expect(last.signature).toBe(`sha256=${createHmac('sha256', 'shh').update(last.body).digest('hex')}`)
  })

  it("tells the admin what became of Test Webhook in a few words, never the receiver's own error text", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    resolveTo('nowhere.test', Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' }))
    const cases = [
      [url.replace('/hook', '/broken'), 'The receiver answered 500.'],
      [`http://127.0.0.1:${closedPort}/x`, 'The receiver refused the connection.'],
      ['http://nowhere.test/x', 'The address could not be found.'],
    ] as const
    for (const [target, message] of cases) {
      const answer = await rest('POST', '/settings/test-webhook', { token: admin, body: { url: target } })
      expect(answer, target).toMatchObject({ status: 502, json: { ok: false, message } })
      expect(JSON.stringify(answer.json), target).not.toMatch(
        /ECONNREFUSED|ENOTFOUND|getaddrinfo|10\.0\.0\.5|TCPConnectWrap/,
      )
    }
  })

  it('gives up on a receiver that does not answer within 5 seconds', async () => {
    const result = await postWebhook(url.replace('/hook', '/slow'), { test: true })
    expect(result).toMatchObject({ ok: false, status: null, reason: 'timeout', message: 'No answer within 5 seconds.' })
  }, 10_000)

  it('records a failed delivery for admins in the same few words', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'integrations', data: { webhookSecret: null }, overrideAccess: true })
    const delivery = await payload.create({
      collection: 'webhook-deliveries',
      data: {
        event: 'registration_created',
        status: 'pending',
        url: url.replace('/hook', '/broken'),
        body: { test: true },
      },
      overrideAccess: true,
    })
    await expect(attemptDelivery(payload, delivery.id)).rejects.toThrow('The receiver answered 500.')
    expect(
      await payload.findByID({ collection: 'webhook-deliveries', id: delivery.id, overrideAccess: true }),
    ).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500, lastError: 'The receiver answered 500.' })
    await payload.delete({ collection: 'webhook-deliveries', id: delivery.id, overrideAccess: true })
  })

  it('announces each new registration through the jobs queue, retrying with backoff until it gets through', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: url, webhookSecret: 'signing-secret' },
      overrideAccess: true,
    })
    failuresLeft = 2
    const before = received.length
    const email = uniqueEmail('hook')
    const registered = await rest('POST', '/registrations/register', {
      body: { fullName: 'Hook Person', email, attendanceChoice: ['online'] },
      ip: '203.0.113.91',
    })
    expect(registered.status).toBe(200)

    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const deliveryId = docs[0]!.id
    expect(docs[0]).toMatchObject({ event: 'registration_created', status: 'pending', attempts: 0 })
    for (let i = 0; i < 10; i++) {
      await payload.jobs.run({ where: { taskSlug: { equals: 'deliverWebhook' } } })
      const delivery = await payload.findByID({
        collection: 'webhook-deliveries',
        id: deliveryId,
        overrideAccess: true,
      })
      if (delivery.status !== 'pending') break
      await new Promise((r) => setTimeout(r, 50))
    }
    const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, overrideAccess: true })
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastStatus: 204 })
    const hits = received.slice(before)
    expect(hits).toHaveLength(3)
    const body = JSON.parse(hits[2]!.body)
    // The form without an event registers for the featured one: the seeded outreach event.
    expect(body).toEqual({
      event: 'registration_created',
      data: {
        full_name: 'Hook Person',
        email,
        attendance_choice: ['online'],
        created_at: expect.any(String),
        event: { slug: 'outreach-event-2025', title: 'Outreach Event 2025' },
      },
    })
    expect(hits[2]!.signature).toBe(
      `sha256=${createHmac('sha256', 'signing-secret').update(hits[2]!.body).digest('hex')}`,
    )
  })

  it('keeps the integrations settings and the delivery log from everyone but admins', async () => {
    const editor = (await staffUser('editor')).token
    expect((await rest('GET', '/globals/integrations')).status).toBe(403)
    expect((await rest('GET', '/globals/integrations', { token: editor })).status).toBe(403)
    expect((await rest('GET', '/webhook-deliveries')).status).toBe(403)
    expect((await rest('POST', '/settings/test-email')).status).toBe(403)
  })
})
