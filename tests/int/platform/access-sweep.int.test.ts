import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { isAdmin, isAnyStaff, nobody as denyAll } from '@/platform/access'
import { SESSION_STRATEGY } from '@/platform/access/second-factor'
import { totpCodeAt } from '@/staff/two-factor/totp'

import { createTestEvent, specEvent } from '../../helpers/events'
import { everyCaller, graphql, rest, staffUser, type Caller, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>
type AnyAccess = (args: never) => unknown

/*
 * A sweep over every way in: the config itself (nothing left at Payload's permissive defaults), the
 * jobs queue, GraphQL mutations, REST creates and what a signed-in account without a role can reach.
 * Jobs this file queues use their own queues, so no other test file ever runs them.
 */
const SWEEP_QUEUE = 'access-sweep'
const IDLE_QUEUE = 'access-sweep-idle'

/** Payload's own fallbacks: "anyone signed in" (and, for unlock, "anyone signed in to the admin"). */
async function payloadDefaultAccess(): Promise<AnyAccess[]> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('payload'))
  const load = async (file: string, name: string) =>
    ((await import(pathToFileURL(path.join(dist, file)).href)) as Record<string, AnyAccess>)[name]!
  return [
    await load('auth/defaultAccess.js', 'defaultAccess'),
    await load('auth/defaultUnlockAccess.js', 'defaultUnlockAccess'),
  ]
}

const isPayloadDefault = (fn: unknown, defaults: AnyAccess[]) =>
  defaults.some((d) => fn === d || String(fn) === String(d))

type FakeUser = { id: number; collection: 'users'; email: string; role: string | null; _strategy: string } | null
const fakeUser = (role: string | null, strategy: string = SESSION_STRATEGY.complete): FakeUser => ({
  id: 987_654,
  collection: 'users',
  email: 'fake@test.example',
  role,
  _strategy: strategy,
})

/** Calls an access function as Payload would for a request by `user`. */
async function grants(fn: unknown, payload: Payload, user: FakeUser): Promise<unknown> {
  const req = { payload, user, context: {}, query: {}, headers: new Headers(), t: (key: string) => key }
  return (fn as (args: { req: typeof req }) => unknown)({ req })
}

type SampleRefs = {
  registrationId: number
  logId: number
  pageId: number
  userId: number
  eventId: number
  personId: number
  otherPersonId: number
  listId: number
}

/** Ids the samples point at: a registration for the SPEC event, a messaging log, a page and a user. */
async function sampleRefs(payload: Payload, label: string, userId?: number): Promise<SampleRefs> {
  const eventId = (await specEvent(payload)).id
  const registration = await payload.create({
    collection: 'registrations',
    data: {
      event: eventId,
      fullName: `${label} Sweep`,
      email: uniqueEmail(label),
      attendanceChoice: ['online'],
      notes: 'secret',
    },
  })
  const log = await payload.create({
    collection: 'messaging-logs',
    data: { type: 'email', purpose: 'marketing', subject: 's', content: 'c', status: 'completed' },
  })
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Lock target', path: `/lock-${label}-${Date.now()}` },
  })
  const user = userId ?? (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]!.id
  const person = await payload.create({ collection: 'people', data: { fullName: `${label} Sweep Person` } })
  const other = await payload.create({ collection: 'people', data: { fullName: `${label} Other Sweep Person` } })
  const list = await payload.create({
    collection: 'follow-up-lists',
    data: { name: `${label} sweep list`, steps: [{ title: 'Call' }], dueInDays: 7 },
  })
  return {
    registrationId: registration.id,
    logId: log.id,
    pageId: page.id,
    userId: user,
    eventId,
    personId: person.id,
    otherPersonId: other.id,
    listId: list.id,
  }
}

/** Valid data for one document of each collection, so a refused create is refused for access, not shape. */
function sampleData(slug: string, refs: SampleRefs): Record<string, unknown> {
  const email = uniqueEmail(`sweep-${slug}`)
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const samples: Record<string, Record<string, unknown>> = {
    pages: { title: 'Sweep page', path: `/sweep-${tag}` },
    people: { fullName: 'Sweep Person', emails: [{ email }], phones: [{ phone: '07700 900123' }] },
    households: { name: `Sweep household ${tag}` },
    'follow-up-lists': { name: `Sweep list ${tag}`, steps: [{ title: 'Call' }], dueInDays: 7 },
    'follow-up-cards': { list: refs.listId, person: refs.personId },
    // A pair is stored lower id first.
    'people-distinct': { personA: refs.personId, personB: refs.otherPersonId, markedAt: new Date().toISOString() },
    'person-merges': {
      kept: refs.personId,
      merged: refs.otherPersonId,
      mergedAt: new Date().toISOString(),
      moved: {},
      before: {},
    },
    registrations: { event: refs.eventId, fullName: 'Sweep Person', email, attendanceChoice: ['online'] },
    events: {
      title: `Sweep event ${tag}`,
      slug: `sweep-event-${tag}`,
      _status: 'published',
      sessions: [
        {
          key: 'evening',
          title: 'Evening',
          startsAt: '2031-05-02T17:00:00.000Z',
          endsAt: '2031-05-02T19:00:00.000Z',
          mode: 'in-person',
        },
      ],
    },
    checkins: { registration: refs.registrationId, session: 'online' },
    'foundation-school-applications': {
      fullName: 'Sweep Applicant',
      mobile: '07700 900123',
      email,
      preferredClass: 'online',
      bestTime: 'am',
    },
    'prayer-requests': {
      fullName: 'Sweep Prayer',
      phone: '07700 900123',
      email,
      prayerRequest: 'Please pray',
      consent: true,
    },
    'visit-plans': { name: 'Sweep Visitor', email, mobile: '07700 900123', serviceDate: 'other', guestsCount: '1' },
    'message-templates': {
      name: `Sweep template ${tag}`,
      type: 'email',
      subject: 'Hello',
      content: 'Hello [FirstName]',
      purpose: 'service',
    },
    'messaging-logs': {
      type: 'email',
      purpose: 'marketing',
      subject: 'Sweep',
      content: 'sweep content',
      status: 'completed',
    },
    'scheduled-messages': {
      name: `Sweep reminder ${tag}`,
      event: refs.eventId,
      sessionKey: 'online',
      amount: 1,
      unit: 'days',
      direction: 'before',
      anchor: 'start',
      audience: 'registered',
      purpose: 'service',
      channels: ['email'],
      subject: 'Sweep',
      body: 'sweep',
    },
    'waiting-list': { event: refs.eventId, registration: refs.registrationId, sessionKey: 'online' },
    'message-deliveries': {
      log: refs.logId,
      registration: refs.registrationId,
      address: email,
      status: 'claimed',
      batchKey: `sweep-${tag}`,
    },
    segments: {
      name: `Sweep segment ${tag}`,
      filters: { attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all' },
    },
    suppressions: { email, source: 'staff' },
    'consent-records': {
      email,
      channel: 'email',
      purpose: 'marketing',
      action: 'given',
      recordedAt: new Date().toISOString(),
      source: 'api',
    },
    'email-outbox': { to: email, subject: 'Sweep', text: 'sweep' },
    'sms-outbox': { to: '+447700900123', body: `sweep ${tag}` },
    'webhook-deliveries': {
      event: 'registration_created',
      url: 'https://hooks.example/sweep',
      body: { sweep: tag },
      status: 'pending',
    },
    'audit-log': { action: 'sign-in', summary: `sweep ${tag}` },
    'rate-limits': { key: `sweep-${tag}`, count: 1, resetAt: new Date(Date.now() + 60_000).toISOString() },
    payments: {
      registration: refs.registrationId,
      event: refs.eventId,
      kind: 'payment',
      method: 'card',
      amountPence: 100,
      recordedAt: new Date().toISOString(),
    },
    'stripe-events': { eventId: `evt_sweep_${tag}`, type: 'checkout.session.completed' },
    'checkin-changes': {
      registration: refs.registrationId,
      event: refs.eventId,
      session: 'online',
      checkedIn: true,
      at: new Date().toISOString(),
      txid: 1,
    },
    'checkin-nonces': { nonce: `sweep-${tag}`, outcome: 'applied' },
    'kiosk-devices': { name: `Sweep tablet ${tag}`, event: refs.eventId },
    'payload-kv': { key: `sweep-${tag}`, data: { sweep: true } },
    'payload-jobs': { taskSlug: 'applyRetention', input: {}, queue: IDLE_QUEUE },
    'payload-locked-documents': {
      document: { relationTo: 'pages', value: refs.pageId },
      user: { relationTo: 'users', value: refs.userId },
    },
    'payload-preferences': {
      key: `sweep-${tag}`,
      value: { sweep: true },
      user: { relationTo: 'users', value: refs.userId },
    },
  }
  const data = samples[slug]
  if (!data) throw new Error(`No sample document for "${slug}": add one to sampleData() so the sweep covers it.`)
  return data
}

/**
 * How many documents a collection holds. Jobs are counted on this file's queues only: Payload's cron
 * queues the scheduled retention job on the default queue at any moment (even with JOBS_AUTORUN=false),
 * and every forged job below names one of these queues.
 */
const countOf = async (collection: CollectionSlug) => {
  const where = collection === 'payload-jobs' ? { queue: { in: [SWEEP_QUEUE, IDLE_QUEUE] } } : undefined
  return (await (await testPayload()).count({ collection, where, overrideAccess: true })).totalDocs
}

/** Collections only staff may read: a signed-in account without a role must get none of them. */
const STAFF_ONLY = [
  'registrations',
  'checkins',
  'foundation-school-applications',
  'prayer-requests',
  'visit-plans',
  'message-templates',
  'messaging-logs',
  'message-deliveries',
  'scheduled-messages',
  'waiting-list',
  'segments',
  'suppressions',
  'consent-records',
  'email-outbox',
  'sms-outbox',
  'webhook-deliveries',
  'audit-log',
  'rate-limits',
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'people',
  'households',
  'follow-up-lists',
  'follow-up-cards',
  'people-distinct',
  'person-merges',
  'payments',
  'stripe-events',
  'checkin-changes',
  'checkin-nonces',
  'kiosk-devices',
] as const satisfies readonly CollectionSlug[]
/** Readable by visitors on purpose (published pages and events, media). */
const PUBLIC_READ = ['pages', 'media', 'events'] as const
/** Payload's own per-user collections, and the migrations table (no API route). Probed separately below. */
const SEPARATELY_PROBED = ['users', 'payload-preferences', 'payload-migrations'] as const
/**
 * Known and accepted: Payload's admin preferences (column choices, nav state) stay open to any
 * signed-in account for its own rows, through Payload's own handlers. Nothing personal is in them.
 */
const OWN_ROWS_ONLY = 'payload-preferences'

describe('the config: every collection and global declares its access', () => {
  let payload: Payload
  let defaults: AnyAccess[]

  beforeAll(async () => {
    payload = await testPayload()
    defaults = await payloadDefaultAccess()
    // The fallbacks were really loaded (a wrong path would make every check below vacuous).
    expect(String(defaults[0])).toContain('Boolean(user)')
    expect(String(defaults[1])).toContain('config.admin.user')
  })

  it("declares create, read, update and delete on every collection (auth collections also unlock and admin), none left at Payload's default", () => {
    const offenders: string[] = []
    for (const collection of payload.config.collections) {
      if (collection.slug === OWN_ROWS_ONLY) continue
      const operations = ['create', 'read', 'update', 'delete', ...(collection.auth ? ['unlock', 'admin'] : [])]
      const access = collection.access as Record<string, unknown>
      for (const operation of operations) {
        const fn = access[operation]
        if (typeof fn !== 'function') offenders.push(`${collection.slug}.${operation} (missing)`)
        else if (isPayloadDefault(fn, defaults))
          offenders.push(`${collection.slug}.${operation} (Payload default: anyone signed in)`)
      }
    }
    expect(payload.config.collections.length).toBeGreaterThanOrEqual(23)
    expect(offenders, `collections relying on Payload's default access:\n${offenders.join('\n')}`).toEqual([])
  })

  it("declares read and update on every global, none left at Payload's default", () => {
    const offenders: string[] = []
    for (const global of payload.config.globals) {
      const access = global.access as Record<string, unknown>
      for (const operation of ['read', 'update']) {
        const fn = access[operation]
        if (typeof fn !== 'function') offenders.push(`${global.slug}.${operation} (missing)`)
        else if (isPayloadDefault(fn, defaults))
          offenders.push(`${global.slug}.${operation} (Payload default: anyone signed in)`)
      }
    }
    expect(payload.config.globals.map((g) => g.slug)).toEqual(
      expect.arrayContaining(['site-settings', 'navigation', 'integrations']),
    )
    expect(offenders, `globals relying on Payload's default access:\n${offenders.join('\n')}`).toEqual([])
  })

  it('grants nothing outright to a visitor or a signed-in account without a role, except the public reads', async () => {
    // Published pages and events are read through a query (published only), never granted outright.
    const publicReads = new Set(['media.read', 'site-settings.read', 'navigation.read'])
    const offenders: string[] = []
    for (const [label, user] of [
      ['visitor', null],
      ['no role', fakeUser(null)],
      ['unknown role', fakeUser('superuser')],
      ['admin owing a code', fakeUser('admin', SESSION_STRATEGY.codeOwed)],
      // A kiosk gets nothing outright either: a check-in only for someone its device may let in (tested in checkins/kiosk).
      ['kiosk', fakeUser('kiosk')],
    ] as const) {
      for (const collection of payload.config.collections) {
        if (collection.slug === OWN_ROWS_ONLY) continue
        const operations = ['create', 'read', 'update', 'delete', ...(collection.auth ? ['unlock', 'admin'] : [])]
        for (const operation of operations) {
          const key = `${collection.slug}.${operation}`
          if (
            !publicReads.has(key) &&
            (await grants((collection.access as Record<string, unknown>)[operation], payload, user)) === true
          )
            offenders.push(`${key} (${label})`)
        }
      }
      for (const global of payload.config.globals) {
        for (const operation of ['read', 'update']) {
          const key = `${global.slug}.${operation}`
          if (
            !publicReads.has(key) &&
            (await grants((global.access as Record<string, unknown>)[operation], payload, user)) === true
          )
            offenders.push(`${key} (${label})`)
        }
      }
    }
    expect(offenders, `granted outright:\n${offenders.join('\n')}`).toEqual([])
  })

  it('narrows the document locks to staff with a role (src/platform/access/restrict-internal-collections.ts)', async () => {
    const locks = payload.collections['payload-locked-documents'].config.access
    for (const operation of ['create', 'read', 'update', 'delete'] as const) {
      expect(locks[operation], operation).toBe(isAnyStaff)
      expect(await grants(locks[operation], payload, fakeUser(null)), operation).toBe(false)
      expect(await grants(locks[operation], payload, fakeUser('editor', SESSION_STRATEGY.codeOwed)), operation).toBe(
        false,
      )
      expect(await grants(locks[operation], payload, fakeUser('volunteer')), operation).toBe(true)
      // A kiosk never opens an admin document, so it locks none.
      expect(await grants(locks[operation], payload, fakeUser('kiosk')), operation).toBe(false)
    }
    // The function only mutates the sanitized config Payload serves from.
    expect(payload.config.collections.find((c) => c.slug === 'payload-locked-documents')?.access).toBe(locks)
  })

  it('keeps the jobs collection to admins, and creates and edits of jobs to the server', async () => {
    const jobs = payload.collections['payload-jobs'].config.access
    expect(jobs.read).toBe(isAdmin)
    expect(jobs.delete).toBe(isAdmin)
    expect(jobs.readVersions).toBe(isAdmin)
    expect(jobs.create).toBe(denyAll)
    expect(jobs.update).toBe(denyAll)
    expect(await grants(jobs.create, payload, fakeUser('admin'))).toBe(false)
  })

  it('lets only an admin run, queue or cancel jobs', async () => {
    const access = payload.config.jobs.access ?? {}
    for (const operation of ['run', 'queue', 'cancel'] as const) {
      const fn = access[operation]
      expect(typeof fn, operation).toBe('function')
      expect(isPayloadDefault(fn, defaults), operation).toBe(false)
      expect(await grants(fn, payload, fakeUser('admin')), operation).toBe(true)
      for (const user of [
        null,
        fakeUser(null),
        fakeUser('editor'),
        fakeUser('volunteer'),
        fakeUser('kiosk'),
        fakeUser('admin', SESSION_STRATEGY.codeOwed),
        fakeUser('admin', SESSION_STRATEGY.enrolmentOwed),
      ]) {
        expect(
          await grants(fn, payload, user),
          `${operation} for ${user?.role ?? 'visitor'} ${user?._strategy ?? ''}`,
        ).toBe(false)
      }
    }
  })

  it("leaves Payload's key-value store closed to everyone, admins included", async () => {
    const kv = payload.collections['payload-kv'].config.access
    for (const operation of ['create', 'read', 'update', 'delete'] as const) {
      expect(await grants(kv[operation], payload, fakeUser('admin')), operation).toBe(false)
    }
  })

  it('sorts every collection into one of the groups probed below', () => {
    const probed = [...STAFF_ONLY, ...PUBLIC_READ, ...SEPARATELY_PROBED].sort()
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(probed)
  })
})

describe('the jobs queue', () => {
  let admin: Staff
  let editor: Staff
  let volunteer: Staff
  let kiosk: Staff
  let noRole: Staff
  let jobId: number | string
  let address: string

  const outboxFor = async (to: string) =>
    (
      await (
        await testPayload()
      ).count({ collection: 'email-outbox', where: { to: { contains: to } }, overrideAccess: true })
    ).totalDocs
  const storedJob = async () => {
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'payload-jobs', where: { id: { equals: jobId } }, overrideAccess: true, depth: 0 })
    return docs[0]
  }

  beforeAll(async () => {
    ;[admin, editor, volunteer, kiosk, noRole] = await Promise.all([
      staffUser('admin'),
      staffUser('editor'),
      staffUser('volunteer'),
      staffUser('kiosk'),
      staffUser(null),
    ])
    const payload = await testPayload()
    address = uniqueEmail('jobs')
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName: 'Jobs Sweep',
        email: address,
        attendanceChoice: ['online'],
      },
    })
    const job = await payload.jobs.queue({
      task: 'sendRegistrationConfirmation',
      input: { registrationId: registration.id },
      queue: SWEEP_QUEUE,
    })
    jobId = job.id
  })

  afterAll(async () => {
    await (
      await testPayload()
    ).delete({ collection: 'payload-jobs', where: { queue: { equals: SWEEP_QUEUE } }, overrideAccess: true })
  })

  const callers = () =>
    [
      ['a visitor', undefined],
      ['an editor', editor.token],
      ['a volunteer', volunteer.token],
      ['a kiosk', kiosk.token],
      ['a user without a role', noRole.token],
    ] as const

  it('refuses to run the queue to a visitor, an editor, a volunteer, a kiosk and a user without a role', async () => {
    // Payload 3.90 serves /api/payload-jobs/run and /handle-schedules as GET only (for cron callers).
    for (const [who, token] of callers()) {
      for (const query of [`?queue=${SWEEP_QUEUE}`, `?queue=${SWEEP_QUEUE}&allQueues=true`, '']) {
        const { status } = await rest('GET', `/payload-jobs/run${query}`, { token })
        expect([401, 403], `${who}: GET /payload-jobs/run${query}`).toContain(status)
      }
      expect([401, 403], `${who}: GET /payload-jobs/handle-schedules`).toContain(
        (await rest('GET', `/payload-jobs/handle-schedules?queue=${SWEEP_QUEUE}`, { token })).status,
      )
      // No POST route exists; whatever answers must not be a success.
      const post = await rest('POST', `/payload-jobs/run?queue=${SWEEP_QUEUE}`, { token, body: {} })
      expect(post.status, `${who}: POST /payload-jobs/run`).toBeGreaterThanOrEqual(400)
    }
    const job = await storedJob()
    expect(job, 'the queued job is still there').toBeDefined()
    expect(job!.totalTried ?? 0).toBe(0)
    expect(job!.processing).toBeFalsy()
    expect(job!.completedAt).toBeFalsy()
    expect(await outboxFor(address)).toBe(0)
  })

  it('refuses to list, read or create jobs to anyone but an admin', async () => {
    const before = await countOf('payload-jobs')
    for (const [who, token] of callers()) {
      const list = await rest('GET', '/payload-jobs', { token })
      expect(list.status, `${who}: list`).toBe(403)
      expect(list.json, `${who}: list`).not.toHaveProperty('docs')
      expect((await rest('GET', `/payload-jobs/${jobId}`, { token })).status, `${who}: read`).toBe(403)
      const created = await rest('POST', '/payload-jobs', {
        token,
        body: { taskSlug: 'applyRetention', input: {}, queue: SWEEP_QUEUE },
      })
      expect(created.status, `${who}: create`).toBe(403)
    }
    expect(await countOf('payload-jobs')).toBe(before)
  })

  it('lets an admin list the jobs and run the queue, but not create jobs over the API', async () => {
    const list = await rest('GET', `/payload-jobs?where[queue][equals]=${SWEEP_QUEUE}`, { token: admin.token })
    expect(list.status).toBe(200)
    expect((list.json as { docs: { id: unknown }[] }).docs.map((d) => d.id)).toContain(jobId)

    const before = await countOf('payload-jobs')
    expect(
      (
        await rest('POST', '/payload-jobs', {
          token: admin.token,
          body: { taskSlug: 'applyRetention', input: {}, queue: SWEEP_QUEUE },
        })
      ).status,
    ).toBe(403)
    expect(await countOf('payload-jobs')).toBe(before)

    const run = await rest('GET', `/payload-jobs/run?queue=${SWEEP_QUEUE}&limit=5`, { token: admin.token })
    expect(run.status).toBe(200)
    // The job ran: the confirmation went to the outbox and the finished job was removed.
    expect(await outboxFor(address)).toBe(1)
    expect(await storedJob()).toBeUndefined()
  })
})

describe('GraphQL mutations from an anonymous visitor', () => {
  let registrationId: number
  let eventId: number
  let otherEventId: number
  let checkinId: number
  const registrationEmail = uniqueEmail('gql-existing')

  beforeAll(async () => {
    const payload = await testPayload()
    eventId = (await specEvent(payload)).id
    otherEventId = (await createTestEvent(payload)).id
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: eventId,
        fullName: 'GraphQL Target',
        email: registrationEmail,
        attendanceChoice: ['online'],
        notes: 'kept note',
        tags: ['kept'],
      },
    })
    registrationId = registration.id
    checkinId = (
      await payload.create({
        collection: 'checkins',
        data: { registration: registrationId, session: 'online' } as never,
        overrideAccess: true,
      })
    ).id
  })

  it('names the mutations this sweep sends (so a refusal below is access, not a typo)', async () => {
    const schema = await graphql('{ __schema { mutationType { fields { name } } } }')
    const names = (
      schema.data?.__schema as unknown as { mutationType: { fields: { name: string }[] } }
    ).mutationType.fields.map((f) => f.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'createRegistration',
        'updateRegistration',
        'deleteRegistration',
        'createUser',
        'createPrayerRequest',
        'createEvent',
        'updateEvent',
        'deleteEvent',
        'createCheckin',
        'updateCheckin',
        'deleteCheckin',
      ]),
    )
    expect(names).not.toContain('createUsers')
  })

  it('refuses createRegistration with server-only fields, storing nothing', async () => {
    const before = await countOf('registrations')
    const email = uniqueEmail('gql-create')
    const result = await graphql(`mutation {
      createRegistration(data: {
        event: ${eventId}, fullName: "GraphQL Visitor", email: "${email}", attendanceChoice: ["online"],
        notes: "forged", tags: ["forged"], checkedInSessions: "|online|",
        consentGdpr: true, emailVerifiedAt: "2020-01-01T00:00:00.000Z", verificationTokenHash: "forged"
      }) { id }
    }`)
    expect(result.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(result.data?.createRegistration ?? null).toBeNull()
    expect(await countOf('registrations')).toBe(before)
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'registrations', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses createUser for an admin account, storing nothing', async () => {
    const before = await countOf('users')
    const email = uniqueEmail('gql-user')
    const result = await graphql(
      `mutation { createUser(data: { email: "${email}", password: "abcdefgh12", fullName: "Intruder", role: admin }) { id } }`,
    )
    expect(result.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(result.data?.createUser ?? null).toBeNull()
    expect(await countOf('users')).toBe(before)
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses updateRegistration and deleteRegistration on an existing registration, changing nothing', async () => {
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'registrations', id: registrationId, depth: 0 })

    const update = await graphql(
      `mutation { updateRegistration(id: ${registrationId}, data: { notes: "hacked", fullName: "Hacked", event: ${otherEventId}, checkedInSessions: "|online|super-sunday|", tags: ["hacked"] }) { id } }`,
    )
    expect(update.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(update.data?.updateRegistration ?? null).toBeNull()

    const remove = await graphql(`mutation { deleteRegistration(id: ${registrationId}) { id } }`)
    expect(remove.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(remove.data?.deleteRegistration ?? null).toBeNull()

    const after = await payload.findByID({ collection: 'registrations', id: registrationId, depth: 0 })
    expect(after).toMatchObject({
      event: eventId,
      fullName: 'GraphQL Target',
      notes: 'kept note',
      tags: ['kept'],
      checkedInSessions: '|online|',
      updatedAt: before.updatedAt,
    })
  })

  it('refuses createEvent, updateEvent and deleteEvent, changing nothing', async () => {
    const payload = await testPayload()
    const before = await countOf('events')
    const slug = `gql-event-${Date.now()}`
    const created = await graphql(`mutation {
      createEvent(data: {
        title: "Forged", slug: "${slug}", _status: published, registrationCloses: never, allSessionsKey: "forged",
        sessions: [{ title: "Forged", key: "forged", startsAt: "2031-01-01T10:00:00.000Z", startsAt_tz: Europe_London, endsAt: "2031-01-01T11:00:00.000Z", endsAt_tz: Europe_London, mode: in_person }]
      }) { id }
    }`)
    expect(created.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(created.data?.createEvent ?? null).toBeNull()
    expect(await countOf('events')).toBe(before)
    const stored = await payload.findByID({ collection: 'events', id: otherEventId, depth: 0, overrideAccess: true })
    const update = await graphql(`mutation { updateEvent(id: ${otherEventId}, data: { title: "Hacked" }) { id } }`)
    expect(update.errors?.[0]?.message).toMatch(/not allowed/i)
    const remove = await graphql(`mutation { deleteEvent(id: ${otherEventId}) { id } }`)
    expect(remove.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(
      await payload.findByID({ collection: 'events', id: otherEventId, depth: 0, overrideAccess: true }),
    ).toMatchObject({ title: stored.title, updatedAt: stored.updatedAt })
  })

  it('refuses createCheckin, updateCheckin and deleteCheckin, changing nothing', async () => {
    const payload = await testPayload()
    const before = await countOf('checkins')
    const created = await graphql(
      `mutation { createCheckin(data: { registration: ${registrationId}, session: "super-sunday", method: walk_in, checkedInAt: "2020-01-01T00:00:00.000Z" }) { id } }`,
    )
    expect(created.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(created.data?.createCheckin ?? null).toBeNull()
    const update = await graphql(
      `mutation { updateCheckin(id: ${checkinId}, data: { session: "super-sunday" }) { id } }`,
    )
    expect(update.errors?.[0]?.message).toMatch(/not allowed/i)
    const remove = await graphql(`mutation { deleteCheckin(id: ${checkinId}) { id } }`)
    expect(remove.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(await countOf('checkins')).toBe(before)
    expect(
      await payload.findByID({ collection: 'checkins', id: checkinId, depth: 0, overrideAccess: true }),
    ).toMatchObject({ session: 'online', registration: registrationId })
  })

  it('refuses createPrayerRequest (visitors pray through POST /api/prayer-requests/submit), storing nothing', async () => {
    const before = await countOf('prayer-requests')
    const email = uniqueEmail('gql-prayer')
    const result = await graphql(`mutation {
      createPrayerRequest(data: { fullName: "GraphQL Prayer", phone: "07700 900123", email: "${email}", prayerRequest: "forged", consent: true, status: closed, staffNotes: "forged" }) { id }
    }`)
    expect(result.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(result.data?.createPrayerRequest ?? null).toBeNull()
    expect(await countOf('prayer-requests')).toBe(before)
  })
})

describe('REST creates from an anonymous visitor', () => {
  let refs: SampleRefs

  beforeAll(async () => {
    refs = await sampleRefs(await testPayload(), 'create')
  })

  // Everything anonymous-access.int.test.ts does not already try. Registrations, foundation school,
  // prayer requests and planned visits are created by visitors only through their form endpoints.
  it.each([
    'registrations',
    'events',
    'checkins',
    'sms-outbox',
    'suppressions',
    'message-deliveries',
    'webhook-deliveries',
    'audit-log',
    'consent-records',
    'foundation-school-applications',
    'prayer-requests',
    'visit-plans',
    'payload-kv',
    'payload-locked-documents',
    'payload-preferences',
  ] as const)('refuses POST /api/%s, storing nothing', async (slug) => {
    const before = await countOf(slug)
    const { status, json } = await rest('POST', `/${slug}`, { body: sampleData(slug, refs) })
    expect(status).toBe(403)
    expect(json).not.toHaveProperty('doc')
    expect(await countOf(slug)).toBe(before)
  })

  it('has no REST route at all for the migrations table', async () => {
    const before = await countOf('payload-migrations')
    expect([404, 501]).toContain((await rest('GET', '/payload-migrations')).status)
    expect([404, 501]).toContain(
      (await rest('POST', '/payload-migrations', { body: { name: 'forged', batch: 999 } })).status,
    )
    expect(await countOf('payload-migrations')).toBe(before)
  })
})

describe('events and check-ins, for a visitor and every role', () => {
  type Who = Caller
  const CONTENT_STAFF: Who[] = ['an editor', 'an admin']
  const DOOR_STAFF: Who[] = ['a volunteer', 'an admin']
  let callers: [Who, string | undefined][]
  let published: number
  let draft: number
  let other: number
  let registrationId: number
  let fixtureCheckin: number
  let refs: SampleRefs

  const idsOf = (json: Record<string, unknown>) =>
    ((json.docs as { id: number }[] | undefined) ?? []).map((doc) => doc.id).sort((a, b) => a - b)

  beforeAll(async () => {
    const payload = await testPayload()
    callers = await everyCaller()
    published = (await createTestEvent(payload)).id
    draft = (await createTestEvent(payload, { _status: 'draft' })).id
    other = (await createTestEvent(payload)).id
    refs = await sampleRefs(payload, 'roles')
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: published,
        fullName: 'Door Sweep',
        email: uniqueEmail('door-sweep'),
        attendanceChoice: ['friday', 'saturday'],
        notes: 'kept',
      },
    })
    registrationId = registration.id
    fixtureCheckin = (
      await payload.create({
        collection: 'checkins',
        data: { registration: registrationId, session: 'saturday' } as never,
        overrideAccess: true,
      })
    ).id
  })

  it('shows everyone published events, and drafts and past versions to editors and admins only', async () => {
    for (const [who, token] of callers) {
      const isContent = CONTENT_STAFF.includes(who)
      const list = await rest('GET', `/events?where[id][in]=${published},${draft}&draft=true&depth=0`, { token })
      expect([who, list.status, idsOf(list.json)]).toEqual([
        who,
        200,
        isContent ? [published, draft].sort((a, b) => a - b) : [published],
      ])
      expect([who, (await rest('GET', `/events/${draft}?draft=true&depth=0`, { token })).status]).toEqual([
        who,
        isContent ? 200 : 404,
      ])
      expect([who, (await rest('GET', `/events/versions?limit=1`, { token })).status]).toEqual([
        who,
        isContent ? 200 : 403,
      ])
    }
  })

  it('lets editors and admins create, change and delete events, and nobody else', async () => {
    const payload = await testPayload()
    for (const [who, token] of callers) {
      const isContent = CONTENT_STAFF.includes(who)
      const before = await countOf('events')
      const created = await rest('POST', '/events', { token, body: sampleData('events', refs) })
      expect([who, 'create', created.status]).toEqual([who, 'create', isContent ? 201 : 403])
      expect(await countOf('events')).toBe(before + (isContent ? 1 : 0))

      const title = `Renamed by ${who} ${Date.now()}`
      expect([who, 'update', (await rest('PATCH', `/events/${published}`, { token, body: { title } })).status]).toEqual(
        [who, 'update', isContent ? 200 : 403],
      )
      expect(
        (await payload.findByID({ collection: 'events', id: published, depth: 0, overrideAccess: true })).title ===
          title,
      ).toBe(isContent)

      const unused = (await createTestEvent(payload)).id
      expect([who, 'delete', (await rest('DELETE', `/events/${unused}`, { token })).status]).toEqual([
        who,
        'delete',
        isContent ? 200 : 403,
      ])
      expect(
        (await payload.count({ collection: 'events', where: { id: { equals: unused } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(isContent ? 0 : 1)
    }
  })

  it('lets admins and volunteers read, create and delete check-ins, and nobody change one', async () => {
    const payload = await testPayload()
    const stored = () =>
      payload.findByID({ collection: 'checkins', id: fixtureCheckin, depth: 0, overrideAccess: true })
    const original = await stored()
    for (const [who, token] of callers) {
      const isDoor = DOOR_STAFF.includes(who)
      const list = await rest('GET', `/checkins?where[registration][equals]=${registrationId}&depth=0`, { token })
      expect([who, 'list', list.status]).toEqual([who, 'list', isDoor ? 200 : 403])
      if (isDoor) expect(idsOf(list.json)).toEqual([fixtureCheckin])
      else expect(list.json).not.toHaveProperty('docs')
      expect([who, 'read', (await rest('GET', `/checkins/${fixtureCheckin}`, { token })).status]).toEqual([
        who,
        'read',
        isDoor ? 200 : 403,
      ])

      const created = await rest('POST', '/checkins', {
        token,
        body: { registration: registrationId, session: 'friday' },
      })
      expect([who, 'create', created.status]).toEqual([who, 'create', isDoor ? 201 : 403])
      const toggled = await rest('POST', '/checkins/toggle', {
        token,
        body: { registration: registrationId, session: 'friday', checkedIn: true },
      })
      expect([who, 'toggle', toggled.status]).toEqual([who, 'toggle', isDoor ? 200 : 403])

      // Nobody rewrites a check-in, admins included: undoing one deletes it and checking in makes another.
      expect([
        who,
        'update',
        (await rest('PATCH', `/checkins/${fixtureCheckin}`, { token, body: { session: 'friday', method: 'qr' } }))
          .status,
      ]).toEqual([who, 'update', 403])
      expect(await stored()).toMatchObject({
        session: 'saturday',
        method: original.method,
        updatedAt: original.updatedAt,
      })

      if (isDoor) {
        const id = (created.json.doc as { id: number }).id
        expect([who, 'delete', (await rest('DELETE', `/checkins/${id}`, { token })).status]).toEqual([
          who,
          'delete',
          200,
        ])
      } else {
        expect([who, 'delete', (await rest('DELETE', `/checkins/${fixtureCheckin}`, { token })).status]).toEqual([
          who,
          'delete',
          403,
        ])
      }
      expect(
        (
          await payload.count({
            collection: 'checkins',
            where: { registration: { equals: registrationId } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(1)
      expect(
        (await payload.findByID({ collection: 'registrations', id: registrationId, depth: 0, overrideAccess: true }))
          .checkedInSessions,
      ).toBe('|saturday|')
    }
  })

  it('answers GraphQL reads of events and check-ins by the same rules', async () => {
    for (const [who, token] of callers) {
      const events = await graphql(
        `{ Events(draft: true, where: { OR: [{ id: { equals: ${published} } }, { id: { equals: ${draft} } }] }) { docs { id } } }`,
        { token },
      )
      const eventIds = ((events.data?.Events?.docs ?? []) as { id: number }[])
        .map((doc) => doc.id)
        .sort((a, b) => a - b)
      expect([who, eventIds]).toEqual([
        who,
        CONTENT_STAFF.includes(who) ? [published, draft].sort((a, b) => a - b) : [published],
      ])

      const checkins = await graphql(
        `{ Checkins(where: { registration: { equals: ${registrationId} } }) { docs { id session } } }`,
        { token },
      )
      if (DOOR_STAFF.includes(who)) {
        expect([who, checkins.errors, checkins.data?.Checkins?.docs]).toEqual([
          who,
          undefined,
          [{ id: fixtureCheckin, session: 'saturday' }],
        ])
      } else {
        expect([who, checkins.errors?.[0]?.message]).toEqual([who, expect.stringMatching(/not allowed/i)])
        expect(checkins.data?.Checkins ?? null).toBeNull()
      }
    }
  })

  it('never moves a registration to another event, over REST or GraphQL, not even for an admin', async () => {
    const payload = await testPayload()
    const admin = callers.find(([who]) => who === 'an admin')![1]
    const volunteer = callers.find(([who]) => who === 'a volunteer')![1]
    for (const token of [admin, volunteer]) {
      expect((await rest('PATCH', `/registrations/${registrationId}`, { token, body: { event: other } })).status).toBe(
        200,
      )
      const moved = await graphql(
        `mutation { updateRegistration(id: ${registrationId}, data: { event: ${other} }) { id } }`,
        { token },
      )
      expect(moved.errors ?? []).toEqual([])
    }
    const stored = await payload.findByID({
      collection: 'registrations',
      id: registrationId,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ event: published, notes: 'kept', attendanceChoice: ['friday', 'saturday'] })
    const { docs } = await payload.find({
      collection: 'checkins',
      where: { registration: { equals: registrationId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((checkin) => checkin.event)).toEqual([published])
  })

  it("shows a registration's contact details and consent to admins only: the door gets the name and code, over REST, GraphQL and the door's list", async () => {
    const payload = await testPayload()
    const email = uniqueEmail('contact-sweep')
    const person = await payload.create({
      collection: 'registrations',
      data: {
        event: published,
        fullName: 'Contact Sweep',
        email,
        phone: '07700 900135',
        consentSms: true,
        attendanceChoice: ['friday'],
      },
    })
    for (const [who, token] of callers) {
      const isDoor = DOOR_STAFF.includes(who)
      const isAdmin = who === 'an admin'
      const byId = await rest('GET', `/registrations/${person.id}`, { token })
      expect([who, byId.status]).toEqual([who, isDoor ? 200 : 403])
      const gql = JSON.stringify(
        await graphql(`{ Registration(id: ${person.id}) { fullName checkinCode email phone consentSms } }`, { token }),
      )
      const door = await rest('GET', `/registrations/checkin?event=${published}&session=friday&q=Contact Sweep`, {
        token,
      })
      expect([who, door.status]).toEqual([who, isDoor ? 200 : 403])
      for (const answer of [JSON.stringify(byId.json), gql, JSON.stringify(door.json)]) {
        expect([who, answer.includes(email), answer.includes('900135')]).toEqual([who, isAdmin, isAdmin])
        expect([who, answer.includes(person.checkinCode!)]).toEqual([who, isDoor])
      }
      expect([who, 'consentSms' in byId.json]).toEqual([who, isAdmin])
    }
  })
})

describe('sign-up', () => {
  it('refuses POST /api/users/first-register once an account exists, creating nobody', async () => {
    expect(await countOf('users')).toBeGreaterThan(0)
    const noRole = await staffUser(null)
    for (const token of [undefined, noRole.token]) {
      const before = await countOf('users')
      const email = uniqueEmail('first')
      const { status, json } = await rest('POST', '/users/first-register', {
        token,
        body: { email, password: 'abcdefgh12', confirmPassword: 'abcdefgh12', fullName: 'First?', role: 'admin' },
      })
      expect(status).toBe(403)
      expect(json).not.toHaveProperty('token')
      expect(await countOf('users')).toBe(before)
      const payload = await testPayload()
      expect(
        (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    }
  })
})

describe.each([
  ['a signed-in user without a role', () => staffUser(null)],
  // A kiosk device, signed in with its code: it reaches nothing of this either (its own screen's endpoints are in checkins/kiosk).
  ['a kiosk', () => staffUser('kiosk')],
] as const)('%s', (_who, signIn) => {
  let caller: Staff
  let other: Staff
  const fixtures = new Map<string, number | string>()
  let refs: SampleRefs

  beforeAll(async () => {
    ;[caller, other] = await Promise.all([signIn(), staffUser('editor')])
    const payload = await testPayload()
    refs = await sampleRefs(payload, 'nobody', other.user.id)
    for (const slug of STAFF_ONLY) {
      if (slug === 'payload-jobs') {
        const job = await payload.jobs.queue({ task: 'applyRetention', input: {}, queue: IDLE_QUEUE })
        fixtures.set(slug, job.id)
      } else {
        const doc = await payload.create({
          collection: slug,
          data: sampleData(slug, refs) as never,
          overrideAccess: true,
        })
        fixtures.set(slug, doc.id)
      }
    }
  })

  afterAll(async () => {
    await (
      await testPayload()
    ).delete({ collection: 'payload-jobs', where: { queue: { equals: IDLE_QUEUE } }, overrideAccess: true })
  })

  it.each(STAFF_ONLY)('can neither list, count, read, create, change nor delete %s', async (slug) => {
    const payload = await testPayload()
    const id = fixtures.get(slug)!
    const token = caller.token
    const stored = async () =>
      (await payload.find({ collection: slug, where: { id: { equals: id } }, overrideAccess: true, depth: 0 }))
        .docs[0] as { updatedAt?: string } | undefined
    const before = await stored()
    expect(before, 'fixture exists').toBeDefined()
    const total = await countOf(slug)

    const list = await rest('GET', `/${slug}?limit=100`, { token })
    expect(list.status, 'list').toBe(403)
    expect(list.json, 'list').not.toHaveProperty('docs')
    expect((await rest('GET', `/${slug}/count`, { token })).status, 'count').toBe(403)
    expect((await rest('GET', `/${slug}/${id}`, { token })).status, 'read').toBe(403)

    const created = await rest('POST', `/${slug}`, { token, body: sampleData(slug, refs) })
    expect(created.status, 'create').toBe(403)
    expect(await countOf(slug)).toBe(total)

    expect(
      (
        await rest('PATCH', `/${slug}/${id}`, {
          token,
          body: { notes: 'changed', name: 'changed', summary: 'changed', status: 'failed' },
        })
      ).status,
      'update',
    ).toBe(403)
    expect((await rest('DELETE', `/${slug}/${id}`, { token })).status, 'delete').toBe(403)
    const after = await stored()
    expect(after, 'still stored').toBeDefined()
    expect(after!.updatedAt).toBe(before!.updatedAt)
  })

  it.each(PUBLIC_READ)('cannot create %s, though visitors may read it', async (slug) => {
    const before = await countOf(slug)
    const body = slug === 'media' ? { alt: 'x' } : sampleData(slug, refs)
    expect((await rest('POST', `/${slug}`, { token: caller.token, body })).status).toBe(403)
    expect(await countOf(slug)).toBe(before)
  })

  it('sees only their own account and cannot create, change or delete any', async () => {
    const payload = await testPayload()
    const list = await rest('GET', '/users?limit=100', { token: caller.token })
    expect((list.json as unknown as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([caller.user.id])
    expect([403, 404]).toContain((await rest('GET', `/users/${other.user.id}`, { token: caller.token })).status)
    const before = await countOf('users')
    expect(
      (
        await rest('POST', '/users', {
          token: caller.token,
          body: { email: uniqueEmail(), password: 'abcdefgh12', fullName: 'x', role: 'admin' },
        })
      ).status,
    ).toBe(403)
    expect(await countOf('users')).toBe(before)
    expect(
      (await rest('PATCH', `/users/${other.user.id}`, { token: caller.token, body: { fullName: 'Changed' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/users/${other.user.id}`, { token: caller.token })).status).toBe(403)
    expect((await rest('POST', '/users/unlock', { token: caller.token, body: { email: other.email } })).status).toBe(
      403,
    )
    expect((await payload.findByID({ collection: 'users', id: other.user.id })).fullName).toBe(other.user.fullName)
  })

  it('can neither read nor change the integrations global, nor change the public globals', async () => {
    const payload = await testPayload()
    const read = await rest('GET', '/globals/integrations', { token: caller.token })
    expect(read.status).toBe(403)
    expect(JSON.stringify(read.json)).not.toMatch(/webhookSecret|webhookUrl/)
    const beforeUrl = (await payload.findGlobal({ slug: 'integrations', overrideAccess: true })).webhookUrl ?? null
    expect(
      (
        await rest('POST', '/globals/integrations', {
          token: caller.token,
          body: { webhookUrl: 'https://evil.example/' },
        })
      ).status,
    ).toBe(403)
    expect((await payload.findGlobal({ slug: 'integrations', overrideAccess: true })).webhookUrl ?? null).toBe(
      beforeUrl,
    )
    for (const slug of ['site-settings', 'navigation'] as const) {
      expect(
        (
          await rest('POST', `/globals/${slug}`, {
            token: caller.token,
            body: { churchName: 'Hacked', title: 'Hacked' },
          })
        ).status,
        slug,
      ).toBe(403)
    }
    expect((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).churchName).not.toBe('Hacked')
    expect(
      (await rest('PATCH', `/events/${refs.eventId}`, { token: caller.token, body: { title: 'Hacked' } })).status,
    ).toBe(403)
    expect((await payload.findByID({ collection: 'events', id: refs.eventId, overrideAccess: true })).title).not.toBe(
      'Hacked',
    )
  })

  it('has no route to the migrations table', async () => {
    const before = await countOf('payload-migrations')
    expect([404, 501]).toContain((await rest('GET', '/payload-migrations', { token: caller.token })).status)
    expect([404, 501]).toContain(
      (await rest('POST', '/payload-migrations', { token: caller.token, body: { name: 'forged', batch: 999 } })).status,
    )
    expect(await countOf('payload-migrations')).toBe(before)
  })
})

describe("Payload's jobs statistics global (added for the scheduled retention run)", () => {
  let original: { stats?: unknown; updatedAt?: string } = {}
  const PROBE_QUEUE = 'access-sweep-probe'

  const storedStats = async () =>
    (await (await testPayload()).findGlobal({ slug: 'payload-jobs-stats', overrideAccess: true })) as {
      stats?: { scheduledRuns?: { queues?: Record<string, unknown> } } | null
      updatedAt?: string
    }
  // A harmless forgery (a queue nothing schedules on); the same write could postpone the nightly
  // retention run to 2099 by setting default.tasks.applyRetention.lastScheduledRun.
  const forged = (stats: unknown) => ({
    stats: {
      ...(stats as object | null),
      scheduledRuns: {
        queues: { [PROBE_QUEUE]: { tasks: { applyRetention: { lastScheduledRun: '2099-01-01T00:00:00.000Z' } } } },
      },
    },
  })

  /** Puts the statistics back if a forged write got through, so each test starts clean and the scheduler is unaffected. */
  const restore = async () => {
    if ((await storedStats()).stats?.scheduledRuns?.queues?.[PROBE_QUEUE]) {
      await (
        await testPayload()
      ).updateGlobal({
        slug: 'payload-jobs-stats',
        data: { stats: (original.stats ?? null) as never },
        overrideAccess: true,
      })
    }
  }

  beforeAll(async () => {
    original = await storedStats()
  })
  beforeEach(restore)
  afterAll(restore)

  it('is neither readable nor writable by a user without a role', async () => {
    const noRole = await staffUser(null)
    const read = await rest('GET', '/globals/payload-jobs-stats', { token: noRole.token })
    const write = await rest('POST', '/globals/payload-jobs-stats', {
      token: noRole.token,
      body: forged(original.stats),
    })
    expect({ read: read.status, write: write.status }).toEqual({ read: 403, write: 403 })
    expect((await storedStats()).stats?.scheduledRuns?.queues?.[PROBE_QUEUE]).toBeUndefined()
  })

  it('is not writable by a session that still owes its second factor', async () => {
    const admin = await staffUser('admin')
    const setup = await rest('POST', '/two-factor/setup', { token: admin.token })
    expect(setup.status).toBe(200)
    expect(
      (
        await rest('POST', '/two-factor/enable', {
          token: admin.token,
          body: { code: totpCodeAt(setup.json.secret as string) },
        })
      ).status,
    ).toBe(200)
    const signIn = await rest('POST', '/users/login', { body: { email: admin.email, password: admin.password } })
    const owing = signIn.json.token as string
    // The session really is held back: it cannot list registrations.
    expect((await rest('GET', '/registrations?limit=1', { token: owing })).status).toBe(403)

    const write = await rest('POST', '/globals/payload-jobs-stats', { token: owing, body: forged(original.stats) })
    expect(write.status).toBe(403)
    expect((await storedStats()).stats?.scheduledRuns?.queues?.[PROBE_QUEUE]).toBeUndefined()
  })
})
