import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { proxyTrustFromEnv, withClientAddress } from '@/platform/http/with-client-address'

import { rest } from '../../helpers/payload'

/**
 * A registration reaching the production server's listener (serve.ts) from `peer` with the given
 * X-Forwarded-For, with the settings the server reads at start-up. The body is empty: counted by the
 * rate limit, then refused as invalid (400), so nothing is stored.
 */
function registerThroughServer({ peer, forwardedFor }: { peer: string; forwardedFor: string }): Promise<number> {
  let answer: Promise<number> | undefined
  const listener = withClientAddress(proxyTrustFromEnv(), () => {
    answer = rest('POST', '/registrations/register', { body: {} }).then(({ status }) => status)
  })
  listener(
    { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage,
    {} as ServerResponse,
  )
  if (!answer) throw new Error('the listener did not handle the request')
  return answer
}

const statusesOf = async (requests: Array<{ peer: string; forwardedFor: string }>) => {
  const statuses: number[] = []
  for (const request of requests) statuses.push(await registerThroughServer(request))
  return statuses
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length

afterEach(() => {
  process.env.FORM_RATE_LIMIT = 'off'
  delete process.env.TRUSTED_PROXIES
  delete process.env.TRUSTED_PROXY_ADDRESSES
})

describe('the client address rate limits count, with the default proxy settings', () => {
  it('limits 300 registrations from one public peer, whatever X-Forwarded-For each one forges', async () => {
    process.env.FORM_RATE_LIMIT = '10/600'
    const requests = Array.from({ length: 300 }, (_, index) => ({
      peer: '203.0.113.50',
      forwardedFor: `192.0.2.${index % 250}, 198.18.${index >> 8}.${index & 255}`,
    }))
    const statuses = await statusesOf(requests)
    expect(count(statuses, 400)).toBe(10)
    expect(count(statuses, 429)).toBe(290)
  })

  it('limits an IPv6 client by its /64, however many addresses in it it uses', async () => {
    process.env.FORM_RATE_LIMIT = '10/600'
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, index) => ({
        peer: `2001:db8:50:1::${(index + 1).toString(16)}`,
        forwardedFor: '',
      })),
    )
    expect(count(statuses, 400)).toBe(10)
    expect(count(statuses, 429)).toBe(20)
  })

  it('behind a NAT on a private network that adds no header (docker-proxy, Kubernetes SNAT), limits what comes through it, whatever X-Forwarded-For each request forges', async () => {
    process.env.FORM_RATE_LIMIT = '10/600'
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, index) => ({ peer: '172.17.0.1', forwardedFor: `192.0.2.${100 + index}` })),
    )
    expect(count(statuses, 400)).toBe(10)
    expect(count(statuses, 429)).toBe(20)
  })

  it('behind a load balancer on a private network listed in TRUSTED_PROXY_ADDRESSES, counts each client it reports on its own', async () => {
    process.env.FORM_RATE_LIMIT = '10/600'
    process.env.TRUSTED_PROXY_ADDRESSES = '127.0.0.0/8, ::1/128, 10.0.0.0/8'
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, index) => ({
        peer: '10.0.0.2',
        forwardedFor: `203.0.113.77, 192.0.2.${100 + index}`,
      })),
    )
    expect(statuses).toEqual(Array(30).fill(400))
  })

  it('believes only the proxies TRUSTED_PROXY_ADDRESSES lists when it is set', async () => {
    process.env.FORM_RATE_LIMIT = '10/600'
    process.env.TRUSTED_PROXY_ADDRESSES = '10.9.9.9'
    const statuses = await statusesOf(
      Array.from({ length: 12 }, (_, index) => ({ peer: '10.0.0.3', forwardedFor: `192.0.2.${200 + index}` })),
    )
    expect(count(statuses, 429)).toBe(2)
  })
})
