import { describe, expect, it } from 'vitest'

import { createTestEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload } from '../../helpers/payload'

/** A rich-text block holding one paragraph with one link, as the editor sends it. */
function pageWithLink(url: string, type: 'link' | 'autolink' = 'link') {
  const text = { type: 'text', text: 'Read more', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  const link = {
    type,
    version: type === 'link' ? 3 : 2,
    format: '',
    indent: 0,
    direction: 'ltr',
    fields: { linkType: 'custom', url, newTab: false },
    children: [text],
  }
  const paragraph = {
    type: 'paragraph',
    version: 1,
    format: '',
    indent: 0,
    direction: 'ltr',
    textFormat: 0,
    children: [link],
  }
  const content = { root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [paragraph] } }
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  return {
    title: `Links ${suffix}`,
    path: `/links-${suffix}`,
    _status: 'draft',
    layout: [{ blockType: 'richText', content }],
  }
}

const fieldErrors = (json: Record<string, unknown>) =>
  (
    (json.errors as Array<{ data?: { errors?: Array<{ path?: string; message?: string }> } }> | undefined) ?? []
  ).flatMap((error) => error.data?.errors ?? [])

describe('rich-text links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.org/x',
    'file:///etc/passwd',
    '/\\evil.example',
    '/\t/evil.example',
  ])('an editor cannot store a link to %j through the REST API', async (url) => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const page = pageWithLink(url)
    const { status, json } = await rest('POST', '/pages', { token, body: page })
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual([expect.objectContaining({ path: expect.stringMatching(/^layout\.0\.content/) })])
    expect(
      (await payload.count({ collection: 'pages', where: { path: { equals: page.path } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('an automatic link is held to the same rule', async () => {
    const { token } = await staffUser('editor')
    expect(
      (await rest('POST', '/pages', { token, body: pageWithLink('javascript:alert(1)', 'autolink') })).status,
    ).toBe(400)
  })

  it.each([
    'https://www.example.org/about?x=1#y',
    'http://example.org',
    'mailto:office@example.org',
    'tel:+441242000001',
    '/contact#plan-visit',
    '#times',
  ])('an editor can store a link to %s', async (url) => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const page = pageWithLink(url)
    const { status, json } = await rest('POST', '/pages', { token, body: page })
    expect(status, JSON.stringify(json)).toBe(201)
    const id = (json.doc as { id: number }).id
    const stored = await payload.findByID({ collection: 'pages', id, draft: true, overrideAccess: true })
    expect(JSON.stringify(stored.layout)).toContain(JSON.stringify(url))
    await payload.delete({ collection: 'pages', id, overrideAccess: true })
  })
})

describe('navigation links', () => {
  // Browsers read a backslash as a slash and drop tabs: each of these opens evil.example.
  const offSite = ['/\\evil.example', '/\t/evil.example', '/\\/evil.example']

  it.each(offSite)('an editor cannot store %j as a header link, over REST or GraphQL', async (url) => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const before = JSON.stringify((await payload.findGlobal({ slug: 'navigation', overrideAccess: true })).headerItems)
    const headerItems = [{ label: 'Elsewhere', url }]
    const { status, json } = await rest('POST', '/globals/navigation', { token, body: { headerItems } })
    expect(status, JSON.stringify(json)).toBe(400)
    expect(fieldErrors(json)).toEqual([expect.objectContaining({ path: 'headerItems.0.url' })])
    const answer = await graphql(
      `mutation { updateNavigation(data: { headerItems: [{ label: "Elsewhere", url: ${JSON.stringify(url)} }] }) { id } }`,
      { token },
    )
    expect(answer.errors?.[0]?.message).toBeTruthy()
    expect(JSON.stringify((await payload.findGlobal({ slug: 'navigation', overrideAccess: true })).headerItems)).toBe(
      before,
    )
  })
})

describe('the event title', () => {
  const titleOf = async (id: number) =>
    (await (await testPayload()).findByID({ collection: 'events', id, depth: 0, overrideAccess: true })).title

  it.each(['\n', '\r\n', '\r'])(
    'is refused when saved with a line break (%j), with a message naming the field',
    async (lineBreak) => {
      const payload = await testPayload()
      const { token } = await staffUser('editor')
      const event = await createTestEvent(payload)
      const { status, json } = await rest('PATCH', `/events/${event.id}`, {
        token,
        body: { title: `Super Sunday${lineBreak}Bcc: everyone@example.org` },
      })
      expect(status).toBe(400)
      expect(fieldErrors(json)).toEqual([
        { path: 'title', message: 'The title must be one line: remove the line break.', label: expect.anything() },
      ])
      expect(await titleOf(event.id)).toBe(event.title)
    },
  )

  it('is saved when it is one line, and still required', async () => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const event = await createTestEvent(payload)
    expect(
      (await rest('PATCH', `/events/${event.id}`, { token, body: { title: 'Super Sunday – a new title' } })).status,
    ).toBe(200)
    expect(await titleOf(event.id)).toBe('Super Sunday – a new title')
    expect((await rest('PATCH', `/events/${event.id}`, { token, body: { title: '' } })).status).toBe(400)
    expect(await titleOf(event.id)).toBe('Super Sunday – a new title')
  })
})
