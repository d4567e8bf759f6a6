import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Event, Registration, WaitingList } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { joinWaitingList } from '@/places/place-counts'
import { manageRegistration } from '@/registrations/manage-registration'
import { hashToken, manageTokenFor } from '@/platform/crypto/tokens'
import { OFFER_MESSAGES } from '@/places/respond-to-offer'

import { createTestEvent } from '../../helpers/events'
import { rest, runConfirmationsFor, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const OFFER_TASKS = ['offerFreedPlaces', 'sendPlaceOffer']

/** An event of its own with one session of `places` places. */
async function cappedEvent(places = 1): Promise<Event> {
  const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString()
  const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString()
  const sessions = [{ key: 'evening', title: 'Evening talk', startsAt, endsAt, capacity: places }]
  return createTestEvent(payload, { sessions: sessions as never })
}

/** A person holding the event's one place. */
async function confirmedPerson(event: Event, label: string): Promise<Registration> {
  return payload.create({
    collection: 'registrations',
    data: { event: event.id, fullName: `Held ${label}`, email: uniqueEmail(label), attendanceChoice: ['evening'] },
    overrideAccess: true,
  })
}

/** A person who holds no place and waits for the session, behind everyone already waiting. */
async function waitingPerson(event: Event, label: string, extra: Partial<Registration> = {}): Promise<Registration> {
  const registration = await payload.create({
    collection: 'registrations',
    data: {
      event: event.id,
      fullName: `Waiting ${label}`,
      email: uniqueEmail(label),
      attendanceChoice: [],
      placeStatus: 'waiting',
      ...extra,
    },
    overrideAccess: true,
  })
  await joinWaitingList(poolOf(payload), {
    eventId: event.id,
    registrationId: registration.id,
    sessionKeys: ['evening'],
  })
  return registration
}

async function entryOf(registration: Registration): Promise<WaitingList> {
  const { docs } = await payload.find({
    collection: 'waiting-list',
    where: { registration: { equals: registration.id } },
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]!
}

const reread = (registration: Registration) =>
  payload.findByID({ collection: 'registrations', id: registration.id, depth: 0, overrideAccess: true })

async function outboxFor(email: string) {
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Pending jobs of a task for one event (other files may queue their own). */
async function pendingJobs(task: string, input: (value: Record<string, unknown>) => boolean) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => input((job.input ?? {}) as Record<string, unknown>))
}

/** Works through offer runs and offer messages until none is left (an offer run queues its messages). */
async function runOffers() {
  for (let round = 0; round < 3; round += 1)
    await payload.jobs.run({ limit: 200, where: { taskSlug: { in: OFFER_TASKS } } })
}

const tokenIn = (text: string) => /waiting-list\/offer\?token=([\w-]+)/.exec(text)![1]!

const respond = (token: string, action: 'view' | 'accept' | 'decline') =>
  rest('POST', '/waiting-list/respond', { body: { token, action }, ip: `203.0.113.${Math.floor(Math.random() * 250)}` })

/** Cancels the person's registration through their own private link, as they would. */
async function cancelThroughLink(registration: Registration) {
  const manage = manageTokenFor(payload.secret, registration)
  await payload.update({
    collection: 'registrations',
    id: registration.id,
    data: { manageTokenHash: manage.hash },
    overrideAccess: true,
  })
  const result = await manageRegistration(payload, { token: manage.token, action: 'cancel' })
  expect(result.success).toBe(true)
}

/** A capped event whose place is held by one person, with two waiting; the holder cancels and the offers go out. */
async function offeredScenario() {
  const event = await cappedEvent()
  const holder = await confirmedPerson(event, 'holder')
  const first = await waitingPerson(event, 'first')
  const second = await waitingPerson(event, 'second')
  await cancelThroughLink(holder)
  expect(await pendingJobs('offerFreedPlaces', (input) => input.eventId === event.id)).toHaveLength(1)
  await runOffers()
  return { event, holder, first, second }
}

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('waiting-list offers', () => {
  it('offers a freed place to the first person waiting, once, with a link that works', async () => {
    const { first, second } = await offeredScenario()
    const entry = await entryOf(first)
    expect(entry.status).toBe('offered')
    const hoursHeld = (Date.parse(entry.offerExpiresAt!) - Date.parse(entry.offeredAt!)) / 3_600_000
    expect(hoursHeld).toBe(24)
    expect((await reread(first)).placeStatus).toBe('offered')
    expect((await entryOf(second)).status).toBe('waiting')
    expect((await reread(second)).placeStatus).toBe('waiting')

    const messages = await outboxFor(first.email!)
    expect(messages.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^A place is free for you: Test event/),
    ])
    expect(messages[0]!.text).toContain('Evening talk')
    const token = tokenIn(messages[0]!.text!)
    // Only the hash is kept.
    const { rows } = await poolOf(payload).query('SELECT offer_token_hash FROM waiting_list WHERE id = $1', [entry.id])
    expect(rows[0].offer_token_hash).toBe(hashToken(token))
    expect(rows[0].offer_token_hash).not.toBe(token)
    expect(await outboxFor(second.email!)).toHaveLength(0)

    const view = await respond(token, 'view')
    expect(view.status).toBe(200)
    expect(view.json).toMatchObject({
      success: true,
      offer: { sessionTitle: 'Evening talk', isOpen: true, placeFor: null },
    })
  })

  it('makes no second offer when the offer run runs again (a restart) or its message is sent again', async () => {
    const { event, first, second } = await offeredScenario()
    const entry = await entryOf(first)
    await payload.jobs.queue({ task: 'offerFreedPlaces', input: { eventId: event.id } })
    await payload.jobs.queue({ task: 'offerFreedPlaces', input: {} })
    await payload.jobs.queue({ task: 'sendPlaceOffer', input: { entryId: entry.id } })
    await runOffers()
    expect(await entryOf(first)).toMatchObject({ id: entry.id, status: 'offered', offeredAt: entry.offeredAt })
    expect((await entryOf(second)).status).toBe('waiting')
    expect(await outboxFor(first.email!)).toHaveLength(1)
    expect(await outboxFor(second.email!)).toHaveLength(0)
  })

  it('confirms the place on accepting, and sends the confirmation with the QR code', async () => {
    const { first } = await offeredScenario()
    const token = tokenIn((await outboxFor(first.email!))[0]!.text!)
    const accepted = await respond(token, 'accept')
    expect(accepted.status).toBe(200)
    expect(accepted.json).toMatchObject({ success: true, message: OFFER_MESSAGES.accepted })
    const person = await reread(first)
    expect(person.attendanceChoice).toEqual(['evening'])
    expect(person.placeStatus).toBe('confirmed')
    expect((await entryOf(first)).status).toBe('accepted')

    expect(
      await pendingJobs('sendRegistrationConfirmation', (input) => input.registrationId === first.id),
    ).toHaveLength(1)
    await runConfirmationsFor([first.id])
    const confirmation = (await outboxFor(first.email!)).find((message) =>
      message.subject.startsWith("You're registered"),
    )
    expect(confirmation?.text).toContain('Your check-in code:')
    expect(JSON.stringify(confirmation?.attachments)).toContain('check-in-qr.png')

    // The link is spent: answering again changes nothing.
    const again = await respond(token, 'decline')
    expect(again.json).toEqual({ success: false, message: OFFER_MESSAGES.alreadyAccepted })
    expect((await entryOf(first)).status).toBe('accepted')
  })

  it('passes a declined place to the next person waiting', async () => {
    const { event, first, second } = await offeredScenario()
    const declined = await respond(tokenIn((await outboxFor(first.email!))[0]!.text!), 'decline')
    expect(declined.json).toMatchObject({ success: true, message: OFFER_MESSAGES.declined })
    expect((await entryOf(first)).status).toBe('declined')
    expect(await reread(first)).toMatchObject({ placeStatus: 'confirmed', attendanceChoice: [] })
    // Holding no session now, they still take every later write that leaves the sessions alone.
    await payload.update({
      collection: 'registrations',
      id: first.id,
      data: { consentEmail: true },
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: 'sendRegistrationConfirmation',
      input: { registrationId: first.id, isChange: true },
    })
    await runConfirmationsFor([first.id])
    expect(await pendingJobs('sendRegistrationConfirmation', (input) => input.registrationId === first.id)).toEqual([])
    expect(await pendingJobs('offerFreedPlaces', (input) => input.eventId === event.id)).toHaveLength(1)
    await runOffers()
    expect((await entryOf(second)).status).toBe('offered')
    expect(await outboxFor(second.email!)).toHaveLength(1)
  })

  it('lets an unanswered offer lapse and offers the place to the next person', async () => {
    const { first, second } = await offeredScenario()
    const token = tokenIn((await outboxFor(first.email!))[0]!.text!)
    const entry = await entryOf(first)
    await poolOf(payload).query(
      `UPDATE waiting_list SET offer_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [entry.id],
    )

    const late = await respond(token, 'accept')
    expect(late.json).toEqual({ success: false, message: OFFER_MESSAGES.expired })
    expect((await reread(first)).attendanceChoice ?? []).toEqual([])
    expect((await entryOf(first)).status).toBe('offered')

    // The scheduled run (every minute, no event named) lapses it and moves on.
    expect(
      payload.config.jobs.tasks
        ?.find((task) => task.slug === 'offerFreedPlaces')
        ?.schedule?.map((schedule) => schedule.cron),
    ).toEqual(['30 * * * * *'])
    await payload.jobs.queue({ task: 'offerFreedPlaces', input: {} })
    await runOffers()
    expect((await entryOf(first)).status).toBe('expired')
    expect((await reread(first)).placeStatus).toBe('confirmed')
    expect((await entryOf(second)).status).toBe('offered')
    expect(await outboxFor(second.email!)).toHaveLength(1)
    expect((await respond(token, 'view')).json).toEqual({ success: false, message: OFFER_MESSAGES.expired })
  })

  it('sends the offer of a person brought along to their booker', async () => {
    const event = await cappedEvent()
    const holder = await confirmedPerson(event, 'holder')
    const booker = await waitingPerson(event, 'booker')
    const child = await waitingPerson(event, 'child', {
      email: null,
      groupBooker: booker.id,
      isChild: true,
      fullName: 'Little Tim',
    })
    await poolOf(payload).query(`UPDATE waiting_list SET status = 'removed' WHERE registration_id = $1`, [booker.id])
    await payload.delete({ collection: 'registrations', id: holder.id, overrideAccess: true })
    await runOffers()
    expect((await entryOf(child)).status).toBe('offered')
    const [offer, ...others] = await outboxFor(booker.email!)
    expect(others).toHaveLength(0)
    expect(offer!.subject).toMatch(/^A place is free for Little Tim: /)
  })

  it('texts the offer too to a phone number, unless the address asked for no messages at all', async () => {
    const event = await cappedEvent(2)
    await confirmedPerson(event, 'holder-1')
    await confirmedPerson(event, 'holder-2')
    const phone = `+4477009${String(Date.now()).slice(-5)}`
    const quietPhone = `+4477008${String(Date.now()).slice(-5)}`
    await waitingPerson(event, 'texted', { phone })
    const quietEmail = uniqueEmail('quiet')
    await payload.create({
      collection: 'suppressions',
      data: { email: quietEmail, source: 'test' },
      overrideAccess: true,
    })
    const quiet = await waitingPerson(event, 'quiet', { phone: quietPhone, email: quietEmail })
    expect(quiet.emailSuppressed).toBe(true)
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions: event.sessions!.map((session) => ({ ...session, capacity: 4 })) },
      overrideAccess: true,
    })
    await runOffers()
    const texts = async (to: string) =>
      (await payload.find({ collection: 'sms-outbox', where: { to: { equals: to } }, depth: 0, overrideAccess: true }))
        .docs
    const [text, ...others] = await texts(phone)
    expect(others).toHaveLength(0)
    expect(text!.body).toMatch(
      /a place is free for you at Test event .+ \(Evening talk\)\. Accept or decline by .+ UK time: http\S+\/waiting-list\/offer\?token=[\w-]+$/,
    )
    expect(await texts(quietPhone)).toHaveLength(0)
    // The offer itself is a service message: the e-mail still goes.
    expect(await outboxFor(quietEmail)).toHaveLength(1)
  })

  it('refuses an unknown token and changes nothing', async () => {
    const { first } = await offeredScenario()
    for (const action of ['view', 'accept', 'decline'] as const) {
      const answer = await respond('not-a-real-token', action)
      expect(answer.json).toEqual({ success: false, message: OFFER_MESSAGES.invalid })
    }
    expect((await respond('', 'accept')).status).toBe(400)
    expect((await entryOf(first)).status).toBe('offered')
  })

  it('offers places at once when staff raise the session’s limit', async () => {
    const event = await cappedEvent()
    await confirmedPerson(event, 'holder')
    const first = await waitingPerson(event, 'first')
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions: event.sessions!.map((session) => ({ ...session, capacity: 2 })) },
      overrideAccess: true,
    })
    expect(await pendingJobs('offerFreedPlaces', (input) => input.eventId === event.id)).toHaveLength(1)
    await runOffers()
    expect((await entryOf(first)).status).toBe('offered')
  })

  it('queues no offer run for an event without limits', async () => {
    const event = await createTestEvent(payload)
    const person = await payload.create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: 'Free Seat',
        email: uniqueEmail('free'),
        attendanceChoice: ['friday', 'saturday'],
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'registrations',
      id: person.id,
      data: { attendanceChoice: ['friday'] },
      overrideAccess: true,
    })
    expect(await pendingJobs('offerFreedPlaces', (input) => input.eventId === event.id)).toHaveLength(0)
  })

  it('lets an admin give a waiting person the place by hand, past the limit, audited', async () => {
    const event = await cappedEvent()
    await confirmedPerson(event, 'holder')
    const waiting = await waitingPerson(event, 'by-hand')
    const entry = await entryOf(waiting)
    const volunteer = await staffUser('volunteer')
    expect((await rest('POST', `/waiting-list/${entry.id}/confirm`, { token: volunteer.token })).status).toBe(403)
    expect((await rest('POST', `/waiting-list/${entry.id}/confirm`)).status).toBe(403)
    expect((await entryOf(waiting)).status).toBe('waiting')

    const admin = await staffUser('admin')
    const confirmed = await rest('POST', `/waiting-list/${entry.id}/confirm`, { token: admin.token })
    expect(confirmed.status).toBe(200)
    expect((await reread(waiting)).attendanceChoice).toEqual(['evening'])
    expect((await reread(waiting)).placeStatus).toBe('confirmed')
    expect((await entryOf(waiting)).status).toBe('accepted')
    expect(
      await pendingJobs('sendRegistrationConfirmation', (input) => input.registrationId === waiting.id),
    ).toHaveLength(1)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'waiting-list-confirm' } }, { target: { equals: `registrations:${waiting.id}` } }],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.actorEmail).toBe(admin.email)

    // Settled: a second press is refused and changes nothing.
    expect((await rest('POST', `/waiting-list/${entry.id}/confirm`, { token: admin.token })).status).toBe(409)
    expect((await rest('POST', '/waiting-list/999999999/confirm', { token: admin.token })).status).toBe(404)
  })

  it('confirms a registration that only waits as a waiting-list e-mail with its place in the queue and no QR code', async () => {
    const event = await cappedEvent()
    await confirmedPerson(event, 'holder')
    await waitingPerson(event, 'ahead')
    const waiting = await waitingPerson(event, 'behind')
    await payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: waiting.id } })
    await runConfirmationsFor([waiting.id])
    const [message] = await outboxFor(waiting.email!)
    expect(message!.subject).toMatch(/^You're on the waiting list: /)
    expect(message!.text).toContain('Evening talk')
    expect(message!.text).toContain('(you are number 2 on the waiting list)')
    expect(message!.text).not.toContain('check-in code')
    expect(JSON.stringify(message!.attachments ?? [])).not.toContain('check-in-qr')
  })

  it('keeps the waiting list from anonymous visitors and volunteers over REST', async () => {
    const event = await cappedEvent()
    await confirmedPerson(event, 'holder')
    const waiting = await waitingPerson(event, 'hidden')
    const entry = await entryOf(waiting)
    const volunteer = await staffUser('volunteer')
    for (const token of [undefined, volunteer.token]) {
      expect([401, 403]).toContain((await rest('GET', '/waiting-list', { token })).status)
      expect([401, 403]).toContain((await rest('GET', `/waiting-list/${entry.id}`, { token })).status)
    }
    const admin = await staffUser('admin')
    const read = await rest('GET', `/waiting-list/${entry.id}`, { token: admin.token })
    expect(read.status).toBe(200)
    expect(read.json).not.toHaveProperty('offerTokenHash')
  })
})
