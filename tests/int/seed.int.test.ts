import { describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { testPayload } from '../helpers/payload'

describe('seed', () => {
  it('is idempotent: a second run leaves the same pages, templates and admin', async () => {
    const payload = await testPayload()
    await seed(payload)
    const counts = async () => ({
      pages: (await payload.count({ collection: 'pages' })).totalDocs,
      templates: (await payload.count({ collection: 'message-templates' })).totalDocs,
      admins: (await payload.count({ collection: 'users', where: { email: { equals: 'admin@example.org' } } })).totalDocs,
    })
    const first = await counts()
    await seed(payload)
    expect(await counts()).toEqual(first)
    expect(first.admins).toBe(1)

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.churchName).toBeTruthy()
    const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } } })
    expect(home.docs[0]?._status).toBe('published')
  })

  it('adds the requested number of demo registrations', async () => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'registrations', where: { email: { like: '@demo.example' } } })).totalDocs
    await seed(payload, { demo: 25 })
    const after = (await payload.count({ collection: 'registrations', where: { email: { like: '@demo.example' } } })).totalDocs
    expect(after - before).toBe(25)
  })
})
