import { describe, expect, it } from 'vitest'

import { parseIpAddress } from '@/platform/net/parse-ip-address'

const bytesOf = (written: string) => {
  const parsed = parseIpAddress(written)
  return parsed && { version: parsed.version, bytes: [...parsed.bytes] }
}

describe('parseIpAddress', () => {
  it('reads a canonical dotted quad as four bytes', () => {
    expect(bytesOf('203.0.113.9')).toEqual({ version: 4, bytes: [203, 0, 113, 9] })
    expect(bytesOf('0.0.0.0')).toEqual({ version: 4, bytes: [0, 0, 0, 0] })
    expect(bytesOf('255.255.255.255')).toEqual({ version: 4, bytes: [255, 255, 255, 255] })
  })

  it.each([
    '127.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '127.0.0.01',
    '2130706433',
    '256.0.0.1',
    '1.2.3.4.5',
    ' 127.0.0.1',
    '127.0.0.1 ',
    '[127.0.0.1]',
    '1.2.3.-4',
  ])('is null for IPv4 that is not a canonical dotted quad: %s', (written) =>
    expect(parseIpAddress(written)).toBeNull(),
  )

  it('reads every spelling of one IPv6 address as the same sixteen bytes', () => {
    const expected = bytesOf('2001:db8::7f00:1')
    expect(expected).toEqual({ version: 6, bytes: [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f, 0, 0, 1] })
    for (const spelling of [
      '2001:DB8::7F00:1',
      '2001:0db8:0000:0000:0000:0000:7f00:0001',
      '2001:db8:0:0:0:0:7f00:1',
      '2001:db8::0:0:7f00:1',
      '2001:db8::127.0.0.1',
      '2001:db8:0:0:0:0:127.0.0.1',
      '[2001:db8::7f00:1]',
      '2001:db8::7f00:1%eth0',
      '2001:db8::7f00:1%25',
      new URL('http://[2001:db8:0:0:0:0:127.0.0.1]/').hostname,
    ]) {
      expect(bytesOf(spelling), spelling).toEqual(expected)
    }
  })

  it('lets "::" stand for one group or many, at either end', () => {
    expect(bytesOf('::')?.bytes).toEqual(Array(16).fill(0))
    expect(bytesOf('::1')?.bytes).toEqual([...Array(15).fill(0), 1])
    expect(bytesOf('1:2:3:4:5:6:7::')?.bytes).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 0])
    expect(bytesOf('::2:3:4:5:6:7:8')?.bytes).toEqual([0, 0, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8])
  })

  it.each([
    '',
    ':',
    ':::',
    '1::2::3',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    ':1::',
    '1:',
    '12345::',
    'g::1',
    '::ffff:127.0.0.01',
    '::ffff:1.2.3',
    '::1.2.3.4:5',
    'fe80::1%',
    'fe80::1%a%b',
    'fe80::1%a b',
    '[::1',
    'example.org',
  ])('is null for %j', (written) => expect(parseIpAddress(written)).toBeNull())
})
