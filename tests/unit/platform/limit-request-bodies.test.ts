import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  BODY_LIMITS,
  BODY_TOO_LARGE_MESSAGE,
  DELIVERY_WEBHOOK_NOT_CONFIGURED,
  LENGTH_REQUIRED_MESSAGE,
  bodyLimitFor,
  judgeRequestBody,
} from '@/platform/http/body-limits'
import { limitRequestBodies } from '@/platform/http/limit-request-bodies'

const MB = 1024 * 1024

describe('the body limit of each route', () => {
  const none = new Headers()
  it('holds webhooks and sign-in to a few KB, a visitor to the largest form, a staff session to uploads', () => {
    expect(bodyLimitFor('/api/delivery-status/resend', none)).toBe(BODY_LIMITS.webhook)
    expect(bodyLimitFor('/api/delivery-status/twilio/', none)).toBe(BODY_LIMITS.webhook)
    for (const path of [
      '/api/users/login',
      '/api/users/forgot-password',
      '/api/users/reset-password',
      '/api/two-factor/verify',
      '/api/staff-invitations/accept',
      '/api/staff-email/confirm',
    ])
      expect(bodyLimitFor(path, none), path).toBe(BODY_LIMITS.signIn)
    expect(bodyLimitFor('/api/users/login', new Headers({ cookie: 'payload-token=x' }))).toBe(BODY_LIMITS.signIn)
    for (const path of ['/api/registrations/register', '/api/suppressions/unsubscribe', '/api/graphql', '/', '/admin'])
      expect(bodyLimitFor(path, none), path).toBe(BODY_LIMITS.form)
    expect(bodyLimitFor('/api/media', new Headers({ cookie: 'a=1; payload-token=abc' }))).toBe(BODY_LIMITS.staff)
    expect(bodyLimitFor('/api/pages/3', new Headers({ authorization: 'JWT abc' }))).toBe(BODY_LIMITS.staff)
    expect(BODY_LIMITS.webhook).toBeLessThanOrEqual(16 * 1024)
    expect(BODY_LIMITS.signIn).toBeLessThanOrEqual(8 * 1024)
  })

  it('refuses by the declared length, a body without one, and a webhook nobody configured; lets the rest through', () => {
    vi.stubEnv('RESEND_WEBHOOK_SECRET', '')
    vi.stubEnv('TWILIO_AUTH_TOKEN', '')
    const judge = (pathname: string, headers: Record<string, string>, method = 'POST') =>
      judgeRequestBody({ method, pathname, headers: new Headers(headers) })
    expect(judge('/api/users/login', { 'content-length': String(64 * MB) })).toEqual({
      isAllowed: false,
      status: 413,
      message: BODY_TOO_LARGE_MESSAGE,
    })
    expect(judge('/api/users/login', { 'content-length': '200' })).toEqual({
      isAllowed: true,
      limit: BODY_LIMITS.signIn,
    })
    expect(judge('/api/registrations/register', { 'transfer-encoding': 'chunked' })).toEqual({
      isAllowed: false,
      status: 411,
      message: LENGTH_REQUIRED_MESSAGE,
    })
    expect(judge('/api/delivery-status/resend', { 'content-length': '300' })).toEqual({
      isAllowed: false,
      status: 401,
      message: DELIVERY_WEBHOOK_NOT_CONFIGURED.resend,
    })
    expect(judge('/api/delivery-status/twilio', { 'content-length': String(256 * MB) })).toMatchObject({ status: 401 })
    expect(judge('/', {}, 'GET')).toEqual({ isAllowed: true, limit: BODY_LIMITS.form })
    vi.stubEnv('RESEND_WEBHOOK_SECRET', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
    expect(judge('/api/delivery-status/resend', { 'content-length': '300' })).toMatchObject({ isAllowed: true })
    expect(judge('/api/delivery-status/resend', { 'content-length': String(256 * MB) })).toMatchObject({
      status: 413,
    })
    vi.unstubAllEnvs()
  })
})

/**
 * The review's attack, on a real socket: bodies of tens of megabytes to public routes. Behind
 * `limitRequestBodies` stands a listener that reads every body into memory, as Next and Payload do;
 * the oversized ones must never reach it, be answered at once and leave the process's memory as it was.
 */
describe('the production server’s first word on a request body', () => {
  let server: http.Server
  let port = 0
  const reachedBehind: string[] = []

  beforeAll(async () => {
    const readsEverything: http.RequestListener = (req, res) => {
      reachedBehind.push(req.url ?? '')
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => res.end(JSON.stringify({ ok: true, bytes: Buffer.concat(chunks).length })))
    }
    server = http.createServer(limitRequestBodies(readsEverything))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  afterEach(() => {
    reachedBehind.length = 0
    vi.unstubAllEnvs()
  })

  /**
   * Sends `size` bytes to `path` as a client would, a megabyte at a time, until the server answers;
   * resolves with the answer, how long it took and how many bytes went out before it came.
   */
  function send(path: string, size: number, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; ms: number; sentBytes: number }>((resolve, reject) => {
      const started = performance.now()
      let sentBytes = 0
      let answered = false
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(size), ...headers },
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
      // The server closing mid-upload is expected once it has answered.
      request.on('error', (error) => (answered ? undefined : reject(error)))
      const chunk = Buffer.alloc(Math.min(MB, size), 0x20)
      const pump = () => {
        while (!answered && sentBytes < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sentBytes))
          sentBytes += piece.length
          if (!request.write(piece)) return void request.once('drain', pump)
        }
        if (!answered) request.end()
      }
      pump()
    })
  }

  it('answers 64 MB to sign-in and to the unsubscribe link with 413 at once, reading none of it', async () => {
    global.gc?.()
    const before = process.memoryUsage().rss
    const answers = await Promise.all([
      send('/api/users/login', 64 * MB),
      send('/api/suppressions/unsubscribe?token=x', 64 * MB),
    ])
    const grown = process.memoryUsage().rss - before
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ ok: false, message: BODY_TOO_LARGE_MESSAGE })
      expect(answer.ms).toBeLessThan(2_000)
      // The answer came before the client had sent a tenth of it.
      expect(answer.sentBytes).toBeLessThan(6.4 * MB)
    }
    expect(reachedBehind).toEqual([])
    // Reading the bodies would have taken 128 MB at least; the client's own buffers are most of what grew.
    expect(grown).toBeLessThan(40 * MB)
  })

  it('refuses two parallel 256 MB bodies to the delivery webhooks before reading: 401 while unconfigured, 413 once configured', async () => {
    vi.stubEnv('RESEND_WEBHOOK_SECRET', '')
    vi.stubEnv('TWILIO_AUTH_TOKEN', '')
    const unconfigured = await Promise.all([
      send('/api/delivery-status/resend', 256 * MB),
      send('/api/delivery-status/twilio', 256 * MB),
    ])
    expect(unconfigured.map((answer) => [answer.status, JSON.parse(answer.body).message])).toEqual([
      [401, DELIVERY_WEBHOOK_NOT_CONFIGURED.resend],
      [401, DELIVERY_WEBHOOK_NOT_CONFIGURED.twilio],
    ])
    vi.stubEnv('RESEND_WEBHOOK_SECRET', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
    vi.stubEnv('TWILIO_AUTH_TOKEN', 'token')
    const configured = await Promise.all([
      send('/api/delivery-status/resend', 256 * MB),
      send('/api/delivery-status/twilio', 256 * MB),
    ])
    expect(configured.map((answer) => answer.status)).toEqual([413, 413])
    for (const answer of [...unconfigured, ...configured]) expect(answer.sentBytes).toBeLessThan(25.6 * MB)
    expect(reachedBehind).toEqual([])
  })

  it('lets a body within its limit through, whole', async () => {
    const answer = await send('/api/registrations/register', 100_000)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ ok: true, bytes: 100_000 })
    expect(reachedBehind).toEqual(['/api/registrations/register'])
  })

  it('refuses a chunked body, which declares no length, with 411', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: '/api/registrations/register', method: 'POST' },
        (r) => {
          r.resume()
          resolve(r.statusCode ?? 0)
        },
      )
      request.on('error', reject)
      request.write('{"a":')
      request.end('1}')
    })
    expect(answer).toBe(411)
    expect(reachedBehind).toEqual([])
  })
})
