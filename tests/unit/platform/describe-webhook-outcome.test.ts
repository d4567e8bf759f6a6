import { describe, expect, it } from 'vitest'

import { describeWebhookOutcome, WEBHOOK_ERROR_CODES } from '@/platform/net/describe-webhook-outcome'

const failure = (code: string, message = `${code} 127.0.0.1:5432 getaddrinfo internal.corp`) =>
  describeWebhookOutcome({ error: Object.assign(new Error(message), { code }) }, { timeoutMs: 5000 })

describe('describeWebhookOutcome', () => {
  it('reports a 2xx answer as delivered, with its status', () => {
    expect(describeWebhookOutcome({ status: 204 }, { timeoutMs: 5000 })).toEqual({
      ok: true,
      status: 204,
      reason: null,
      message: 'The receiver answered 204.',
    })
  })

  it('reports any other answer by its status alone', () => {
    expect(describeWebhookOutcome({ status: 500 }, { timeoutMs: 5000 })).toEqual({
      ok: false,
      status: 500,
      reason: 'http-status',
      message: 'The receiver answered 500.',
    })
    expect(describeWebhookOutcome({ status: 302 }, { timeoutMs: 5000 })).toMatchObject({
      ok: false,
      reason: 'http-status',
    })
  })

  it.each([
    [
      WEBHOOK_ERROR_CODES.refusedAddress,
      'refused-address',
      'The address is on a private or reserved network, which webhooks may not reach.',
    ],
    ['ENOTFOUND', 'not-found', 'The address could not be found.'],
    ['EAI_AGAIN', 'not-found', 'The address could not be found.'],
    [WEBHOOK_ERROR_CODES.timeout, 'timeout', 'No answer within 5 seconds.'],
    ['ETIMEDOUT', 'timeout', 'No answer within 5 seconds.'],
    ['ECONNREFUSED', 'connection-refused', 'The receiver refused the connection.'],
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'secure-connection',
      'A secure connection could not be made: check the receiver’s certificate.',
    ],
    [
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'secure-connection',
      'A secure connection could not be made: check the receiver’s certificate.',
    ],
    ['ECONNRESET', 'no-connection', 'The receiver could not be reached.'],
    ['EHOSTUNREACH', 'no-connection', 'The receiver could not be reached.'],
  ])('reports %s as %s, in its own words', (code, reason, message) => {
    expect(failure(code)).toEqual({ ok: false, status: null, reason, message })
  })

  it('never repeats the error text of anything but its own URL checks', () => {
    for (const error of [
      new Error('connect ECONNREFUSED 10.0.0.5:5432'),
      'getaddrinfo ENOTFOUND db.internal',
      null,
      { code: 42, message: 'x' },
    ]) {
      expect(describeWebhookOutcome({ error }, { timeoutMs: 5000 })).toEqual({
        ok: false,
        status: null,
        reason: 'no-connection',
        message: 'The receiver could not be reached.',
      })
    }
    expect(
      failure(WEBHOOK_ERROR_CODES.invalidUrl, 'Only http and https addresses can receive webhooks.'),
    ).toMatchObject({ reason: 'invalid-url', message: 'Only http and https addresses can receive webhooks.' })
  })

  it('states the timeout in seconds', () => {
    expect(describeWebhookOutcome({ error: { code: 'ETIMEDOUT' } }, { timeoutMs: 10_000 }).message).toBe(
      'No answer within 10 seconds.',
    )
  })
})
