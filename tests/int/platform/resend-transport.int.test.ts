import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createResendTransport } from '@/platform/email/resend-transport'

type Captured = { path: string; auth: string | undefined; body: unknown }

describe('the Resend transport against a fake Resend server on loopback', () => {
  const captured: Captured[] = []
  let server: http.Server
  let baseUrl = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', () => {
        const body = JSON.parse(raw || '{}')
        captured.push({ path: req.url ?? '', auth: req.headers.authorization, body })
        res.setHeader('content-type', 'application/json')
        if (req.url === '/emails/batch') {
          res.end(JSON.stringify({ data: (body as unknown[]).map((_, i) => ({ id: `batch-${i}` })) }))
        } else if ((body as { to: string[] }).to[0]?.startsWith('fail')) {
          res.statusCode = 422
          res.end(JSON.stringify({ name: 'validation_error', message: 'Invalid `to` field.', statusCode: 422 }))
        } else {
          res.end(JSON.stringify({ id: 'single-1' }))
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends one message with its calendar attachment, authenticated with the API key', async () => {
    const transport = createResendTransport({ apiKey: 're_test_key', baseUrl, from: 'Church <no-reply@example.org>' })
    const [result] = await transport.sendBatch([
      {
        to: 'a@example.org',
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
        attachments: [{ filename: 'day1.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      },
    ])
    expect(result).toEqual({ isSent: true, id: 'single-1' })
    const request = captured.at(-1)!
    expect(request.path).toBe('/emails')
    expect(request.auth).toBe('Bearer re_test_key')
    expect(request.body).toMatchObject({ from: 'Church <no-reply@example.org>', to: ['a@example.org'], subject: 'Hi' })
    const attachment = (request.body as { attachments: Array<{ filename: string; content: string }> }).attachments[0]!
    expect(attachment.filename).toBe('day1.ics')
    expect(Buffer.from(attachment.content, 'base64').toString()).toBe('BEGIN:VCALENDAR')
  })

  it('uses the batch endpoint, at most 100 a call, for messages without attachments', async () => {
    const transport = createResendTransport({ apiKey: 're_test_key', baseUrl, from: 'Church <no-reply@example.org>' })
    const before = captured.length
    const messages = Array.from({ length: 150 }, (_, i) => ({
      to: `p${i}@example.org`,
      subject: 'News',
      html: '<p>x</p>',
      text: 'x',
    }))
    const results = await transport.sendBatch(messages)
    expect(results).toHaveLength(150)
    expect(results.every((r) => r.isSent)).toBe(true)
    const calls = captured.slice(before)
    expect(calls.map((c) => c.path)).toEqual(['/emails/batch', '/emails/batch'])
    expect(calls.map((c) => (c.body as unknown[]).length)).toEqual([100, 50])
  })

  it('reports a refused message as not sent, with Resend’s reason', async () => {
    const transport = createResendTransport({ apiKey: 're_test_key', baseUrl, from: 'Church <no-reply@example.org>' })
    const [result] = await transport.sendBatch([{ to: 'fail@example.org', subject: 'x', html: 'x', text: 'x' }])
    expect(result).toEqual({ isSent: false, error: 'Invalid `to` field.' })
  })
})
