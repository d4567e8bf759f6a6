import type { DataFromCollectionSlug } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { applyRetention } from '@/privacy/apply-retention'

import { specEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const submit = (collection: string, body: Record<string, unknown>) =>
  rest('POST', `/${collection}/submit`, { body, ip: `192.0.2.${Math.floor(Math.random() * 250)}` })

async function outboxFor(to: string) {
  const payload = await testPayload()
  return (
    await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', depth: 0 })
  ).docs
}

/** Works through the notification jobs until both e-mails about `email`'s submission are in the outbox. */
async function notificationsAbout(email: string) {
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  return vi.waitFor(
    async () => {
      await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendFormNotifications' } } })
      const toChurch = (await outboxFor(settings.enquiriesEmail)).filter((m) => m.text?.includes(email))
      const toPerson = await outboxFor(email)
      if (!toChurch.length || !toPerson.length) throw new Error('not sent yet')
      return { toChurch, toPerson }
    },
    { timeout: 20_000, interval: 500 },
  )
}

/** The one stored submission from `email`, read past access control. */
async function storedSubmission<Slug extends 'prayer-requests' | 'visit-plans' | 'foundation-school-applications'>(
  collection: Slug,
  email: string,
) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection,
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]! as DataFromCollectionSlug<Slug>
}

describe('the church’s public forms', () => {
  afterEach(() => {
    process.env.FORM_RATE_LIMIT = 'off'
  })

  it('stores a foundation school application as new, and tells the church and the person', async () => {
    const email = uniqueEmail('fs')
    const { status, json } = await submit('foundation-school-applications', {
      fullName: 'Ada Lovelace',
      mobile: '07700 900123',
      email,
      preferredClass: 'online',
      bestTime: 'pm',
      questions: 'When does it start?',
    })
    expect(status).toBe(200)
    expect(json).toEqual({ ok: true })
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'foundation-school-applications',
      where: { email: { equals: email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ fullName: 'Ada Lovelace', preferredClass: 'online', bestTime: 'pm', status: 'new' })

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    // Another test file may be working through the same queue at the same moment: wait for the e-mail.
    const toChurch = await vi.waitFor(
      async () => {
        await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendFormNotifications' } } })
        const found = (await outboxFor(settings.enquiriesEmail)).find((m) => m.text?.includes(email))
        if (!found) throw new Error('not sent yet')
        return found
      },
      { timeout: 20_000, interval: 500 },
    )
    expect(toChurch?.subject).toBe('New foundation school application')
    expect(toChurch?.text).toContain('Questions: When does it start?')
    expect((toChurch?.headers as Record<string, string>)['Reply-To']).toBe(email)
    const [thanks] = await outboxFor(email)
    expect(thanks?.text).toContain('We will be in touch soon about your start date.')
  })

  it('stores a planned visit and a prayer request with consent', async () => {
    const email = uniqueEmail('visit')
    expect(
      (
        await submit('visit-plans', {
          name: 'Vic Visitor',
          email,
          mobile: '07700 900124',
          serviceDate: 'next-sunday',
          guestsCount: '3-5',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await submit('prayer-requests', {
          fullName: 'Pat Prayer',
          phone: '07700 900125',
          email,
          prayerRequest: 'For my mother’s health.',
          consent: true,
        })
      ).status,
    ).toBe(200)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(1)
    const prayer = await payload.find({ collection: 'prayer-requests', where: { email: { equals: email } } })
    expect(prayer.docs[0]).toMatchObject({ consent: true, status: 'new' })
  })

  it('refuses a prayer request without consent, and bad input anywhere, storing nothing', async () => {
    const email = uniqueEmail('noconsent')
    const noConsent = await submit('prayer-requests', {
      fullName: 'No Consent',
      phone: '07700 900126',
      email,
      prayerRequest: 'x',
      consent: false,
    })
    expect(noConsent.status).toBe(400)
    expect(noConsent.json.errors).toMatchObject({ consent: 'Please consent to be contacted by the church.' })
    const badVisit = await submit('visit-plans', {
      name: 'V',
      email,
      mobile: '07700 900127',
      serviceDate: 'someday',
      guestsCount: '1',
    })
    expect(badVisit.status).toBe(400)
    expect(badVisit.json.errors).toHaveProperty('serviceDate')
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'prayer-requests', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail('bot')
    expect(
      (
        await submit('visit-plans', {
          name: 'Bot',
          email,
          mobile: '07700 900128',
          serviceDate: 'other',
          guestsCount: '1',
          website: 'spam',
        })
      ).json,
    ).toEqual({ ok: true })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('lets nobody create submissions over the plain REST API, bypassing the form', async () => {
    expect(
      (
        await rest('POST', '/prayer-requests', {
          body: { fullName: 'x', phone: '1', email: 'x@example.org', prayerRequest: 'x', consent: true },
        })
      ).status,
    ).toBe(403)
    expect((await rest('POST', '/visit-plans', { body: { name: 'x' } })).status).toBe(403)
  })

  it('keeps prayer requests from visitors, editors, volunteers and kiosks over REST and GraphQL', async () => {
    const [admin, editor, volunteer, kiosk] = await Promise.all([
      staffUser('admin'),
      staffUser('editor'),
      staffUser('volunteer'),
      staffUser('kiosk'),
    ])
    for (const token of [undefined, editor.token, volunteer.token, kiosk.token]) {
      expect((await rest('GET', '/prayer-requests', { token })).status).toBe(403)
      const result = await graphql('{ PrayerRequests { docs { id prayerRequest email } } }', { token })
      expect(result.data?.PrayerRequests ?? null).toBeNull()
      expect(result.errors?.[0]?.message).toMatch(/not allowed/)
    }
    expect((await rest('GET', '/prayer-requests', { token: admin.token })).status).toBe(200)
    const asAdmin = await graphql('{ PrayerRequests { docs { id } } }', { token: admin.token })
    expect(asAdmin.errors).toBeUndefined()
  })

  it('deletes prayer requests older than the retention period, keeping newer ones', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { prayerRequestDays: 30, registrationDaysAfterEvent: 3650 } },
    })
    try {
      const email = uniqueEmail('retention')
      const make = () =>
        payload.create({
          collection: 'prayer-requests',
          data: { fullName: 'R', phone: '1', email, prayerRequest: 'x', consent: true, status: 'new' },
        })
      const [old, recent] = await Promise.all([make(), make()])
      const now = new Date()
      const fakeNow = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000)
      await payload.update({
        collection: 'prayer-requests',
        id: recent.id,
        data: { createdAt: new Date(now.getTime() + 5 * 24 * 60 * 60 * 1000).toISOString() },
      })
      const counts = await applyRetention(payload, fakeNow)
      expect(counts.prayerRequests).toBeGreaterThanOrEqual(1)
      expect(counts.registrationsAnonymised).toBe(0)
      const remaining = await payload.find({ collection: 'prayer-requests', where: { email: { equals: email } } })
      expect(remaining.docs.map((d) => d.id)).toEqual([recent.id])
      expect(old.id).not.toBe(recent.id)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { retention: { prayerRequestDays: 180, registrationDaysAfterEvent: 365 } },
      })
    }
  })

  it('lets an admin move each kind of submission from new to contacted to closed, with notes', async () => {
    const admin = await staffUser('admin')
    const forms = [
      {
        collection: 'prayer-requests',
        email: uniqueEmail('follow.prayer'),
        body: { fullName: 'Fay Follow', phone: '07700 900131', prayerRequest: 'For a new job.', consent: true },
      },
      {
        collection: 'visit-plans',
        email: uniqueEmail('follow.visit'),
        body: { name: 'Fin Follow', mobile: '07700 900132', serviceDate: 'this-sunday', guestsCount: '2' },
      },
      {
        collection: 'foundation-school-applications',
        email: uniqueEmail('follow.fs'),
        body: { fullName: 'Flo Follow', mobile: '07700 900133', preferredClass: 'in-person', bestTime: 'am' },
      },
    ] as const
    for (const { collection, email, body } of forms) {
      expect((await submit(collection, { ...body, email })).status).toBe(200)
      const { id, status } = await storedSubmission(collection, email)
      expect(status).toBe('new')

      const contacted = await rest('PATCH', `/${collection}/${id}`, {
        token: admin.token,
        body: { status: 'contacted' },
      })
      expect(contacted.status).toBe(200)
      expect(contacted.json.doc).toMatchObject({ id, status: 'contacted' })
      expect(await storedSubmission(collection, email)).toMatchObject({ status: 'contacted' })

      const notes = `Rang on Tuesday about ${collection}; all sorted.`
      const closed = await rest('PATCH', `/${collection}/${id}`, {
        token: admin.token,
        body: { status: 'closed', staffNotes: notes },
      })
      expect(closed.status).toBe(200)
      expect(await storedSubmission(collection, email)).toMatchObject({ status: 'closed', staffNotes: notes })
      // The admin reads the notes back over REST as well.
      expect((await rest('GET', `/${collection}/${id}`, { token: admin.token })).json).toMatchObject({
        status: 'closed',
        staffNotes: notes,
      })
    }
    // Only the three states exist.
    const { id } = await storedSubmission('prayer-requests', forms[0].email)
    expect(
      (await rest('PATCH', `/prayer-requests/${id}`, { token: admin.token, body: { status: 'archived' } })).status,
    ).toBe(400)
    expect(await storedSubmission('prayer-requests', forms[0].email)).toMatchObject({ status: 'closed' })
  })

  it('refuses editors, volunteers and visitors who try to change a submission’s status or notes', async () => {
    const [editor, volunteer] = await Promise.all([staffUser('editor'), staffUser('volunteer')])
    const prayerEmail = uniqueEmail('nochange.prayer')
    const visitEmail = uniqueEmail('nochange.visit')
    expect(
      (
        await submit('prayer-requests', {
          fullName: 'Nell Nochange',
          phone: '07700 900134',
          email: prayerEmail,
          prayerRequest: 'Peace at home.',
          consent: true,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await submit('visit-plans', {
          name: 'Ned Nochange',
          email: visitEmail,
          mobile: '07700 900135',
          serviceDate: 'other',
          guestsCount: '1',
        })
      ).status,
    ).toBe(200)
    for (const [collection, email] of [
      ['prayer-requests', prayerEmail],
      ['visit-plans', visitEmail],
    ] as const) {
      const { id } = await storedSubmission(collection, email)
      for (const token of [editor.token, volunteer.token, undefined]) {
        const attempt = await rest('PATCH', `/${collection}/${id}`, {
          token,
          body: { status: 'closed', staffNotes: 'Not mine to write.' },
        })
        expect(attempt.status).toBe(403)
      }
      const stored = await storedSubmission(collection, email)
      expect(stored.status).toBe('new')
      expect(stored.staffNotes ?? null).toBeNull()
    }
  })

  it('never exports prayer requests with registrations, in the filtered export or the full backup', async () => {
    const payload = await testPayload()
    const admin = await staffUser('admin')
    const registrant = `Rhoda Registrant ${Date.now()}`
    const eventId = (await specEvent(payload)).id
    await payload.create({
      collection: 'registrations',
      data: { event: eventId, fullName: registrant, email: uniqueEmail('export.reg'), attendanceChoice: ['online'] },
    })
    const prayerEmail = uniqueEmail('export.prayer')
    const prayerText = `Confidential prayer ${Math.random().toString(36).slice(2)} about my diagnosis.`
    const prayerName = `Priscilla Private ${Date.now()}`
    expect(
      (
        await submit('prayer-requests', {
          fullName: prayerName,
          phone: '07700 900136',
          email: prayerEmail,
          prayerRequest: prayerText,
          consent: true,
        })
      ).status,
    ).toBe(200)
    expect((await storedSubmission('prayer-requests', prayerEmail)).prayerRequest).toBe(prayerText)

    // The filtered export is one event's; the backup holds every event.
    for (const path of [`/registrations/export?event=${eventId}`, '/registrations/export?backup=1']) {
      const { status, json } = await rest('GET', path, { token: admin.token })
      expect(status).toBe(200)
      const csv = String(json)
      // The export does hold registrations (so an empty file cannot pass) ...
      expect(csv).toContain(registrant)
      // ... and nothing of the prayer request.
      expect(csv).not.toContain(prayerText)
      expect(csv).not.toContain(prayerEmail)
      expect(csv).not.toContain(prayerName)
    }
  })

  it('tells the church about a prayer request and thanks the person, without repeating the request to them', async () => {
    const email = uniqueEmail('notify.prayer')
    const prayerText = 'Please pray for my sister’s exams.'
    expect(
      (
        await submit('prayer-requests', {
          fullName: 'Pat Prayer',
          phone: '07700 900137',
          email,
          prayerRequest: prayerText,
          consent: true,
        })
      ).status,
    ).toBe(200)
    const { id } = await storedSubmission('prayer-requests', email)
    const { toChurch, toPerson } = await notificationsAbout(email)

    expect(toChurch).toHaveLength(1)
    expect(toChurch[0]!.subject).toBe('New prayer request')
    expect(toChurch[0]!.text).toContain('Name: Pat Prayer')
    expect(toChurch[0]!.text).toContain('Phone: 07700 900137')
    expect(toChurch[0]!.text).toContain(`Prayer request: ${prayerText}`)
    expect(toChurch[0]!.text).toContain(`/admin/collections/prayer-requests/${id}`)
    expect((toChurch[0]!.headers as Record<string, string>)['Reply-To']).toBe(email)

    expect(toPerson).toHaveLength(1)
    expect(toPerson[0]!.subject).toBe('We have received your prayer request')
    expect(toPerson[0]!.text).toMatch(/^Hi Pat,/)
    expect(toPerson[0]!.text).toContain('Our prayer team will be praying with you')
    expect(toPerson[0]!.text).not.toContain(prayerText)
  })

  it('tells the church about a planned visit and thanks the visitor', async () => {
    const email = uniqueEmail('notify.visit')
    expect(
      (
        await submit('visit-plans', {
          name: 'Vic Visitor',
          email,
          mobile: '07700 900138',
          serviceDate: 'next-wednesday',
          guestsCount: '6-10',
        })
      ).status,
    ).toBe(200)
    const { id } = await storedSubmission('visit-plans', email)
    const { toChurch, toPerson } = await notificationsAbout(email)

    expect(toChurch).toHaveLength(1)
    expect(toChurch[0]!.subject).toBe('New planned visit')
    expect(toChurch[0]!.text).toContain('Name: Vic Visitor')
    expect(toChurch[0]!.text).toContain('Mobile: 07700 900138')
    expect(toChurch[0]!.text).toContain('When: Next Wednesday')
    expect(toChurch[0]!.text).toContain('Guests: 6-10')
    expect(toChurch[0]!.text).toContain(`/admin/collections/visit-plans/${id}`)
    expect((toChurch[0]!.headers as Record<string, string>)['Reply-To']).toBe(email)

    expect(toPerson).toHaveLength(1)
    expect(toPerson[0]!.subject).toBe('We look forward to meeting you')
    expect(toPerson[0]!.text).toMatch(/^Hi Vic,/)
    expect(toPerson[0]!.text).toContain('Thank you for planning your visit.')
  })

  it('rate limits repeated submissions from one address with a 429 and a clear message, storing nothing over the limit', async () => {
    process.env.FORM_RATE_LIMIT = '3/60'
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`
    const send = (email: string) =>
      rest('POST', '/prayer-requests/submit', {
        ip,
        body: { fullName: 'Rate Limited', phone: '07700 900139', email, prayerRequest: 'Again.', consent: true },
      })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await send(uniqueEmail('rate.ok'))).status)
    const overEmail = uniqueEmail('rate.over')
    const over = await send(overEmail)
    expect([...statuses, over.status]).toEqual([200, 200, 200, 429])
    expect(over.json).toEqual({
      ok: false,
      message: 'Too many submissions from your connection. Please wait a few minutes and try again.',
    })

    const payload = await testPayload()
    expect(
      (
        await payload.count({
          collection: 'prayer-requests',
          where: { email: { equals: overEmail } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    // Another address, and the same address on another form, are counted separately.
    expect(
      (
        await rest('POST', '/prayer-requests/submit', {
          ip: '198.51.100.251',
          body: {
            fullName: 'Other',
            phone: '07700 900140',
            email: uniqueEmail('rate.other'),
            prayerRequest: 'x',
            consent: true,
          },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await rest('POST', '/visit-plans/submit', {
          ip,
          body: {
            name: 'Same Address',
            email: uniqueEmail('rate.visit'),
            mobile: '07700 900141',
            serviceDate: 'other',
            guestsCount: '1',
          },
        })
      ).status,
    ).toBe(200)
  })

  it('runs retention as a scheduled job that deletes old prayer requests and keeps recent ones', async () => {
    const payload = await testPayload()
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'applyRetention')
    expect(task).toBeDefined()
    expect(task!.schedule).toEqual([
      {
        cron: '0 0 3 * * *',
        queue: 'default',
        hooks: expect.objectContaining({ beforeSchedule: expect.any(Function) }),
      },
    ])

    const before = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).retention
    // Registrations are kept well past the (long over) seeded event, so this run touches prayer requests only.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { prayerRequestDays: 30, registrationDaysAfterEvent: 3650 } },
    })
    try {
      const email = uniqueEmail('retention.job')
      const make = () =>
        payload.create({
          collection: 'prayer-requests',
          data: { fullName: 'Job R', phone: '1', email, prayerRequest: 'x', consent: true, status: 'new' },
        })
      const [old, recent] = [await make(), await make()]
      const oldDate = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
      await payload.update({
        collection: 'prayer-requests',
        id: old.id,
        data: { createdAt: oldDate },
        overrideAccess: true,
      })
      expect((await payload.findByID({ collection: 'prayer-requests', id: old.id, depth: 0 })).createdAt).toBe(oldDate)

      const job = await payload.jobs.queue({ task: 'applyRetention', input: {} })
      const result = await payload.jobs.run({ where: { id: { equals: job.id } } })
      expect(result.jobStatus?.[String(job.id)]?.status).toBe('success')

      const remaining = await payload.find({
        collection: 'prayer-requests',
        where: { email: { equals: email } },
        depth: 0,
      })
      expect(remaining.docs.map((d) => d.id)).toEqual([recent.id])
      const { docs } = await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'retention' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      expect((docs[0]!.details as { prayerRequests: number }).prayerRequests).toBeGreaterThanOrEqual(1)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          retention: {
            prayerRequestDays: before?.prayerRequestDays ?? 180,
            registrationDaysAfterEvent: before?.registrationDaysAfterEvent ?? 365,
          },
        },
      })
    }
  })
})

describe('e-mail jobs for something deleted before they ran', () => {
  it.each([
    ['sendFormNotifications', { collection: 'visit-plans', submissionId: 987_654_321 }],
    ['sendRegistrationConfirmation', { registrationId: 987_654_321 }],
  ] as const)('%s finishes without error and sends nothing', async (task, input) => {
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'email-outbox' })).totalDocs
    const job = await payload.jobs.queue({ task, input } as Parameters<typeof payload.jobs.queue>[0])
    await payload.jobs.runByID({ id: job.id })
    // A job that completes is removed from the queue; one that threw stays there to be retried.
    expect(
      await payload.findByID({
        collection: 'payload-jobs',
        id: job.id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
      }),
    ).toBeNull()
    expect((await payload.count({ collection: 'email-outbox' })).totalDocs).toBe(before)
  })
})
