import { spawnSync } from 'node:child_process'
import path from 'node:path'

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

  it('splits a large demo over worker processes, each person created once', async () => {
    const payload = await testPayload()
    const demoWhere = { email: { like: '@demo.example' } }
    const before = (await payload.count({ collection: 'registrations', where: demoWhere })).totalDocs
    const root = path.resolve(import.meta.dirname, '../..')
    // Payload's CLI-side module loading changes under VITEST, so the child gets the environment without it.
    const env: NodeJS.ProcessEnv = { ...process.env, SEED_PARALLEL_FROM: '10' }
    for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key]
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/seed/cli.ts', '--demo', '40'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Demo registrations: 40/40')
    const { docs } = await payload.find({ collection: 'registrations', where: demoWhere, pagination: false, select: { email: true }, depth: 0 })
    expect(docs.length - before).toBe(40)
    expect(new Set(docs.map((doc) => doc.email)).size).toBe(docs.length)
  }, 150_000)
})
