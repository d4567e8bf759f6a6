import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { up as tokeniseStoredPages } from '@/migrations/20261123_222000_contact_details_tokens'
import { paragraphs } from '@/seed/richtext'
import { listenForPurges } from '@/platform/cache/listen-for-purges'
import type { PurgedPath } from '@/platform/cache/purge-message'
import { getPage } from '@/site/components/get-page'

import { testPayload } from '../../helpers/payload'

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
        await vi.waitFor(() => expect(heard).toContainEqual([{ path: '/', type: 'layout' }]), {
          timeout: 2_000,
          interval: 20,
        })
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

  it('the data migration turns details typed into existing pages into tokens, in pages and their versions, keeping every row', async () => {
    const payload = await testPayload()
    const path = `/typed-contact-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Typed contact',
        path,
        _status: 'published',
        layout: [
          {
            blockType: 'infoCards',
            cards: [
              {
                title: 'Hotlines',
                body: '01242 000001\n07700 900001',
                link: { label: 'Call us', url: 'tel:+441242000001' },
              },
            ],
          },
          { blockType: 'richText', content: paragraphs('Write to enquiries@example.org any time.') },
        ],
      },
      overrideAccess: true,
    })
    try {
      const rowsBefore = {
        pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
        versions: (await payload.countVersions({ collection: 'pages', overrideAccess: true })).totalDocs,
      }

      await tokeniseStoredPages({ db: payload.db.drizzle, payload } as unknown as MigrateUpArgs)

      const stored = await payload.findByID({ collection: 'pages', id: page.id, depth: 0, overrideAccess: true })
      const [cards, richText] = stored.layout ?? []
      expect(cards?.blockType === 'infoCards' && cards.cards[0]).toMatchObject({
        body: '{phone1}\n{phone2}',
        link: { url: 'tel:{phone1}' },
      })
      expect(JSON.stringify(richText)).toContain('Write to {email} any time.')
      const { docs: versions } = await payload.findVersions({
        collection: 'pages',
        where: { parent: { equals: page.id } },
        depth: 0,
        overrideAccess: true,
      })
      expect(JSON.stringify(versions.map((version) => version.version.layout))).not.toMatch(
        /01242 000001|enquiries@example\.org/,
      )
      expect({
        pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
        versions: (await payload.countVersions({ collection: 'pages', overrideAccess: true })).totalDocs,
      }).toEqual(rowsBefore)
      expect(textOf(await getPage(path, false))).toContain('01242 000001\\n07700 900001')
    } finally {
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    }
  })
})
