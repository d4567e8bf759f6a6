import type { Payload } from 'payload'

import { DEFAULT_ADMIN } from './default-admin'
import { buildDemoRegistrations } from './demo-registrations'
import { insertDemoRegistrations } from './insert-demo'
import { seedMediaItems } from './media'
import { event, navigation, siteSettings } from './content/globals'
import { buildSeedPages } from './content/pages'
import { defaultTemplates } from './content/templates'

/** Seeding is not an editor's change: no cache revalidation, no webhooks, no e-mails. */
const context = { isSeeding: true }

export type SeedOptions = { demo?: number; log?: (message: string) => void }

/** Idempotent: running it twice leaves the same content (pages by path, templates by name, admin by e-mail). */
export async function seed(payload: Payload, { demo = 0, log = () => {} }: SeedOptions = {}) {
  await seedAdmin(payload, log)

  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, context })
  await payload.updateGlobal({ slug: 'navigation', data: navigation, context })
  await payload.updateGlobal({ slug: 'event', data: event, context })
  log('Globals: site settings, navigation, event')

  const images = await seedMediaItems(payload, context)
  log(`Media: ${Object.keys(images).length}`)

  const seedPages = buildSeedPages(images)
  for (const page of seedPages) {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: page.path } }, limit: 1, depth: 0 })
    const data = { ...page, _status: 'published' as const }
    if (docs[0]) await payload.update({ collection: 'pages', id: docs[0].id, data, context })
    else await payload.create({ collection: 'pages', data, context })
  }
  log(`Pages: ${seedPages.length}`)

  for (const template of defaultTemplates) {
    const { docs } = await payload.find({ collection: 'message-templates', where: { name: { equals: template.name } }, limit: 1, depth: 0 })
    if (docs[0]) await payload.update({ collection: 'message-templates', id: docs[0].id, data: template, context })
    else await payload.create({ collection: 'message-templates', data: template, context })
  }
  log(`Message templates: ${defaultTemplates.length}`)

  if (demo > 0) {
    const from = await countDemoRegistrations(payload)
    await seedDemoRange(payload, { from, count: demo, onProgress: (done) => log(`Demo registrations: ${done}/${demo}`) })
  }
}

export const SEED_ADMIN_PASSWORD_REQUIRED = 'Set SEED_ADMIN_PASSWORD (and SEED_ADMIN_EMAIL) to create the first admin of a production database; the development default is refused'

async function seedAdmin(payload: Payload, log: (message: string) => void) {
  const email = (process.env.SEED_ADMIN_EMAIL ?? DEFAULT_ADMIN.email).trim().toLowerCase()
  const password = process.env.SEED_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (docs[0]) {
    // Never reset a password someone may have changed; only make sure the account can run the site.
    if (docs[0].role !== 'admin') await payload.update({ collection: 'users', id: docs[0].id, data: { role: 'admin' }, context })
    log(`Admin: ${email} (exists)`)
    return
  }
  // The development password is printed in the README: a live site's first admin must not have it.
  if (process.env.NODE_ENV === 'production' && !process.env.SEED_ADMIN_PASSWORD) {
    throw new Error(`${SEED_ADMIN_PASSWORD_REQUIRED} (no admin ${email} exists yet).`)
  }
  await payload.create({
    collection: 'users',
    data: { email, password, fullName: DEFAULT_ADMIN.fullName, role: 'admin' },
    context,
  })
  log(`Admin: ${email} (created)`)
}

/** How many demo registrations exist: `--demo N` adds N more after them. */
async function countDemoRegistrations(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'registrations', where: { email: { like: '@demo.example' } } })
  return totalDocs
}

/**
 * Demo people `from` to `from + count - 1` (the same people on every machine), written in batches
 * (see insertDemoRegistrations). `onProgress` hears the running total.
 */
async function seedDemoRange(payload: Payload, { from, count, onProgress }: { from: number; count: number; onProgress: (done: number) => void }) {
  const batchSize = 2000
  for (let offset = from; offset < from + count; offset += batchSize) {
    const people = buildDemoRegistrations(Math.min(batchSize, from + count - offset), 42, offset)
    await insertDemoRegistrations(payload, people)
    onProgress(offset + people.length - from)
  }
}
