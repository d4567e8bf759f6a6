import { ValidationError, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { rest, staffUser, testPayload } from '../../helpers/payload'

/** Every stored trace of pages with this path or title: the pages themselves and their versions. */
async function stored(payload: Payload, { path, title }: { path: string; title: string }) {
  const pages = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: 'pages', where, overrideAccess: true })).totalDocs
  return {
    withPath: await pages({ path: { equals: path } }),
    withTitle: await pages({ title: { equals: title } }),
    versionsWithTitle: (
      await payload.countVersions({
        collection: 'pages',
        where: { 'version.title': { equals: title } },
        overrideAccess: true,
      })
    ).totalDocs,
    total: await pages({}),
  }
}

/** The write must fail as Payload's "must be unique" validation error on the path field, not any error. */
async function expectPathTaken(write: Promise<unknown>) {
  const error: unknown = await write.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as ValidationError).data.errors).toEqual([
    expect.objectContaining({ path: 'path', message: expect.stringMatching(/unique/i) }),
  ])
}

const uniqueTitle = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`

describe('a page path is unique', () => {
  it('creating a second page with a seeded path as an admin fails and stores nothing', async () => {
    const payload = await testPayload()
    const { user: admin } = await staffUser('admin')
    const title = uniqueTitle('Duplicate about')
    const before = await stored(payload, { path: '/about', title })
    expect(before.withPath).toBe(1)

    await expectPathTaken(
      payload.create({
        collection: 'pages',
        data: { title, path: '/about', _status: 'published' },
        user: admin,
        overrideAccess: false,
      }),
    )

    expect(await stored(payload, { path: '/about', title })).toEqual(before)
    expect(before).toMatchObject({ withTitle: 0, versionsWithTitle: 0 })
  })

  it('fails with overrideAccess too, for a path that only matches once normalised', async () => {
    const payload = await testPayload()
    const title = uniqueTitle('Duplicate vision')
    const before = await stored(payload, { path: '/about/vision', title })
    expect(before.withPath).toBe(1)

    // " /About/Vision/ " is stored as "/about/vision", the seeded vision page's path.
    await expectPathTaken(
      payload.create({
        collection: 'pages',
        data: { title, path: ' /About/Vision/ ', _status: 'published' },
        overrideAccess: true,
      }),
    )

    expect(await stored(payload, { path: '/about/vision', title })).toEqual(before)
    expect(before).toMatchObject({ withTitle: 0, versionsWithTitle: 0 })
  })

  it('saving a new page as a draft with a taken path fails too, so no draft can claim it', async () => {
    const payload = await testPayload()
    const { user: editor } = await staffUser('editor')
    const title = uniqueTitle('Draft duplicate')
    const before = await stored(payload, { path: '/give', title })
    expect(before.withPath).toBe(1)

    await expectPathTaken(
      payload.create({
        collection: 'pages',
        data: { title, path: '/give' },
        draft: true,
        user: editor,
        overrideAccess: false,
      }),
    )

    expect(await stored(payload, { path: '/give', title })).toEqual(before)
  })

  it('a new page made for the test is unique too: its path cannot be taken twice', async () => {
    const payload = await testPayload()
    const path = `/unique-test-${Date.now()}`
    const first = await payload.create({
      collection: 'pages',
      data: { title: uniqueTitle('First'), path, _status: 'published' },
    })
    try {
      const title = uniqueTitle('Second')
      const before = await stored(payload, { path, title })
      expect(before.withPath).toBe(1)
      await expectPathTaken(payload.create({ collection: 'pages', data: { title, path, _status: 'published' } }))
      expect(await stored(payload, { path, title })).toEqual(before)
      const { docs } = await payload.find({
        collection: 'pages',
        where: { path: { equals: path } },
        overrideAccess: true,
      })
      expect(docs.map((doc) => doc.id)).toEqual([first.id])
    } finally {
      await payload.delete({ collection: 'pages', id: first.id, overrideAccess: true })
    }
  })

  it('moving another page onto a taken path fails and leaves both pages as they were', async () => {
    const payload = await testPayload()
    const path = `/unique-move-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: uniqueTitle('Mover'), path, _status: 'published' },
    })
    try {
      await expectPathTaken(
        payload.update({ collection: 'pages', id: page.id, data: { path: '/give' }, overrideAccess: true }),
      )
      expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })).path).toBe(path)
      expect(
        (await payload.count({ collection: 'pages', where: { path: { equals: '/give' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(1)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    }
  })

  it('through the REST API an editor gets a 400 naming the path field, and nothing is stored', async () => {
    const payload = await testPayload()
    const { token } = await staffUser('editor')
    const title = uniqueTitle('REST duplicate')
    const before = await stored(payload, { path: '/contact', title })

    const { status, json } = await rest('POST', '/pages', {
      token,
      body: { title, path: '/contact', _status: 'published' },
    })
    expect(status).toBe(400)
    const errors = (json.errors as Array<{ data?: { errors?: Array<{ path?: string }> } }>).flatMap(
      (error) => error.data?.errors ?? [],
    )
    expect(errors).toEqual([expect.objectContaining({ path: 'path' })])

    expect(await stored(payload, { path: '/contact', title })).toEqual(before)
  })
})

describe("the events' own addresses are not CMS pages", () => {
  it('refuses a page at /events, under it, or at /outreach-event, which the events would hide, and stores nothing', async () => {
    const payload = await testPayload()
    for (const path of ['/events', '/events/harvest', '/outreach-event']) {
      const title = uniqueTitle(`Shadowed ${path}`)
      const error: unknown = await payload
        .create({ collection: 'pages', data: { title, path, _status: 'published' }, overrideAccess: true })
        .then(
          () => null,
          (caught: unknown) => caught,
        )
      expect(error, path).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([
        expect.objectContaining({ path: 'path', message: expect.stringMatching(/events' own pages/) }),
      ])
      expect((await stored(payload, { path, title })).withTitle).toBe(0)
    }
  })
})
