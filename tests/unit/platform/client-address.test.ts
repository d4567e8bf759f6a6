import { describe, expect, it } from 'vitest'

import {
  clientAddressFrom,
  DEFAULT_TRUSTED_PROXY_ADDRESSES,
  parseTrustedProxies,
  parseTrustedProxyAddresses,
  TRUSTED_PROXIES_ERROR,
  TRUSTED_PROXY_ADDRESSES_ERROR,
} from '@/platform/net/client-address'
import { normaliseIpAddress } from '@/platform/net/ip-address'
import { currentClientAddress, runWithClientAddress } from '@/platform/http/client-address-context'
import { clientAddress } from '@/platform/rate-limit/rate-limit'

/** The production defaults: one proxy, trusted when it connects from loopback. */
const byDefault = { trustedProxies: 1, isTrustedProxy: parseTrustedProxyAddresses(undefined) }
/** A load balancer on the private network, listed as the README's deployment section says. */
const behindPrivateBalancer = {
  trustedProxies: 1,
  isTrustedProxy: parseTrustedProxyAddresses('127.0.0.0/8, ::1/128, 10.0.0.0/8, 172.16.0.0/12, fc00::/7'),
}

describe('clientAddressFrom', () => {
  it('with no proxy in front, takes the socket’s peer and ignores what the client wrote', () => {
    expect(
      clientAddressFrom({ forwardedFor: '203.0.113.77', socketAddress: '10.0.0.2', ...byDefault, trustedProxies: 0 }),
    ).toBe('10.0.0.2')
    expect(clientAddressFrom({ socketAddress: '198.51.100.4', ...byDefault, trustedProxies: 0 })).toBe('198.51.100.4')
  })

  it('ignores X-Forwarded-For from a peer on the internet, however many proxies are configured', () => {
    expect(clientAddressFrom({ forwardedFor: '203.0.113.77', socketAddress: '198.51.100.4', ...byDefault })).toBe(
      '198.51.100.4',
    )
    expect(
      clientAddressFrom({
        forwardedFor: '203.0.113.77, 192.0.2.10',
        socketAddress: '2001:db8::4',
        ...byDefault,
        trustedProxies: 2,
      }),
    ).toBe('2001:db8::4')
  })

  it('behind one proxy on loopback, takes the entry that proxy appended, not the forged ones before it', () => {
    expect(
      clientAddressFrom({ forwardedFor: '203.0.113.77, 192.0.2.10', socketAddress: '127.0.0.1', ...byDefault }),
    ).toBe('192.0.2.10')
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '::1', ...byDefault })).toBe('192.0.2.10')
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '::ffff:127.0.0.1', ...byDefault })).toBe(
      '192.0.2.10',
    )
  })

  it('by default, takes a peer on a private network as the client: a NAT in front adds no header, so what it passes on was written by the client', () => {
    for (const socketAddress of ['10.0.0.2', '172.17.0.1', '::ffff:172.20.0.3', '192.168.1.1', 'fd00::3'])
      expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress, ...byDefault }), socketAddress).toBe(
        normaliseIpAddress(socketAddress),
      )
  })

  it('behind a load balancer on a private network that is listed, takes the entry it appended', () => {
    expect(
      clientAddressFrom({
        forwardedFor: '203.0.113.77, 192.0.2.10',
        socketAddress: '10.0.0.2',
        ...behindPrivateBalancer,
      }),
    ).toBe('192.0.2.10')
    expect(
      clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '::ffff:172.20.0.3', ...behindPrivateBalancer }),
    ).toBe('192.0.2.10')
    expect(clientAddressFrom({ forwardedFor: '2001:db8::9', socketAddress: 'fd00::3', ...behindPrivateBalancer })).toBe(
      '2001:db8::9',
    )
  })

  it('walks further left only through hops that are themselves trusted proxies', () => {
    const twoProxies = { ...behindPrivateBalancer, trustedProxies: 2 }
    expect(
      clientAddressFrom({
        forwardedFor: '203.0.113.77, 192.0.2.10, 10.0.0.1',
        socketAddress: '10.0.0.2',
        ...twoProxies,
      }),
    ).toBe('192.0.2.10')
    // The entry the first proxy appended is a public address: that is the client, and what it wrote is not read.
    expect(
      clientAddressFrom({ forwardedFor: '203.0.113.77, 192.0.2.10', socketAddress: '10.0.0.2', ...twoProxies }),
    ).toBe('192.0.2.10')
  })

  it('trusts only the configured addresses when a list is given', () => {
    const onlyTheBalancer = { trustedProxies: 1, isTrustedProxy: parseTrustedProxyAddresses('203.0.113.5') }
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '203.0.113.5', ...onlyTheBalancer })).toBe(
      '192.0.2.10',
    )
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10', socketAddress: '10.0.0.2', ...onlyTheBalancer })).toBe(
      '10.0.0.2',
    )
  })

  it('with fewer hops than proxies configured, or an entry that is no address, stops at the last address there is', () => {
    expect(clientAddressFrom({ socketAddress: '127.0.0.1', ...byDefault })).toBe('127.0.0.1')
    expect(clientAddressFrom({ forwardedFor: 'unknown', socketAddress: '127.0.0.1', ...byDefault })).toBe('127.0.0.1')
    expect(clientAddressFrom({ forwardedFor: '', socketAddress: '', ...byDefault })).toBe('unknown')
  })

  it('reads the spellings proxies use: ports, brackets, IPv4 inside IPv6', () => {
    expect(clientAddressFrom({ forwardedFor: '192.0.2.10:51234', socketAddress: '127.0.0.1', ...byDefault })).toBe(
      '192.0.2.10',
    )
    expect(clientAddressFrom({ forwardedFor: '[2001:DB8::9]:443', socketAddress: '127.0.0.1', ...byDefault })).toBe(
      '2001:db8::9',
    )
    expect(clientAddressFrom({ socketAddress: '::ffff:198.51.100.4', ...byDefault })).toBe('198.51.100.4')
    expect(clientAddressFrom({ socketAddress: '::1', ...byDefault })).toBe('::1')
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
    for (const value of ['-1', '1.5', 'two', '11'])
      expect(() => parseTrustedProxies(value)).toThrow(TRUSTED_PROXIES_ERROR)
  })
})

describe('parseTrustedProxyAddresses', () => {
  it('by default trusts loopback only, and neither private networks nor anything on the internet', () => {
    const isTrusted = parseTrustedProxyAddresses(undefined)
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) expect(isTrusted(address)).toBe(true)
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      'fd12:3456::1',
      '198.51.100.4',
      '172.32.0.1',
      '2001:db8::1',
      '100.64.0.1',
      'not-an-address',
      '',
    ])
      expect(isTrusted(address), address).toBe(false)
    expect(parseTrustedProxyAddresses(' ')('127.0.0.1')).toBe(true)
    expect(parseTrustedProxyAddresses(' ')('10.0.0.1')).toBe(false)
    expect(DEFAULT_TRUSTED_PROXY_ADDRESSES).toBe('127.0.0.0/8, ::1/128')
  })

  it('reads addresses and CIDR blocks of both families, replacing the default', () => {
    const isTrusted = parseTrustedProxyAddresses('203.0.113.0/24, 2001:db8:1::/48 ,198.51.100.7')
    expect(isTrusted('203.0.113.200')).toBe(true)
    expect(isTrusted('2001:db8:1:ffff::1')).toBe(true)
    expect(isTrusted('198.51.100.7')).toBe(true)
    expect(isTrusted('198.51.100.8')).toBe(false)
    expect(isTrusted('10.0.0.1')).toBe(false)
  })

  it('refuses anything else with a clear message', () => {
    for (const value of [
      '10.0.0.0/33',
      '2001:db8::/129',
      'proxy.internal',
      '10.0.0.0/',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
    ]) {
      expect(() => parseTrustedProxyAddresses(value)).toThrow(TRUSTED_PROXY_ADDRESSES_ERROR)
    }
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

  it('counts an IPv6 client by its /64', async () => {
    await runWithClientAddress('2001:db8:1:2:aaaa::1', async () => {
      expect(clientAddress(forged)).toBe('2001:db8:1:2::/64')
    })
  })

  it('outside that server (next dev, handlers called in tests) falls back to the headers', () => {
    expect(clientAddress(forged)).toBe('203.0.113.77')
  })
})
