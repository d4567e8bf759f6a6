import { describe, expect, it } from 'vitest'

import { isBlockedAddress } from '@/platform/net/ip-ranges'

const octets = (ipv4: string) => ipv4.split('.').map(Number) as [number, number, number, number]
const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
const padded = (high: number, low: number) => hex(high, low).padStart(4, '0').toUpperCase()

/** The one address as a URL parser, a resolver or a person may write it: compressed, expanded, mixed, upper case, zone, brackets. */
function spellingsOf(prefix: string, ipv4: string): string[] {
  const [a, b, c, d] = octets(ipv4)
  const compressed = `${prefix}${hex(a, b)}:${hex(c, d)}`
  const groups = [...expandedPrefix(prefix), padded(a, b), padded(c, d)]
  return [
    `${prefix}${ipv4}`,
    compressed,
    compressed.toUpperCase(),
    groups.join(':'),
    groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':'),
    `${groups.slice(0, 6).join(':')}:${ipv4}`,
    `${compressed}%eth0`,
    `[${compressed}]`,
    new URL(`http://[${prefix}${ipv4}]/`).hostname,
    new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1),
  ]
}

/** The six leading groups of a prefix written with "::" ("::ffff:" → 0000 ×5, FFFF). */
function expandedPrefix(prefix: string): string[] {
  const [head, tail] = prefix.split('::') as [string, string]
  const before = head ? head.split(':') : []
  const after = tail.split(':').filter(Boolean)
  return [...before, ...Array<string>(6 - before.length - after.length).fill('0'), ...after].map((group) =>
    group.padStart(4, '0').toUpperCase(),
  )
}

/** The first and last address of each range refused, and the neighbours just outside it. */
const IPV4_EDGES = {
  blocked: [
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.0',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.0.0',
    '169.254.169.254',
    '172.16.0.0',
    '172.31.255.255',
    '192.0.0.0',
    '192.0.0.255',
    '192.0.2.0',
    '192.0.2.255',
    '192.88.99.1',
    '192.168.0.0',
    '192.168.255.255',
    '198.18.0.0',
    '198.19.255.255',
    '198.51.100.0',
    '198.51.100.255',
    '203.0.113.0',
    '203.0.113.255',
    '224.0.0.1',
    '239.255.255.255',
    '240.0.0.0',
    '255.255.255.255',
  ],
  allowed: [
    '1.0.0.1',
    '8.8.8.8',
    '9.255.255.255',
    '11.0.0.0',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '191.255.255.255',
    '192.0.1.0',
    '192.0.3.0',
    '192.88.98.255',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '198.51.99.255',
    '198.51.101.0',
    '203.0.112.255',
    '203.0.114.0',
    '223.255.255.255',
  ],
}

describe('addresses a webhook may not reach', () => {
  it.each(IPV4_EDGES.blocked)('refuses %s', (address) => expect(isBlockedAddress(address)).toBe(true))

  it.each(IPV4_EDGES.allowed)('allows %s', (address) => expect(isBlockedAddress(address)).toBe(false))

  it.each(['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '127.0.0.01', 'localhost', 'not-an-ip', ''])(
    'refuses %j, which is not a canonical address',
    (written) => expect(isBlockedAddress(written)).toBe(true),
  )

  it.each([
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '[::1]',
    '::1%lo',
    'fc00::2',
    'fd12:3456::1',
    'fe80::1',
    'FE80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'feff::1',
    'ff02::1',
    '100::1',
    '100::ffff:ffff:ffff:ffff',
    '2001:db8::1',
    '2001:DB8:FFFF::',
    '3fff::1',
    '2001:2::1',
    '2001:1ff::1',
    '5f00::1',
    '4000::1',
    '1::1',
    '::ffff:0:7f00:1',
  ])('refuses IPv6 %s', (address) => expect(isBlockedAddress(address)).toBe(true))

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4009:81f::200e',
    '2001:4860:4860::8888',
    '2001:200::1',
    '2001:0DB9::1',
    '3ffe::1',
  ])('allows IPv6 %s', (address) => expect(isBlockedAddress(address)).toBe(false))

  describe('judges an IPv4 address inside IPv6 as that IPv4 address, in every spelling', () => {
    const samples = [...IPV4_EDGES.blocked, ...IPV4_EDGES.allowed].filter((ipv4) => !ipv4.startsWith('0.'))
    it.each([
      ['mapped', '::ffff:'],
      ['compatible', '::'],
      ['NAT64', '64:ff9b::'],
      ['local-use NAT64 as a /96', '64:ff9b:1::'],
    ])('%s', (_, prefix) => {
      for (const ipv4 of samples) {
        for (const spelling of spellingsOf(prefix, ipv4))
          expect(isBlockedAddress(spelling), `${spelling} (${ipv4})`).toBe(isBlockedAddress(ipv4))
      }
    })

    it('mapped, written the way the URL parser hands it over', () => {
      expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]')
      expect(isBlockedAddress('::ffff:7f00:1')).toBe(true)
      expect(isBlockedAddress('[::ffff:a9fe:a9fe]')).toBe(true)
      expect(isBlockedAddress('::ffff:5db8:d822')).toBe(false)
    })

    it('refuses the rest of the local-use NAT64 prefix, where the IPv4 address could sit elsewhere', () => {
      // 127.0.0.1 where a /48, /56 or /64 prefix puts it, with 8.8.8.8 in the last four bytes.
      for (const address of [
        '64:ff9b:1:7f00:0:100:808:808',
        '64:ff9b:1:7f:0:1:808:808',
        '64:ff9b:1:0:7f:1:808:808',
        '64:ff9b:1:5db8:d8:2200:808:808',
      ]) {
        expect(isBlockedAddress(address), address).toBe(true)
      }
    })

    it('6to4, from bytes 2 to 5, whatever the subnet and host', () => {
      for (const ipv4 of samples) {
        const [a, b, c, d] = octets(ipv4)
        for (const spelling of [
          `2002:${hex(a, b)}:${hex(c, d)}::1`,
          `2002:${padded(a, b)}:${padded(c, d)}:1:2:3:4:5`,
          `[2002:${hex(a, b)}:${hex(c, d)}::]`,
        ]) {
          expect(isBlockedAddress(spelling), `${spelling} (${ipv4})`).toBe(isBlockedAddress(ipv4))
        }
      }
    })

    it('Teredo, by its server (bytes 4 to 7) and its client (the last four bytes, inverted)', () => {
      const publicServer = '4136:e378' // 65.54.227.120
      const publicClient = `${hex(0x5d ^ 0xff, 0xb8 ^ 0xff)}:${hex(0xd8 ^ 0xff, 0x22 ^ 0xff)}` // 93.184.216.34
      for (const ipv4 of samples) {
        const [a, b, c, d] = octets(ipv4)
        const server = `2001:0:${hex(a, b)}:${hex(c, d)}:8000:63bf:${publicClient}`
        const client = `2001:0000:${publicServer.toUpperCase()}:8000:63BF:${hex(a ^ 0xff, b ^ 0xff)}:${hex(c ^ 0xff, d ^ 0xff)}`
        expect(isBlockedAddress(server), `${server} (${ipv4})`).toBe(isBlockedAddress(ipv4))
        expect(isBlockedAddress(client), `${client} (${ipv4})`).toBe(isBlockedAddress(ipv4))
      }
    })
  })
})
