import { describe, expect, it } from 'vitest'

import { clientAddressFrom, parseTrustedProxies, TRUSTED_PROXIES_ERROR } from '@/lib/client-address'
import { currentClientAddress, runWithClientAddress } from '@/server/http/client-address-context'
import { clientAddress } from '@/server/rate-limit'

describe('clientAddressFrom', () => {
  it('with no proxy in front, takes the socket’s peer and ignores what the client wrote', () => {
    expect(clientAddressFrom({ forwardedFor: '203.0.113.77', socketAddress: '198.51.100.4', trustedProxies: 0 })).toBe('198.51.100.4')
    expect(clientAddressFrom({ socketAddress: '198.51.100.4', trustedProxies: 0 })).toBe('198.51.100.4')
  })

  it('behind one proxy, takes the entry that proxy appended, not the forged ones before it', () => {
    expect(clientAddressFrom({ forwardedFor: '203.0.113.77, 192.0.2.10', socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe('192.0.2.10')
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '10.0.0.2', trustedProxies: 1 })).toBe('192.0.2.10')
  })

  it('behind two proxies, counts both from the right', () => {
    expect(clientAddressFrom({ forwardedFor: '203.0.113.77, 192.0.2.10, 10.0.0.1', socketAddress: '10.0.0.2', trustedProxies: 2 })).toBe('192.0.2.10')
  })

  it('with fewer hops than proxies configured, takes the leftmost there is', () => {
    expect(clientAddressFrom({ socketAddress: '127.0.0.1', trustedProxies: 1 })).toBe('127.0.0.1')
    expect(clientAddressFrom({ forwardedFor: '', socketAddress: '', trustedProxies: 1 })).toBe('unknown')
  })

  it('treats an IPv4 peer on a dual-stack socket as the IPv4 address', () => {
    expect(clientAddressFrom({ socketAddress: '::ffff:198.51.100.4', trustedProxies: 0 })).toBe('198.51.100.4')
    expect(clientAddressFrom({ socketAddress: '::1', trustedProxies: 0 })).toBe('::1')
  })
})

describe('parseTrustedProxies', () => {
  it('defaults to one proxy and reads whole numbers', () => {
    expect(parseTrustedProxies(undefined)).toBe(1)
    expect(parseTrustedProxies(' ')).toBe(1)
    expect(parseTrustedProxies('0')).toBe(0)
    expect(parseTrustedProxies('2')).toBe(2)
  })

  it('refuses anything else with a clear message', () => {
    for (const value of ['-1', '1.5', 'two', '11']) expect(() => parseTrustedProxies(value)).toThrow(TRUSTED_PROXIES_ERROR)
  })
})

describe('the client address a rate limit counts', () => {
  const forged = new Headers({ 'x-forwarded-for': '203.0.113.77' })

  it('is the production server’s, for the whole of the request, whatever the headers say', async () => {
    await runWithClientAddress('198.51.100.4', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(currentClientAddress()).toBe('198.51.100.4')
      expect(clientAddress(forged)).toBe('198.51.100.4')
    })
    expect(currentClientAddress()).toBeUndefined()
  })

  it('outside that server (next dev, handlers called in tests) falls back to the headers', () => {
    expect(clientAddress(forged)).toBe('203.0.113.77')
  })
})
