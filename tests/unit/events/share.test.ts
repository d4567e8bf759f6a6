import { describe, expect, it } from 'vitest'

import { shareLinks } from '@/events/rules/share'

describe('share links', () => {
  it('puts the encoded page address into every share link', () => {
    const links = shareLinks({ url: 'https://church.example/outreach-event', title: 'Outreach & Praise' })
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'Facebook', 'X (Twitter)', 'E-mail'])
    for (const link of links) expect(link.href).toContain(encodeURIComponent('https://church.example/outreach-event'))
    expect(links[1]!.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchurch.example%2Foutreach-event',
    )
    expect(links[3]!.href.startsWith('mailto:?subject=Outreach%20%26%20Praise')).toBe(true)
  })
})
