import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { listenForPurges } from '@/server/cache/listen-for-purges'
import type { PurgedPath } from '@/server/cache/purge-message'
import { getPage } from '@/server/content/get-page'

import { testPayload } from '../helpers/payload'

/** Every text a page shows, rich text included, as one string. */
const textOf = (page: Awaited<ReturnType<typeof getPage>>) => JSON.stringify(page?.layout ?? [])

async function withPhones<T>(payload: Payload, numbers: string[], run: () => Promise<T>): Promise<T> {
  const before = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { phones: numbers.map((number) => ({ number, inFooter: true })) },
    overrideAccess: true,
  })
  try {
    return await run()
  } finally {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { phones: before.phones },
      overrideAccess: true,
    })
  }
}

describe('contact details have one source, the site settings', () => {
  it('the seeded contact and prayer pages show the seeded numbers and e-mail', async () => {
    const contact = textOf(await getPage('/contact', false))
    expect(contact).toContain('01242 000001\\n07700 900001')
    expect(contact).toContain('tel:01242000001')
    expect(contact).toContain('mailto:enquiries@example.org')
    expect(contact).not.toMatch(/\{(phone\d|email|chat)\}/)
    expect(textOf(await getPage('/prayer-request', false))).toContain('Call our prayer hotline on 07700 900001.')
  })

  it("changing the settings' phones changes the contact and prayer pages, and purges every page", async () => {
    const payload = await testPayload()
    const heard: PurgedPath[][] = []
    const listener = listenForPurges({
      connectionString: process.env.DATABASE_URL!,
      onPurge: async (paths) => void heard.push(paths),
      onMissed: async () => {},
    })
    try {
      await listener.ready
      await withPhones(payload, ['01242 111111', '07700 222222'], async () => {
        const contact = textOf(await getPage('/contact', false))
        expect(contact).toContain('01242 111111\\n07700 222222')
        expect(contact).toContain('tel:01242111111')
        expect(contact).not.toContain('07700 900001')
        expect(textOf(await getPage('/prayer-request', false))).toContain('Call our prayer hotline on 07700 222222.')
        await vi.waitFor(() => expect(heard).toContainEqual([{ path: '/', type: 'layout' }]), { timeout: 2_000, interval: 20 })
      })
    } finally {
      await listener.close()
    }
  })

  it('accepts a contact token as a block link but not as a settings address', async () => {
    const payload = await testPayload()
    const path = `/contact-token-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Token link',
        path,
        _status: 'published',
        layout: [
          {
            blockType: 'callToAction',
            heading: 'Talk to us',
            buttons: [{ label: 'Chat', url: '{chat}' }],
          },
        ],
      },
      overrideAccess: true,
    })
    try {
      const shown = await getPage(path, false)
      const block = shown?.layout?.[0]
      expect(block?.blockType === 'callToAction' && block.buttons?.[0]?.url).toBe('https://wa.me/447700900001')
      await expect(
        payload.updateGlobal({
          slug: 'site-settings',
          data: { chatUrl: '{chat}' },
          overrideAccess: true,
        }),
      ).rejects.toThrow()
    } finally {
      await payload.delete({
        collection: 'pages',
        id: page.id,
        overrideAccess: true,
      })
    }
  })
})
