import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isSmsConfigured, smsTransport } from '@/platform/sms'

import { testPayload } from '../../helpers/payload'

describe('the SMS module', () => {
  const received: Array<{ path: string; auth?: string; form: URLSearchParams }> = []
  let server: http.Server
  const env = { ...process.env }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        received.push({ path: req.url ?? '', auth: req.headers.authorization, form })
        res.setHeader('content-type', 'application/json')
        if (form.get('To')?.endsWith('000')) {
          res.statusCode = 400
          return res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }))
        }
        res.statusCode = 201
        res.end(JSON.stringify({ sid: `SM${received.length}` }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })

  afterAll(async () => {
    process.env = env
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('keeps messages in the SMS outbox when no provider is configured, once per idempotency key', async () => {
    const payload = await testPayload()
    expect(isSmsConfigured()).toBe(false)
    const key = `sms-test-${Date.now()}`
    const transport = smsTransport(payload)
    expect(transport.name).toBe('outbox')
    const [first] = await transport.sendBatch([{ to: '07700 900111', body: 'Hello', idempotencyKey: key }])
    const [again] = await transport.sendBatch([{ to: '07700 900111', body: 'Hello', idempotencyKey: key }])
    expect(first).toEqual(again)
    expect(
      (
        await payload.count({
          collection: 'sms-outbox',
          where: { idempotencyKey: { equals: key } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('sends through Twilio when configured, authenticated, one failure not stopping the rest', async () => {
    process.env.TWILIO_ACCOUNT_SID = 'AC123'
    process.env.TWILIO_AUTH_TOKEN = 'secret'
    process.env.TWILIO_FROM = '+447700900999'
    process.env.TWILIO_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const transport = smsTransport(await testPayload())
    expect(transport.name).toBe('twilio')
    const results = await transport.sendBatch([
      { to: '+447700900001', body: 'One' },
      { to: '+447700900000', body: 'Bad number' },
      { to: '+447700900002', body: 'Two' },
    ])
    expect(results.map((r) => r.isSent)).toEqual([true, false, true])
    expect(results[1]).toMatchObject({ error: "The 'To' number is not a valid phone number." })
    expect(received[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`)
    expect(received.map((r) => r.form.get('From'))).toEqual(['+447700900999', '+447700900999', '+447700900999'])
  })
})
