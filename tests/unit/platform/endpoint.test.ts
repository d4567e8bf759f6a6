import { type PayloadRequest, ValidationError } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { SESSION_STRATEGY } from '@/platform/access/second-factor'
import { APP_ERROR_STATUS, AppError, type AppErrorCode } from '@/platform/http/app-error'
import { BODY_LIMITS, BODY_TOO_LARGE_MESSAGE } from '@/platform/http/body-limits'
import { defineEndpoint } from '@/platform/http/endpoint'
import { download } from '@/platform/http/respond'

const rateLimit = vi.hoisted(() => ({ isAllowed: true, retryAfterSeconds: 0, keys: [] as string[] }))

vi.mock('@/platform/rate-limit/rate-limit', () => ({
  clientAddress: (headers: Headers) => headers.get('x-forwarded-for') ?? 'unknown',
  formRateLimit: () => ({ max: 1, windowSeconds: 60 }),
  hitRateLimit: async (_payload: unknown, key: string) => {
    rateLimit.keys.push(key)
    return { isAllowed: rateLimit.isAllowed, retryAfterSeconds: rateLimit.retryAfterSeconds }
  },
}))

type FakeUser = { collection: 'users'; role: string; _strategy?: string; _sid?: string }

/** A request as Payload hands it over; `readBody` counts reads of its body stream (`raw` as sent, or `body` as JSON). */
function fakeRequest({
  user = null,
  body,
  raw,
  url = 'http://localhost/api/things/do',
  headers = {},
}: {
  user?: FakeUser | null
  body?: () => unknown
  raw?: string
  url?: string
  headers?: Record<string, string>
} = {}) {
  const readBody = vi.fn()
  const text = raw ?? (body ? JSON.stringify(body()) : undefined)
  const stream =
    text === undefined
      ? null
      : new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              readBody()
              controller.enqueue(new TextEncoder().encode(text))
              controller.close()
            },
          },
          // Nothing is pulled until someone reads.
          { highWaterMark: 0 },
        )
  const logError = vi.fn()
  const req = {
    user,
    url,
    method: 'POST',
    headers: new Headers(headers),
    body: stream,
    payload: { logger: { error: logError } },
  }
  return { req: req as unknown as PayloadRequest, readBody, logError }
}

const staff = (role: string, extra: Partial<FakeUser> = {}): FakeUser => ({ collection: 'users', role, ...extra })

async function call(endpoint: ReturnType<typeof defineEndpoint>, req: PayloadRequest) {
  const response = await endpoint.handler(req)
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  }
}

beforeEach(() => {
  rateLimit.isAllowed = true
  rateLimit.retryAfterSeconds = 0
  rateLimit.keys = []
})

describe('who may call an endpoint', () => {
  const adminOnly = (handler = vi.fn(async () => ({ done: true }))) => ({
    handler,
    endpoint: defineEndpoint({ path: '/do', method: 'post', caller: ['admin'], handler }),
  })

  it('refuses a visitor and a staff member without a listed role with 403 in Payload wording, without calling the domain function', async () => {
    const { endpoint, handler } = adminOnly()
    for (const user of [null, staff('volunteer'), staff('editor')]) {
      const answer = await call(endpoint, fakeRequest({ user }).req)
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({ ok: false, message: 'You are not allowed to perform this action.' })
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses a listed role whose session still owes its second factor', async () => {
    const { endpoint, handler } = adminOnly()
    expect(
      (await call(endpoint, fakeRequest({ user: staff('admin', { _strategy: SESSION_STRATEGY.codeOwed }) }).req))
        .status,
    ).toBe(403)
    expect(
      (await call(endpoint, fakeRequest({ user: staff('admin', { _strategy: SESSION_STRATEGY.enrolmentOwed }) }).req))
        .status,
    ).toBe(403)
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers a listed role with what the domain function returns, as uncached JSON', async () => {
    const { endpoint } = adminOnly()
    const answer = await call(endpoint, fakeRequest({ user: staff('admin') }).req)
    expect(answer).toMatchObject({ status: 200, json: { done: true } })
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('lets an endpoint test the signed-in user itself, for the second-factor endpoints', async () => {
    const endpoint = defineEndpoint({
      path: '/do',
      method: 'post',
      caller: (user) => Boolean((user as { _sid?: string } | null)?._sid),
      handler: () => ({ ok: true }),
    })
    expect(
      (
        await call(
          endpoint,
          fakeRequest({ user: staff('editor', { _sid: 's1', _strategy: SESSION_STRATEGY.codeOwed }) }).req,
        )
      ).status,
    ).toBe(200)
    expect((await call(endpoint, fakeRequest({ user: staff('editor') }).req)).status).toBe(403)
  })

  it('rate limits a public form per form and client address with 429 and Retry-After, before reading the body', async () => {
    const handler = vi.fn(() => ({ ok: true }))
    const endpoint = defineEndpoint({
      path: '/submit',
      method: 'post',
      caller: 'public-form',
      form: 'prayer-request',
      body: z.object({}),
      handler,
    })
    rateLimit.isAllowed = false
    rateLimit.retryAfterSeconds = 42
    const { req, readBody } = fakeRequest({ headers: { 'x-forwarded-for': '203.0.113.7' }, body: () => ({}) })
    const answer = await call(endpoint, req)
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('42')
    expect(answer.json).toEqual({
      ok: false,
      message: 'Too many submissions from your connection. Please wait a few minutes and try again.',
    })
    expect(rateLimit.keys).toEqual(['prayer-request:203.0.113.7'])
    expect(readBody).not.toHaveBeenCalled()
    expect(handler).not.toHaveBeenCalled()
  })

  it('lets a public form through while within the limit', async () => {
    const endpoint = defineEndpoint({
      path: '/submit',
      method: 'post',
      caller: 'public-form',
      form: 'plan-visit',
      handler: () => ({ ok: true }),
    })
    expect((await call(endpoint, fakeRequest().req)).status).toBe(200)
    expect(rateLimit.keys).toEqual(['plan-visit:unknown'])
  })
})

describe('what an endpoint reads', () => {
  const nameSchema = z.object({
    name: z.string({ error: 'Please enter a name.' }).min(1, 'Please enter a name.'),
    age: z.coerce.number().optional(),
  })

  it('answers a body that is not JSON with 400 and a message per field, without calling the domain function', async () => {
    const handler = vi.fn(() => ({ ok: true }))
    const endpoint = defineEndpoint({ path: '/do', method: 'post', caller: 'public', body: nameSchema, handler })
    const answer = await call(endpoint, fakeRequest({ raw: '{not json' }).req)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      ok: false,
      message: 'Please enter a name.',
      errors: { name: 'Please enter a name.' },
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the domain function the parsed body', async () => {
    const handler = vi.fn(({ body }: { body: z.output<typeof nameSchema> }) => body)
    const endpoint = defineEndpoint({ path: '/do', method: 'post', caller: 'public', body: nameSchema, handler })
    expect((await call(endpoint, fakeRequest({ body: () => ({ name: 'Ada', age: '36' }) }).req)).json).toEqual({
      name: 'Ada',
      age: 36,
    })
  })

  it('validates the query string the same way', async () => {
    const endpoint = defineEndpoint({
      path: '/do',
      method: 'get',
      caller: 'public',
      query: nameSchema,
      handler: ({ query }) => query,
    })
    expect((await call(endpoint, fakeRequest({ url: 'http://localhost/api/do?name=Bo&age=7' }).req)).json).toEqual({
      name: 'Bo',
      age: 7,
    })
    const missing = await call(endpoint, fakeRequest({ url: 'http://localhost/api/do?age=7' }).req)
    expect(missing).toMatchObject({ status: 400, json: { ok: false, errors: { name: 'Please enter a name.' } } })
  })

  it('hands a webhook the body exactly as received, unparsed, for its signature check', async () => {
    const raw = '{"b": 1,  "a":2}\n'
    const endpoint = defineEndpoint({
      path: '/hook',
      method: 'post',
      caller: 'public',
      rawBody: true,
      handler: ({ rawBody }) => ({ received: rawBody }),
    })
    expect((await call(endpoint, fakeRequest({ raw }).req)).json).toEqual({ received: raw })
  })

  it('refuses a body over its route’s limit with 413, by its declared length without reading it, or as soon as the bytes read pass it', async () => {
    const handler = vi.fn(() => ({ ok: true }))
    const endpoint = defineEndpoint({ path: '/do', method: 'post', caller: 'public', body: nameSchema, handler })
    const tooLarge = { status: 413, json: { ok: false, message: BODY_TOO_LARGE_MESSAGE } }
    const declared = fakeRequest({
      body: () => ({ name: 'Ada' }),
      headers: { 'content-length': String(BODY_LIMITS.form + 1) },
    })
    expect(await call(endpoint, declared.req)).toMatchObject(tooLarge)
    expect(declared.readBody).not.toHaveBeenCalled()
    const undeclared = fakeRequest({ raw: JSON.stringify({ name: 'x'.repeat(BODY_LIMITS.form) }) })
    expect(await call(endpoint, undeclared.req)).toMatchObject(tooLarge)
    // The sign-in routes and webhooks hold to a few KB.
    const webhook = defineEndpoint({
      path: '/delivery-status/twilio',
      method: 'post',
      caller: 'public',
      rawBody: true,
      handler,
    })
    const bigCallback = fakeRequest({ url: 'http://localhost/api/delivery-status/twilio', raw: 'a'.repeat(20_000) })
    expect(await call(webhook, bigCallback.req)).toMatchObject(tooLarge)
    expect(handler).not.toHaveBeenCalled()
  })

  it('runs the check before the body, so a refusal there reads nothing', async () => {
    const endpoint = defineEndpoint({
      path: '/hook',
      method: 'post',
      caller: 'public',
      rawBody: true,
      beforeBody: () => {
        throw new AppError('unauthorised', 'Not configured.')
      },
      handler: () => ({ ok: true }),
    })
    const { req, readBody } = fakeRequest({ raw: 'signed body' })
    expect(await call(endpoint, req)).toMatchObject({ status: 401, json: { ok: false, message: 'Not configured.' } })
    expect(readBody).not.toHaveBeenCalled()
  })

  it('answers a download as an attachment with its type, never cached', async () => {
    const response = download('{"a":1}', {
      filename: 'subject-access-2026-01-01.json',
      contentType: 'application/json; charset=utf-8',
    })
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="subject-access-2026-01-01.json"')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('{"a":1}')
  })

  it('sends a Response from the domain function as it is (another status, a download)', async () => {
    const endpoint = defineEndpoint({
      path: '/do',
      method: 'get',
      caller: 'public',
      handler: () => new Response('a,b\n', { status: 201, headers: { 'Content-Type': 'text/csv' } }),
    })
    const response = await endpoint.handler(fakeRequest().req)
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('a,b\n')
  })
})

describe('how a failure is answered', () => {
  const failing = (error: unknown) =>
    defineEndpoint({ path: '/do', method: 'post', caller: 'public', handler: () => Promise.reject(error) })

  it.each(Object.entries(APP_ERROR_STATUS))(
    'maps AppError %s to HTTP %i with { ok: false, message }',
    async (code, status) => {
      const answer = await call(
        failing(new AppError(code as AppErrorCode, 'What went wrong, in words.')),
        fakeRequest().req,
      )
      expect(answer.status).toBe(status)
      expect(answer.json).toEqual({ ok: false, message: 'What went wrong, in words.' })
    },
  )

  it('includes field errors and Retry-After when the error carries them', async () => {
    const answer = await call(
      failing(new AppError('conflict', 'Taken.', { errors: { email: 'Taken.' }, retryAfterSeconds: 5 })),
      fakeRequest().req,
    )
    expect(answer).toMatchObject({ status: 409, json: { ok: false, message: 'Taken.', errors: { email: 'Taken.' } } })
    expect(answer.headers.get('retry-after')).toBe('5')
  })

  it("answers a collection's validation error with 400 and a message per field, whichever copy of Payload's class made it", async () => {
    const refusal = { path: 'email', message: 'That address is listed twice.' }
    const fromAnotherCopy = Object.assign(new Error('The following field is invalid: Email'), {
      name: 'ValidationError',
      data: { collection: 'people', errors: [refusal] },
    })
    const fromThisCopy = new ValidationError({ collection: 'people', errors: [refusal] })
    for (const error of [fromAnotherCopy, fromThisCopy]) {
      const answer = await call(failing(error), fakeRequest().req)
      expect(answer).toMatchObject({
        status: 400,
        json: { ok: false, message: refusal.message, errors: { email: refusal.message } },
      })
    }
  })

  it('answers an unexpected error with 500 and the generic message, leaking nothing, and logs it with the request id', async () => {
    const cause = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')
    const { req, logError } = fakeRequest()
    const response = await failing(cause).handler(req)
    const text = await response.text()
    expect(response.status).toBe(500)
    expect(JSON.parse(text)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
    expect(text).not.toMatch(/ECONNREFUSED|hunter2|stack/)
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({ err: cause, requestId, msg: 'POST /api/things/do failed' }),
    )
  })

  it('keeps the request id a proxy sent, and only a plausible one', async () => {
    const given = fakeRequest({ headers: { 'x-request-id': 'edge-7f3a' } })
    expect((await failing(new Error('x')).handler(given.req)).headers.get('x-request-id')).toBe('edge-7f3a')
    expect(given.logError).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'edge-7f3a' }))
    const forged = fakeRequest({ headers: { 'x-request-id': 'a b "forged": "log field"' } })
    expect((await failing(new Error('x')).handler(forged.req)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
