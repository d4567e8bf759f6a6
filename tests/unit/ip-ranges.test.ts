import { describe, expect, it } from 'vitest'

import { isBlockedAddress } from '@/lib/ip-ranges'

describe('addresses a webhook may not reach', () => {
  it.each(['127.0.0.1', '127.1.2.3', '10.0.0.5', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', 'fc00::2', '::ffff:127.0.0.1', '::ffff:10.1.1.1', 'ff02::1', 'not-an-ip'])(
    'refuses %s',
    (address) => expect(isBlockedAddress(address)).toBe(true),
  )

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('allows %s', (address) =>
    expect(isBlockedAddress(address)).toBe(false),
  )
})
