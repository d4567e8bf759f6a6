import { describe, expect, it } from 'vitest'

import { addressBlock, normaliseIpAddress } from '@/platform/net/ip-address'

describe('normaliseIpAddress', () => {
  it('drops ports, brackets and zones, and reads IPv4 inside IPv6 as IPv4', () => {
    expect(normaliseIpAddress(' 203.0.113.9 ')).toBe('203.0.113.9')
    expect(normaliseIpAddress('203.0.113.9:8080')).toBe('203.0.113.9')
    expect(normaliseIpAddress('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normaliseIpAddress('[2001:DB8::1]')).toBe('2001:db8::1')
    expect(normaliseIpAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(normaliseIpAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normaliseIpAddress('::ffff:cb00:7109')).toBe('203.0.113.9')
    expect(normaliseIpAddress('0:0:0:0:0:ffff:cb00:7109')).toBe('203.0.113.9')
  })

  it('is null for anything that is not an address', () => {
    for (const written of ['', 'unknown', 'example.org', '203.0.113', '[203.0.113.9]x'])
      expect(normaliseIpAddress(written)).toBeNull()
  })
})

describe('addressBlock', () => {
  it('counts an IPv6 client by its /64, however the address is spelled', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '[2001:db8:1:2::5]:443',
    ]) {
      expect(addressBlock(address)).toBe('2001:db8:1:2::/64')
    }
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressBlock('2001:db8::1')).toBe('2001:db8::/64')
    expect(addressBlock('::1')).toBe('::/64')
  })

  it('keeps an IPv4 address whole, also when written inside IPv6', () => {
    expect(addressBlock('198.51.100.4')).toBe('198.51.100.4')
    expect(addressBlock('::ffff:198.51.100.4')).toBe('198.51.100.4')
  })

  it('returns anything else as it came', () => {
    expect(addressBlock('unknown')).toBe('unknown')
  })
})
