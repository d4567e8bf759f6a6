import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { readManagedEvent } from '@/registrations/manage-registration'
import { readVerifiedRegistration } from '@/registrations/verify-registration-email'

import { rest, runConfirmationsFor, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

// What a person registered for two events receives: an e-mail for each naming its own event and
// sessions, a private link for each that manages that registration only, and webhook payloads that
// say which event. The featured outreach event (seeded) is one; a three-session retreat the other.

const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' } as const
const RETREAT = {
  title: 'Summer Retreat 2030',
  slug: `summer-retreat-${Date.now()}`,
  admission: '£5 on the door',
  allSessionsLabel: 'The whole day',
  registrationCloses: 'last-session-ends' as const,
  sessions: [
    {
      key: 'morning',
      title: 'Morning talks',
      startsAt: '2030-06-15T09:00:00.000Z',
      endsAt: '2030-06-15T11:30:00.000Z',
      mode: 'in-person' as const,
      venue: 'Church hall',
      address: '1 High Street\nCheltenham',
      ...UK,
    },
    {
      key: 'afternoon',
      title: 'Afternoon workshops',
      startsAt: '2030-06-15T12:30:00.000Z',
      endsAt: '2030-06-15T15:00:00.000Z',
      mode: 'in-person' as const,
      venue: 'Church hall',
      ...UK,
    },
    {
      key: 'evening',
      title: 'Evening worship',
      startsAt: '2030-06-15T17:00:00.000Z',
      endsAt: '2030-06-15T19:00:00.000Z',
      mode: 'online' as const,
      venue: 'YouTube live stream',
      ...UK,
    },
  ],
}

const register = (body: Record<string, unknown>) =>
  rest('POST', '/registrations/register', { body, ip: `198.51.100.${Math.floor(Math.random() * 250)}` })
const manage = (body: Record<string, unknown>) => rest('POST', '/registrations/manage', { body })
const linkIn = (text: string, page: 'manage-registration' | 'verify-email') =>
  new RegExp(`${page}\\?token=([\\w-]+)`).exec(text)![1]!

type Attachment = { filename: string }

async function outboxFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Works through the confirmation e-mails until the address has `count` of them; oldest first. */
async function confirmationsFor(email: string, count: number) {
  const payload = await testPayload()
  const { docs: registrations } = await payload.find({
    collection: 'registrations',
    where: { email: { equals: email } },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return vi.waitFor(
    async () => {
      await runConfirmationsFor(registrations.map((registration) => registration.id))
      const docs = await outboxFor(email)
      if (docs.length < count) throw new Error('not sent yet')
      return docs
    },
    { timeout: 20_000, interval: 300 },
  )
}

async function registrationOf(email: string, eventId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { and: [{ email: { equals: email } }, { event: { equals: eventId } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

describe('a person registered for two events', () => {
  const email = uniqueEmail('two-events')
  let retreatId: number
  let outreachId: number
  let messages: Awaited<ReturnType<typeof outboxFor>>
  const subjectOf = (title: string) => messages.find((message) => message.subject === `You're registered: ${title}`)!

  beforeAll(async () => {
    const payload = await testPayload()
    retreatId = (
      await payload.create({ collection: 'events', data: { ...RETREAT, _status: 'published' }, overrideAccess: true })
    ).id
    outreachId = (
      await payload.find({
        collection: 'events',
        where: { slug: { equals: 'outreach-event-2025' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.id
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: 'http://127.0.0.1:9/never-called', webhookSecret: null },
      overrideAccess: true,
    })

    expect((await register({ fullName: 'Dora Double', email, attendanceChoice: ['online'] })).status).toBe(200)
    expect(
      (
        await register({
          event: RETREAT.slug,
          fullName: 'Dora Double',
          email,
          attendanceChoice: ['morning', 'evening'],
        })
      ).status,
    ).toBe(200)
    messages = await confirmationsFor(email, 2)
  })

  afterAll(async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: null }, overrideAccess: true })
    // The deliveries were only looked at: their jobs must not reach the next file's queue runs.
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverWebhook' } },
      overrideAccess: true,
    })
  })

  it('gets two e-mails, each naming its own event and only the sessions chosen of it', () => {
    expect(messages).toHaveLength(2)
    const outreach = subjectOf('Outreach Event 2025')
    expect(outreach.text).toContain('Thank you for registering for Outreach Event 2025. Admission is free.')
    expect(outreach.text).toContain(
      'Online Crusade: Saturday 20 September 2025, 5:00 PM – 7:00 PM (UK time), YouTube live stream',
    )
    expect(outreach.text).not.toContain('Super Sunday')
    expect(outreach.text).not.toContain('Retreat')
    expect((outreach.attachments as Attachment[]).map((a) => a.filename)).toEqual(['day1.ics', 'check-in-qr.png'])

    const retreat = subjectOf('Summer Retreat 2030')
    expect(retreat.text).toContain('Thank you for registering for Summer Retreat 2030. Admission: £5 on the door.')
    expect(retreat.text).toContain(
      '- Morning talks: Saturday 15 June 2030, 10:00 AM – 12:30 PM (UK time), Church hall, 1 High Street, Cheltenham',
    )
    expect(retreat.text).toContain(
      '- Evening worship: Saturday 15 June 2030, 6:00 PM – 8:00 PM (UK time), YouTube live stream',
    )
    expect(retreat.text).not.toContain('Afternoon workshops')
    expect(retreat.text).not.toContain('Online Crusade')
    expect(retreat.text).toContain(`The event's page: http://localhost:3999/events/${RETREAT.slug}`)
    expect(retreat.text).toContain('Need to change your sessions or cancel?')
    expect((retreat.attachments as Attachment[]).map((a) => a.filename)).toEqual([
      'morning.ics',
      'evening.ics',
      'check-in-qr.png',
    ])
  })

  it("gets a private link for each registration, which shows and changes that one only, against its own event's sessions", async () => {
    const retreatToken = linkIn(subjectOf('Summer Retreat 2030').text!, 'manage-registration')
    const outreachToken = linkIn(subjectOf('Outreach Event 2025').text!, 'manage-registration')
    expect(retreatToken).not.toBe(outreachToken)

    // What each link's page offers: the sessions of its own event.
    expect((await readManagedEvent(await testPayload(), retreatToken))?.id).toBe(retreatId)
    expect((await readManagedEvent(await testPayload(), outreachToken))?.id).toBe(outreachId)
    expect(await readManagedEvent(await testPayload(), 'not-a-token')).toBeNull()

    expect((await manage({ action: 'view', token: retreatToken })).json).toEqual({
      success: true,
      registration: {
        firstName: 'Dora',
        attendanceChoice: ['morning', 'evening'],
        waitingFor: [],
        isCancelled: false,
        group: [],
        checkinCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
        answers: {},
        privateAnswered: [],
      },
    })

    const otherEvents = await manage({
      action: 'update',
      token: retreatToken,
      attendanceChoice: ['morning', 'super-sunday'],
    })
    expect(otherEvents.status).toBe(400)
    expect(otherEvents.json.errors).toEqual({ attendanceChoice: '"super-sunday" is not a session of this event.' })
    const outreachMarker = await manage({ action: 'update', token: retreatToken, attendanceChoice: ['both'] })
    expect(outreachMarker.status).toBe(400)

    const everything = await manage({
      action: 'update',
      token: retreatToken,
      attendanceChoice: ['evening', 'afternoon', 'morning'],
    })
    expect(everything.json).toMatchObject({
      success: true,
      registration: { attendanceChoice: ['morning', 'afternoon', 'evening', 'all'] },
    })

    // The outreach registration is untouched, and its own link still speaks its own keys.
    expect((await registrationOf(email, outreachId)).attendanceChoice).toEqual(['online'])
    const outreach = await manage({
      action: 'update',
      token: outreachToken,
      attendanceChoice: ['super-sunday', 'online'],
    })
    expect(outreach.json).toMatchObject({
      success: true,
      registration: { attendanceChoice: ['online', 'super-sunday', 'both'] },
    })
    expect((await registrationOf(email, retreatId)).attendanceChoice).toEqual([
      'morning',
      'afternoon',
      'evening',
      'all',
    ])
  })

  it('tells staff which event a cancellation is for', async () => {
    const token = linkIn(subjectOf('Summer Retreat 2030').text!, 'manage-registration')
    expect((await manage({ action: 'cancel', token })).json).toMatchObject({
      success: true,
      registration: { isCancelled: true },
    })
    expect((await registrationOf(email, outreachId)).cancelledAt ?? null).toBeNull()
    const payload = await testPayload()
    // Sent while the cancellation is answered, not queued. Found by its words, whatever address the
    // settings send staff mail to at this point of the run.
    const staffMail = await vi.waitFor(
      async () => {
        const { docs } = await payload.find({
          collection: 'email-outbox',
          where: { subject: { equals: 'A registration was cancelled' } },
          sort: '-createdAt',
          limit: 50,
          depth: 0,
          overrideAccess: true,
        })
        const found = docs.find((message) => message.text?.includes(email))
        if (!found) throw new Error('not sent yet')
        return found
      },
      { timeout: 20_000, interval: 300 },
    )
    expect(staffMail?.subject).toBe('A registration was cancelled')
    expect(staffMail?.text).toContain('has cancelled their registration for Summer Retreat 2030.')
    expect((await manage({ action: 'restore', token, attendanceChoice: ['afternoon'] })).json).toMatchObject({
      success: true,
      registration: { isCancelled: false, attendanceChoice: ['afternoon'] },
    })
  })

  it('has a verification link whose page names the event and the sessions chosen', async () => {
    const found = await readVerifiedRegistration(
      await testPayload(),
      linkIn(subjectOf('Summer Retreat 2030').text!, 'verify-email'),
    )
    expect(found?.event.title).toBe('Summer Retreat 2030')
    expect(found?.attendanceChoice).toEqual(['afternoon'])
    expect(await readVerifiedRegistration(await testPayload(), 'not-a-token')).toBeNull()
  })

  it("is announced to the webhook with each event's slug and title", async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      sort: '-createdAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    // Other deliveries (a settings test's, say) may carry other shapes.
    const bodies = docs
      .map(
        (delivery) =>
          delivery.body as { event: string; data: { email: string; attendance_choice: string[]; event: unknown } },
      )
      .filter((body) => body?.data?.email === email)
    expect(bodies.map((body) => body.data.event)).toEqual(
      expect.arrayContaining([
        { slug: 'outreach-event-2025', title: 'Outreach Event 2025' },
        { slug: RETREAT.slug, title: 'Summer Retreat 2030' },
      ]),
    )
    expect(bodies.find((body) => body.data.attendance_choice.includes('morning'))).toMatchObject({
      event: 'registration_created',
      data: { event: { slug: RETREAT.slug } },
    })
  })
})

describe('a registration whose event has closed', () => {
  it('can drop sessions and cancel through its link, but not add sessions or come back', async () => {
    const payload = await testPayload()
    const slug = `closing-${Date.now()}`
    const event = await payload.create({
      collection: 'events',
      data: { ...RETREAT, title: 'Closing Soon', slug, _status: 'published' },
      overrideAccess: true,
    })
    const email = uniqueEmail('closed')
    await register({ event: slug, fullName: 'Carl Closed', email, attendanceChoice: ['morning', 'afternoon'] })
    const token = linkIn((await confirmationsFor(email, 1))[0]!.text!, 'manage-registration')
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { registrationCloses: 'at-date', registrationClosesAt: '2024-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })

    const adding = await manage({ action: 'update', token, attendanceChoice: ['morning', 'afternoon', 'evening'] })
    expect(adding).toMatchObject({ status: 409, json: { message: 'Registration for this event has closed.' } })
    expect((await manage({ action: 'update', token, attendanceChoice: ['afternoon'] })).json).toMatchObject({
      success: true,
      registration: { attendanceChoice: ['afternoon'] },
    })
    expect((await manage({ action: 'cancel', token })).json).toMatchObject({
      success: true,
      registration: { isCancelled: true },
    })
    expect((await manage({ action: 'restore', token, attendanceChoice: ['afternoon'] })).status).toBe(409)
  })
})

describe('[EventDate] in a bulk message', () => {
  it('lists the sessions each person chose of their own event', async () => {
    const payload = await testPayload()
    const admin = (await staffUser('admin')).token
    const tag = `merge${Date.now()}`
    const retreat = await payload.create({
      collection: 'events',
      data: { ...RETREAT, title: 'Merge Retreat', slug: `merge-retreat-${Date.now()}`, _status: 'published' },
      overrideAccess: true,
    })
    const outreach = (
      await payload.find({
        collection: 'events',
        where: { slug: { equals: 'outreach-event-2025' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const people = [
      {
        fullName: 'Olive Outreach',
        email: uniqueEmail('merge-outreach'),
        event: outreach.id,
        attendanceChoice: ['super-sunday'],
      },
      {
        fullName: 'Rita Retreat',
        email: uniqueEmail('merge-retreat'),
        event: retreat.id,
        attendanceChoice: ['afternoon', 'evening'],
      },
    ]
    for (const person of people)
      await payload.create({ collection: 'registrations', data: { ...person, tags: [tag] }, overrideAccess: true })
    const segment = await rest('POST', '/segments', {
      token: admin,
      body: { name: `Merge ${tag}`, filters: { tagFilter: tag } },
    })
    const segmentId = (segment.json as { doc: { id: number } }).doc.id

    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'email',
        purpose: 'service',
        subject: 'Reminder',
        content: 'See you on [EventDate].',
        audience: `segment:${segmentId}`,
      },
    })
    expect(sent.status).toBe(201)
    for (let i = 0; i < 5; i++)
      await payload.jobs.run({ where: { taskSlug: { equals: 'sendBulkMessage' } }, limit: 10 })

    const [olive] = await outboxFor(people[0]!.email)
    expect(olive?.text).toContain('See you on Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time).')
    const [rita] = await outboxFor(people[1]!.email)
    expect(rita?.text).toContain(
      'See you on Saturday 15 June 2030, 1:30 PM – 4:00 PM (UK time) and Saturday 15 June 2030, 6:00 PM – 8:00 PM (UK time).',
    )
  })
})
