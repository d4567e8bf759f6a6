import type { Payload } from 'payload'

import { hookContext } from '@/platform/hook-context'

import { env, isProduction } from '@/platform/env'

import { DEFAULT_ADMIN } from './default-admin'
import { buildDemoRegistrations } from './demo-registrations'
import { insertDemoRegistrations } from './insert-demo'
import { seedMediaItems } from './media'
import { EVENTS_MENU_ITEM, navigation, outreachEvent, siteSettings } from './content/globals'
import { buildSeedPages, UPCOMING_EVENTS_BLOCK } from './content/pages'
import { defaultTemplates, retiredTemplates } from './content/templates'

/** Seeding is not an editor's change: no cache revalidation, no webhooks, no e-mails. */
const context = hookContext({ isSeeding: true })

export type SeedOptions = {
  demo?: number
  /** Put pages, globals and templates that already exist back to the seed content (editors' changes are lost). */
  overwrite?: boolean
  log?: (message: string) => void
}

export const OVERWRITE_HINT = 'run with --overwrite to put them back to the seed content'

/**
 * Idempotent: creates what is missing (pages by path, templates by name, pictures by file name, the
 * admin by e-mail, globals never saved) and leaves what exists alone, so running it on a live site
 * keeps the editors' work. `overwrite` resets existing content to the seed's.
 */
export async function seed(payload: Payload, { demo = 0, overwrite = false, log = () => {} }: SeedOptions = {}) {
  await seedAdmin(payload, log)

  // A global that was never saved has no updatedAt: only those are written, unless overwriting.
  const globalsKept: string[] = []
  const writeGlobal = async (slug: 'site-settings' | 'navigation', write: () => Promise<unknown>) => {
    const current: { updatedAt?: string | null } = await payload.findGlobal({ slug, depth: 0 })
    if (current.updatedAt && !overwrite) globalsKept.push(slug)
    else await write()
  }
  await writeGlobal('site-settings', () => payload.updateGlobal({ slug: 'site-settings', data: siteSettings, context }))
  await writeGlobal('navigation', () => payload.updateGlobal({ slug: 'navigation', data: navigation, context }))
  log(
    `Globals: ${2 - globalsKept.length} written, ${globalsKept.length} kept${globalsKept.length ? ` (${OVERWRITE_HINT})` : ''}`,
  )

  const events = await upsertAll([outreachEvent], {
    find: (event) =>
      payload.find({ collection: 'events', where: { slug: { equals: event.slug } }, limit: 1, depth: 0 }),
    create: (event) => payload.create({ collection: 'events', data: event, context }),
    update: (id, event) => payload.update({ collection: 'events', id, data: event, context }),
    overwrite,
  })
  log(`Events: ${describeUpsert(events)}`)
  const eventId = await featureOutreachEvent(payload)

  const images = await seedMediaItems(payload, context)
  log(`Media: ${Object.keys(images).length}`)

  const pages = await upsertAll(buildSeedPages(images), {
    find: (page) => payload.find({ collection: 'pages', where: { path: { equals: page.path } }, limit: 1, depth: 0 }),
    create: (page) => payload.create({ collection: 'pages', data: { ...page, _status: 'published' }, context }),
    update: (id, page) => payload.update({ collection: 'pages', id, data: { ...page, _status: 'published' }, context }),
    overwrite,
  })
  log(`Pages: ${describeUpsert(pages)}`)

  const templates = await upsertAll(defaultTemplates, {
    find: (template) =>
      payload.find({ collection: 'message-templates', where: { name: { equals: template.name } }, limit: 1, depth: 0 }),
    create: (template) => payload.create({ collection: 'message-templates', data: template, context }),
    update: (id, template) => payload.update({ collection: 'message-templates', id, data: template, context }),
    overwrite,
  })
  log(`Message templates: ${describeUpsert(templates)}`)
  const refreshed = await refreshRetiredTemplates(payload)
  if (refreshed) log(`Message templates: ${refreshed} unedited earlier default(s) brought up to date`)
  if (await addEventsToMenu(payload)) log('Navigation: Events added to the menu')
  if (await addUpcomingEventsToHome(payload)) log('Home page: Upcoming events added')

  if (demo > 0) {
    const from = await countDemoRegistrations(payload)
    await seedDemoRange(payload, {
      eventId,
      from,
      count: demo,
      onProgress: (done) => log(`Demo registrations: ${done}/${demo}`),
    })
  }
}

type UpsertCount = { created: number; updated: number; kept: number }

/** Creates each item not found; an item found is updated only when overwriting. */
async function upsertAll<T>(
  items: T[],
  {
    find,
    create,
    update,
    overwrite,
  }: {
    find: (item: T) => Promise<{ docs: Array<{ id: number }> }>
    create: (item: T) => Promise<unknown>
    update: (id: number, item: T) => Promise<unknown>
    overwrite: boolean
  },
): Promise<UpsertCount> {
  const count: UpsertCount = { created: 0, updated: 0, kept: 0 }
  for (const item of items) {
    const existing = (await find(item)).docs[0]
    if (!existing) {
      await create(item)
      count.created++
    } else if (overwrite) {
      await update(existing.id, item)
      count.updated++
    } else count.kept++
  }
  return count
}

const describeUpsert = ({ created, updated, kept }: UpsertCount) =>
  [
    `${created} created`,
    ...(updated ? [`${updated} reset`] : []),
    `${kept} kept${kept ? ` (${OVERWRITE_HINT})` : ''}`,
  ].join(', ')

export const SEED_ADMIN_PASSWORD_REQUIRED =
  'Set SEED_ADMIN_PASSWORD (and SEED_ADMIN_EMAIL) to create the first admin of a production database; the development default is refused'

async function seedAdmin(payload: Payload, log: (message: string) => void) {
  const email = env('SEED_ADMIN_EMAIL') ?? DEFAULT_ADMIN.email
  const chosenPassword = env('SEED_ADMIN_PASSWORD')
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if (docs[0]) {
    // Never reset a password someone may have changed; only make sure the account can run the site.
    if (docs[0].role !== 'admin')
      await payload.update({ collection: 'users', id: docs[0].id, data: { role: 'admin' }, context })
    log(`Admin: ${email} (exists)`)
    return
  }
  // The development password is printed in the README: a live site's first admin must not have it.
  if (isProduction() && !chosenPassword) {
    throw new Error(`${SEED_ADMIN_PASSWORD_REQUIRED} (no admin ${email} exists yet).`)
  }
  await payload.create({
    collection: 'users',
    data: {
      email,
      password: chosenPassword ?? DEFAULT_ADMIN.password,
      fullName: DEFAULT_ADMIN.fullName,
      role: 'admin',
    },
    context,
  })
  log(`Admin: ${email} (created)`)
}

/**
 * A default template still exactly as an earlier seed wrote it (written for the 2025 outreach event)
 * gets the event-neutral text; one staff edited is theirs and kept. Returns how many changed.
 */
async function refreshRetiredTemplates(payload: Payload): Promise<number> {
  let changed = 0
  for (const retired of retiredTemplates) {
    const current = defaultTemplates.find((template) => template.name === retired.name)
    const { docs } = await payload.find({
      collection: 'message-templates',
      where: { name: { equals: retired.name } },
      limit: 1,
      depth: 0,
    })
    const stored = docs[0]
    const isUnedited =
      stored &&
      (stored.subject ?? null) === retired.subject &&
      stored.content === retired.content &&
      stored.purpose === retired.purpose
    if (!current || !isUnedited) continue
    await payload.update({ collection: 'message-templates', id: stored.id, data: current, context })
    changed++
  }
  return changed
}

/**
 * A menu saved before events had their own list gets an Events item after Live Programmes (or at
 * the end), unless any item or dropdown link already leads to an event. Visitors see it at once: the
 * change re-renders every page like an editor's.
 */
async function addEventsToMenu(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  const items = current.headerItems ?? []
  const leadsToEvents = (url: string | null | undefined) => Boolean(url?.startsWith('/events'))
  if (items.some((item) => leadsToEvents(item.url) || (item.children ?? []).some((child) => leadsToEvents(child.url))))
    return false
  const after = items.findIndex((item) => item.url === '/live-programmes')
  const at = after === -1 ? items.length : after + 1
  await payload.updateGlobal({
    slug: 'navigation',
    data: { headerItems: [...items.slice(0, at), EVENTS_MENU_ITEM, ...items.slice(at)] },
  })
  return true
}

/**
 * A published home page without an Upcoming events block gets one, just before the event
 * registration form (or at the end), so newer events are found from the home page. A home page
 * that has one, or none at all, is left alone.
 */
async function addUpcomingEventsToHome(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ path: { equals: '/' } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
  })
  const home = docs[0]
  const layout = home?.layout ?? []
  if (!home || layout.some((block) => block.blockType === 'upcomingEvents')) return false
  const form = layout.findIndex((block) => block.blockType === 'form' && block.formType === 'event-registration')
  const at = form === -1 ? layout.length : form
  await payload.update({
    collection: 'pages',
    id: home.id,
    data: { layout: [...layout.slice(0, at), UPCOMING_EVENTS_BLOCK, ...layout.slice(at)], _status: 'published' },
  })
  return true
}

/** The site features the SPEC event unless an editor has featured another; returns the SPEC event's id. */
async function featureOutreachEvent(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { slug: { equals: outreachEvent.slug } },
    limit: 1,
    depth: 0,
  })
  const eventId = docs[0]!.id
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.featuredEvent)
    await payload.updateGlobal({ slug: 'site-settings', data: { featuredEvent: eventId }, context })
  return eventId
}

/** How many demo registrations exist: `--demo N` adds N more after them. */
async function countDemoRegistrations(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'registrations',
    where: { email: { like: '@demo.example' } },
  })
  return totalDocs
}

/**
 * Demo people `from` to `from + count - 1` (the same people on every machine), written in batches
 * (see insertDemoRegistrations). `onProgress` hears the running total.
 */
async function seedDemoRange(
  payload: Payload,
  {
    eventId,
    from,
    count,
    onProgress,
  }: { eventId: number; from: number; count: number; onProgress: (done: number) => void },
) {
  const batchSize = 2000
  for (let offset = from; offset < from + count; offset += batchSize) {
    const people = buildDemoRegistrations(Math.min(batchSize, from + count - offset), 42, offset)
    await insertDemoRegistrations(payload, eventId, people)
    onProgress(offset + people.length - from)
  }
}
