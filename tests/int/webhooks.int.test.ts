import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postWebhook } from '@/server/webhooks/post'

import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

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

  afterAll(async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: null, webhookSecret: null }, overrideAccess: true })
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('refuses private, loopback, link-local and metadata addresses, and names that resolve to them', async () => {
    for (const target of ['http://127.0.0.1:9/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://localhost:9/x']) {
      const result = await postWebhook(target, { test: true }, { allowPrivate: false })
      expect(result.ok, target).toBe(false)
      expect(result.error, target).toMatch(/private or reserved/)
    }
    expect((await postWebhook('ftp://example.org/x', {}, { allowPrivate: false })).error).toBe('Only http and https addresses can receive webhooks.')
    expect((await postWebhook('https://user:pw@example.org/x', {}, { allowPrivate: false })).error).toMatch(/user name and password/)
    // The receiver saw none of them.
    expect(received).toHaveLength(0)
  })

  it('sends Test Webhook from the server, signed with HMAC-SHA256, and reports the answer', async () => {
    expect((await rest('POST', '/settings/test-webhook', { token: admin, body: { url: '  ' } })).json).toMatchObject({ message: 'Please enter a webhook URL first.' })
    const volunteer = (await staffUser('volunteer')).token
    expect((await rest('POST', '/settings/test-webhook', { token: volunteer, body: { url } })).status).toBe(403)

    const answer = await rest('POST', '/settings/test-webhook', { token: admin, body: { url, secret: 'shh' } })
    expect(answer).toMatchObject({ status: 200, json: { ok: true, status: 204 } })
    const last = received.at(-1)!
    const body = JSON.parse(last.body)
    expect(body).toMatchObject({ test: true, source: 'church-website', message: expect.any(String) })
    expect(Date.parse(body.timestamp)).toBeGreaterThan(Date.now() - 60_000)
    expect(last.signature).toBe(`sha256=${createHmac('sha256', 'shh').update(last.body).digest('hex')}`)
  })

  it('gives up on a receiver that does not answer within 5 seconds', async () => {
    const result = await postWebhook(url.replace('/hook', '/slow'), { test: true })
    expect(result).toMatchObject({ ok: false, status: null, error: 'No answer within 5 seconds.' })
  }, 10_000)

  it('announces each new registration through the jobs queue, retrying with backoff until it gets through', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: url, webhookSecret: 'signing-secret' }, overrideAccess: true })
    failuresLeft = 2
    const before = received.length
    const email = uniqueEmail('hook')
    const registered = await rest('POST', '/registrations/register', { body: { fullName: 'Hook Person', email, attendanceChoice: ['online'] }, ip: '203.0.113.91' })
    expect(registered.status).toBe(200)

    const { docs } = await payload.find({ collection: 'webhook-deliveries', sort: '-createdAt', limit: 1, overrideAccess: true })
    const deliveryId = docs[0]!.id
    expect(docs[0]).toMatchObject({ event: 'registration_created', status: 'pending', attempts: 0 })
    for (let i = 0; i < 10; i++) {
      await payload.jobs.run({ where: { taskSlug: { equals: 'deliverWebhook' } } })
      const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, overrideAccess: true })
      if (delivery.status !== 'pending') break
      await new Promise((r) => setTimeout(r, 50))
    }
    const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, overrideAccess: true })
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastStatus: 204 })
    const hits = received.slice(before)
    expect(hits).toHaveLength(3)
    const body = JSON.parse(hits[2]!.body)
    expect(body).toEqual({ event: 'registration_created', data: { full_name: 'Hook Person', email, attendance_choice: ['online'], created_at: expect.any(String) } })
    expect(hits[2]!.signature).toBe(`sha256=${createHmac('sha256', 'signing-secret').update(hits[2]!.body).digest('hex')}`)
  })

  it('keeps the integrations settings and the delivery log from everyone but admins', async () => {
    const editor = (await staffUser('editor')).token
    expect((await rest('GET', '/globals/integrations')).status).toBe(403)
    expect((await rest('GET', '/globals/integrations', { token: editor })).status).toBe(403)
    expect((await rest('GET', '/webhook-deliveries')).status).toBe(403)
    expect((await rest('POST', '/settings/test-email')).status).toBe(403)
  })
})
