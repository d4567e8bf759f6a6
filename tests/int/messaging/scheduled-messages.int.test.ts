import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { londonInstant } from '@/events/rules/event-time'
import type { Event, ScheduledMessage } from '@/payload-types'
import { buildDemoRegistrations } from '@/seed/demo-registrations'
import { insertDemoRegistrations } from '@/seed/insert-demo'
import { poolOf } from '@/platform/database/pool'
import { sendDueScheduledMessages } from '@/messaging/send-due-messages'
import { sendScheduledMessage } from '@/messaging/send-scheduled-message'

import { createTestEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const MINUTE = 60_000
const DAY = 86_400_000

/** A London date `days` from now at the given clock time, as an instant. */
const londonDay = (days: number, time: string) =>
  londonInstant(`${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`)

/** An event as an admin makes one (not seeded): it comes with the default scheduled messages. */
async function newEvent(
  payload: Payload,
  sessions: Array<{ key: string; title: string; startsAt: string; endsAt: string; venue?: string }>,
): Promise<Event> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return payload.create({
    collection: 'events',
    data: {
      title: `Reminder event ${unique}`,
      slug: `reminder-event-${unique}`,
      _status: 'published',
      sessions: sessions.map((session) => ({
        mode: 'in-person' as const,
        startsAt_tz: 'Europe/London' as const,
        endsAt_tz: 'Europe/London' as const,
        ...session,
      })),
    } as Omit<Event, 'id' | 'createdAt' | 'updatedAt'>,
    overrideAccess: true,
  })
}

const messagesOf = async (payload: Payload, eventId: number) =>
  (
    await payload.find({
      collection: 'scheduled-messages',
      where: { event: { equals: eventId } },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const reload = async (payload: Payload, id: number) =>
  payload.findByID({ collection: 'scheduled-messages', id, depth: 0, overrideAccess: true })

async function register(
  payload: Payload,
  eventId: number,
  data: { fullName?: string; email?: string | null; phone?: string | null; consentEmail?: boolean; choice?: string },
) {
  return payload.create({
    collection: 'registrations',
    data: {
      event: eventId,
      fullName: data.fullName ?? 'Pat Person',
      email: data.email === undefined ? uniqueEmail('sched') : data.email,
      phone: data.phone ?? null,
      consentEmail: data.consentEmail ?? false,
      attendanceChoice: [data.choice ?? 'evening'],
    },
    depth: 0,
  })
}

/** How many copies of a scheduled message each address has in the outbox (e-mail is kept there: no Resend key in tests). */
async function outboxCopies(payload: Payload, messageId: number): Promise<Map<string, number>> {
  const { rows } = await poolOf(payload).query(
    `SELECT "to", count(*)::int AS n FROM email_outbox WHERE idempotency_key LIKE $1 GROUP BY "to"`,
    [`sched${messageId}:%`],
  )
  return new Map(rows.map((row) => [String(row.to), Number(row.n)]))
}

async function deliveryRows(payload: Payload, messageId: number) {
  const { rows } = await poolOf(payload).query(
    `SELECT registration_id, status, kind, channel FROM message_deliveries WHERE scheduled_message_id = $1 ORDER BY registration_id`,
    [messageId],
  )
  return rows as Array<{ registration_id: number; status: string; kind: string; channel: string }>
}

describe('scheduled messages', () => {
  let payload: Payload
  let event: Event
  let reminder: ScheduledMessage
  let dueAt: Date
  let ann: { id: number; email: string }
  let bob: { id: number; email: string }

  beforeAll(async () => {
    payload = await testPayload()
    event = await newEvent(payload, [
      {
        key: 'evening',
        title: 'Evening of praise',
        startsAt: londonDay(3, '19:00'),
        endsAt: londonDay(3, '21:00'),
        venue: 'Church Hall',
      },
    ])
    const messages = await messagesOf(payload, event.id)
    reminder = messages.find((message) => message.name === 'Reminder: day before')!
    dueAt = new Date(reminder.dueAt!)
    const a = await register(payload, event.id, { fullName: 'Ann Early' })
    const b = await register(payload, event.id, { fullName: 'Bob Early', phone: '07700 900111' })
    ann = { id: a.id, email: a.email! }
    bob = { id: b.id, email: b.email! }
    const cancelled = await register(payload, event.id, { fullName: 'Cat Cancelled' })
    await payload.update({
      collection: 'registrations',
      id: cancelled.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const suppressed = await register(payload, event.id, { fullName: 'Dan Unsubscribed' })
    await poolOf(payload).query('UPDATE registrations SET email_suppressed = true WHERE id = $1', [suppressed.id])
    await register(payload, event.id, { fullName: 'Eve Phone-only', email: null, phone: '07700 900222' })
    // Someone of another session of another event is never in this audience.
    await register(payload, (await createTestEvent(payload)).id, { fullName: 'Olly Other', choice: 'friday' })
  })

  it('gives a new event a day-before reminder and a day-after thank-you per session, due on the UK clock', async () => {
    const messages = await messagesOf(payload, event.id)
    expect(
      messages.map((message) => [message.name, message.sessionKey, message.enabled, message.audience, message.purpose]),
    ).toEqual([
      ['Reminder: day before', 'evening', true, 'registered', 'service'],
      ['Thank you', 'evening', true, 'checked-in', 'service'],
    ])
    expect(reminder.dueAt).toBe(londonDay(2, '19:00'))
    expect(messages[1]!.dueAt).toBe(londonDay(4, '21:00'))
  })

  it('sends nothing before it is due', async () => {
    expect(await sendScheduledMessage(payload, reminder, { now: new Date(dueAt.getTime() - MINUTE) })).toBeNull()
    expect((await deliveryRows(payload, reminder.id)).length).toBe(0)
  })

  it('sends a due message once to each person in its audience, leaving out the cancelled, the unsubscribed and those without an address', async () => {
    const now = new Date(dueAt.getTime() + MINUTE)
    const counts = await sendScheduledMessage(payload, reminder, { now })
    expect(counts).toEqual({ sent: 2, skipped: 3, failed: 0 })
    await sendScheduledMessage(payload, reminder, { now: new Date(now.getTime() + 10 * MINUTE) })
    const copies = await outboxCopies(payload, reminder.id)
    expect(Object.fromEntries(copies)).toEqual({ [ann.email]: 1, [bob.email]: 1 })
    expect(
      (await deliveryRows(payload, reminder.id)).map((row) => [row.registration_id, row.status, row.kind, row.channel]),
    ).toEqual([
      [ann.id, 'outbox', 'scheduled', 'email'],
      [bob.id, 'outbox', 'scheduled', 'email'],
    ])
    expect(await reload(payload, reminder.id)).toMatchObject({ sentCount: 2, skippedCount: 3, failedCount: 0 })
  })

  it('merges the session, venue, check-in code, QR code and a working manage link into the reminder', async () => {
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { idempotencyKey: { equals: `sched${reminder.id}:reg${ann.id}:email` } },
      overrideAccess: true,
      depth: 0,
    })
    const email = docs[0]!
    const registration = await payload.findByID({
      collection: 'registrations',
      id: ann.id,
      overrideAccess: true,
      depth: 0,
      showHiddenFields: true,
    })
    expect(email.subject).toBe(`See you tomorrow: Evening of praise, ${event.title}`)
    expect(email.text).toContain('Hello Ann,')
    expect(email.text).toContain('Where: Church Hall')
    expect(email.text).toContain(
      `Your check-in code is ${registration.checkinCode!.slice(0, 4)}-${registration.checkinCode!.slice(4)}`,
    )
    expect(email.html).toContain('<img src="cid:checkin-qr"')
    expect(email.attachments).toEqual([expect.objectContaining({ contentId: 'checkin-qr', contentType: 'image/png' })])
    const token = /manage-registration\?token=([\w-]+)/.exec(email.text ?? '')![1]!
    const manage = await rest('POST', '/registrations/manage', { body: { action: 'view', token } })
    expect(manage.status, JSON.stringify(manage.json)).toBe(200)
  })

  it('sends it at the next run to someone who registers after its time but before the session, once', async () => {
    const late = await register(payload, event.id, { fullName: 'Liz Late' })
    const now = new Date(dueAt.getTime() + 6 * 60 * MINUTE)
    expect(await sendScheduledMessage(payload, reminder, { now })).toMatchObject({ sent: 3 })
    await sendScheduledMessage(payload, reminder, { now: new Date(now.getTime() + MINUTE) })
    const copies = await outboxCopies(payload, reminder.id)
    expect(copies.get(late.email!)).toBe(1)
    expect(copies.get(ann.email)).toBe(1)
  })

  it('never sends it once the session has started, not even to someone new', async () => {
    const tooLate = await register(payload, event.id, { fullName: 'Tom Toolate' })
    const start = Date.parse(event.sessions[0]!.startsAt)
    expect(await sendScheduledMessage(payload, reminder, { now: new Date(start + MINUTE) })).toBeNull()
    expect(await sendScheduledMessage(payload, reminder, { now: new Date(start + 2 * DAY) })).toBeNull()
    expect((await outboxCopies(payload, reminder.id)).has(tooLate.email!)).toBe(false)
  })

  it('moves unsent messages with the session, and nobody who had it gets it again', async () => {
    const startsAt = londonDay(5, '19:00')
    const updated = await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions: [{ ...event.sessions[0]!, startsAt, endsAt: londonDay(5, '21:00') }] },
      overrideAccess: true,
      depth: 0,
    })
    event = updated
    const moved = await reload(payload, reminder.id)
    expect(moved.dueAt).toBe(londonDay(4, '19:00'))
    const newcomer = await register(payload, event.id, { fullName: 'Nia Newcomer' })
    const counts = await sendScheduledMessage(payload, moved, { now: new Date(Date.parse(moved.dueAt!) + MINUTE) })
    const copies = await outboxCopies(payload, reminder.id)
    expect(copies.get(newcomer.email!)).toBe(1)
    expect([...copies.values()].every((n) => n === 1)).toBe(true)
    // Ann, Bob, Liz, Tom (registered when the session started in the old plan, but it has moved) and Nia.
    expect(counts).toMatchObject({ sent: 5, failed: 0 })
  })

  it('sends a marketing message only to those who consented on the channel', async () => {
    const consenting = await register(payload, event.id, { fullName: 'Cora Consent', consentEmail: true })
    const created = await payload.create({
      collection: 'scheduled-messages',
      data: {
        name: 'Next event invitation',
        event: event.id,
        sessionKey: 'evening',
        amount: 2,
        unit: 'hours',
        direction: 'before',
        anchor: 'start',
        audience: 'registered',
        purpose: 'marketing',
        channels: ['email'],
        subject: 'Next time',
        body: 'Hello [FirstName], join us again.',
      },
      overrideAccess: true,
    })
    const counts = await sendScheduledMessage(payload, created, { now: new Date(Date.parse(created.dueAt!) + MINUTE) })
    expect(Object.fromEntries(await outboxCopies(payload, created.id))).toEqual({ [consenting.email!]: 1 })
    expect(counts?.sent).toBe(1)
  })

  it('sends an SMS to those with a phone number, once, beside the e-mail', async () => {
    const created = await payload.create({
      collection: 'scheduled-messages',
      data: {
        name: 'Text reminder',
        event: event.id,
        sessionKey: 'evening',
        amount: 3,
        unit: 'hours',
        direction: 'before',
        anchor: 'start',
        audience: 'registered',
        purpose: 'service',
        channels: ['sms', 'email'],
        subject: 'Soon',
        body: '[SessionName] at [Venue] soon. Code [CheckinCode][QrCode]',
      },
      overrideAccess: true,
    })
    const now = new Date(Date.parse(created.dueAt!) + MINUTE)
    await sendScheduledMessage(payload, created, { now })
    await sendScheduledMessage(payload, created, { now })
    const { docs } = await payload.find({
      collection: 'sms-outbox',
      where: { idempotencyKey: { like: `sched${created.id}:` } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    expect(docs.map((doc) => doc.to).sort()).toEqual(['07700 900111', '07700 900222'].sort())
    expect(docs[0]!.body).toMatch(/^Evening of praise at Church Hall soon\. Code [A-Z0-9]{4}-[A-Z0-9]{4}$/)
    const rows = await deliveryRows(payload, created.id)
    expect(rows.filter((row) => row.channel === 'sms').length).toBe(2)
    expect(
      rows
        .filter((row) => row.registration_id === bob.id)
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'sms'])
  })

  it('finishes after a crash between batches: everyone exactly once', async () => {
    const crowd = await newEvent(payload, [
      { key: 'evening', title: 'Crowd night', startsAt: londonDay(4, '19:00'), endsAt: londonDay(4, '21:00') },
    ])
    // Written with SQL as the demo data is (through Payload each costs ~9 ms of hooks), all for the one session.
    const people = buildDemoRegistrations(150, 11, Date.now() % 100_000).map((person) => ({
      ...person,
      attendanceChoice: ['online' as const],
      day1Checkin: false,
      day2Checkin: false,
    }))
    await insertDemoRegistrations(
      payload,
      { id: crowd.id, keys: { online: 'evening', 'super-sunday': 'evening', both: 'evening' } },
      people,
    )
    const message = (await messagesOf(payload, crowd.id)).find(
      (candidate) => candidate.name === 'Reminder: day before',
    )!
    const now = new Date(Date.parse(message.dueAt!) + MINUTE)
    let batches = 0
    // The job dies after handing its first batch over and before recording it.
    const crash = sendScheduledMessage(payload, message, {
      now,
      hooks: {
        afterSend: () => {
          batches += 1
          throw new Error('killed')
        },
      },
    })
    await expect(crash).rejects.toThrow('killed')
    expect(batches).toBe(1)
    const claimed = await deliveryRows(payload, message.id)
    expect(claimed.length).toBe(100)
    expect(claimed.every((row) => row.status === 'claimed')).toBe(true)

    const counts = await sendScheduledMessage(payload, message, { now })
    expect(counts).toEqual({ sent: 150, skipped: 0, failed: 0 })
    const copies = await outboxCopies(payload, message.id)
    expect(copies.size).toBe(150)
    expect([...copies.values()].every((n) => n === 1)).toBe(true)
    expect((await deliveryRows(payload, message.id)).every((row) => row.status === 'outbox')).toBe(true)
  })

  it('queues the send at once when an event is saved with a message already due, and the job sends it', async () => {
    const tomorrow = await newEvent(payload, [
      {
        key: 'evening',
        title: 'Tomorrow night',
        startsAt: new Date(Date.now() + 20 * 60 * MINUTE).toISOString(),
        endsAt: new Date(Date.now() + 22 * 60 * MINUTE).toISOString(),
      },
    ])
    const person = await register(payload, tomorrow.id, { fullName: 'Quinn Quick' })
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendScheduledMessages' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBeGreaterThan(0)
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendScheduledMessages' } }, limit: 5 })
    const message = (await messagesOf(payload, tomorrow.id)).find(
      (candidate) => candidate.name === 'Reminder: day before',
    )!
    expect(Object.fromEntries(await outboxCopies(payload, message.id))).toEqual({ [person.email!]: 1 })
    // A second run (the minute schedule) finds nobody new.
    await sendDueScheduledMessages(payload)
    expect((await outboxCopies(payload, message.id)).get(person.email!)).toBe(1)
  })

  it('a registration through the public form while a reminder is due queues the send at once; one waiting job serves a burst', async () => {
    const soon = await newEvent(payload, [
      {
        key: 'evening',
        title: 'Soon',
        startsAt: new Date(Date.now() + 18 * 60 * MINUTE).toISOString(),
        endsAt: new Date(Date.now() + 20 * 60 * MINUTE).toISOString(),
      },
    ])
    const waiting = async () =>
      (
        await poolOf(payload).query(
          `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendScheduledMessages' AND completed_at IS NULL AND (wait_until IS NULL OR wait_until <= now())`,
        )
      ).rows[0].n as number
    // Saving the event queued one already; once it has run, nothing waits. A minute's scheduled run
    // that fell due meanwhile (another file's schedule check leaves one) is worked through as well.
    await expect
      .poll(async () => {
        await payload.jobs.run({ where: { taskSlug: { equals: 'sendScheduledMessages' } }, limit: 10 })
        return waiting()
      })
      .toBe(0)

    const form = (fullName: string, email: string) =>
      rest('POST', '/registrations/register', {
        body: { event: soon.slug, fullName, email, attendanceChoice: ['evening'] },
        ip: '198.51.100.77',
      })
    const [first, second] = [uniqueEmail('soon1'), uniqueEmail('soon2')]
    expect((await form('Sam Soon', first)).status).toBe(200)
    expect(await waiting()).toBe(1)
    expect((await form('Sue Soon', second)).status).toBe(200)
    expect(await waiting()).toBe(1)

    await payload.jobs.run({ where: { taskSlug: { equals: 'sendScheduledMessages' } }, limit: 10 })
    const message = (await messagesOf(payload, soon.id)).find((candidate) => candidate.name === 'Reminder: day before')!
    expect(Object.fromEntries(await outboxCopies(payload, message.id))).toEqual({ [first]: 1, [second]: 1 })
  })

  it('shows admins the due time, the counts and a preview for the first person', async () => {
    const admin = (await staffUser('admin')).token
    const status = await rest('GET', `/scheduled-messages/status?id=${reminder.id}`, { token: admin })
    expect(status.status).toBe(200)
    expect(status.json).toMatchObject({
      when: '1 day before the start',
      state: 'waiting',
      counts: { sent: 5, failed: 0 },
      preview: { recipientName: 'Ann Early', channel: 'email' },
    })
    expect(String(status.json.dueText)).toMatch(/at 7:00 PM \(UK time\)$/)
    expect(JSON.stringify(status.json)).toContain('Where: Church Hall')
  })

  it('refuses a session the event does not have', async () => {
    const admin = (await staffUser('admin')).token
    const response = await rest('POST', '/scheduled-messages', {
      token: admin,
      body: {
        name: 'Wrong',
        event: event.id,
        sessionKey: 'morning',
        amount: 1,
        unit: 'days',
        direction: 'before',
        anchor: 'start',
        audience: 'registered',
        purpose: 'service',
        channels: ['email'],
        subject: 's',
        body: 'b',
      },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain(
      'The event has no session \\"morning\\". Its sessions are: evening.',
    )
  })

  it('is for admins only: editors, volunteers and visitors can neither read nor write scheduled messages', async () => {
    const body = {
      name: 'Forged',
      event: event.id,
      sessionKey: 'evening',
      amount: 1,
      unit: 'days',
      direction: 'before',
      anchor: 'start',
      audience: 'registered',
      purpose: 'service',
      channels: ['email'],
      subject: 's',
      body: 'b',
    }
    for (const role of ['editor', 'volunteer', null] as const) {
      const token = role ? (await staffUser(role)).token : undefined
      const list = await rest('GET', '/scheduled-messages', { token })
      expect(list.status, `${role} list`).toBe(403)
      expect((await rest('GET', `/scheduled-messages/${reminder.id}`, { token })).status, `${role} read`).toBe(403)
      expect((await rest('POST', '/scheduled-messages', { token, body })).status, `${role} create`).toBe(403)
      expect(
        (await rest('PATCH', `/scheduled-messages/${reminder.id}`, { token, body: { enabled: false } })).status,
        `${role} update`,
      ).toBe(403)
      expect((await rest('DELETE', `/scheduled-messages/${reminder.id}`, { token })).status, `${role} delete`).toBe(403)
      expect(
        (await rest('GET', `/scheduled-messages/status?id=${reminder.id}`, { token })).status,
        `${role} status`,
      ).toBe(403)
      const gql = await graphql('{ ScheduledMessages { docs { id name body } } }', { token })
      expect(gql.data?.ScheduledMessages ?? null, `${role} GraphQL`).toBeNull()
      const created = await graphql(
        `mutation { createScheduledMessage(data: { name: "x", event: ${event.id}, sessionKey: "evening", amount: 1, unit: days, direction: before, anchor: start, audience: registered, purpose: service, body: "b" }) { id } }`,
        { token },
      )
      expect(created.data?.createScheduledMessage ?? null, `${role} GraphQL create`).toBeNull()
      // The event's own join shows them to admins only.
      const joined = await rest('GET', `/events/${event.id}?depth=0`, { token })
      expect((joined.json as { scheduledMessages?: unknown }).scheduledMessages, `${role} join`).toBeUndefined()
    }
    expect((await reload(payload, reminder.id)).enabled).toBe(true)
    const admin = (await staffUser('admin')).token
    const joined = await rest('GET', `/events/${event.id}?depth=0`, { token: admin })
    expect(
      (joined.json as { scheduledMessages: { docs: unknown[] } }).scheduledMessages.docs.length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('sends a message for the waiting list to those waiting for (or offered) the session, never to those holding a place', async () => {
    const full = await newEvent(payload, [
      { key: 'evening', title: 'Small supper', startsAt: londonDay(3, '19:00'), endsAt: londonDay(3, '21:00') },
    ])
    const sessions = (full.sessions ?? []).map((session) => ({ ...session, capacity: 1 }))
    const questions = [
      { key: 'diet', label: 'Dietary preference', type: 'short-text' as const },
      { key: 'medical', label: 'Medical needs', type: 'short-text' as const, sensitive: true },
    ]
    await payload.update({ collection: 'events', id: full.id, data: { sessions, questions }, overrideAccess: true })
    const people = ['Hal Holder', 'Wyn Waiting'].map((fullName) => ({ fullName, email: uniqueEmail('wl') }))
    for (const [index, person] of people.entries()) {
      const answers = { diet: 'Vegan', medical: 'Nut allergy' }
      const answer = await rest('POST', '/registrations/register', {
        body: { event: full.slug, ...person, attendanceChoice: ['evening'], answers, website: '' },
        ip: `10.77.0.${index + 1}`,
      })
      expect(answer.status).toBe(200)
    }
    const [message] = await messagesOf(payload, full.id)
    const forWaiting = await payload.update({
      collection: 'scheduled-messages',
      id: message!.id,
      data: {
        audience: 'waiting-list',
        subject: 'Still waiting for [SessionName]',
        body: 'What you told us:\n[Answers]',
      },
      overrideAccess: true,
    })
    const counts = await sendScheduledMessage(payload, forWaiting, {
      now: new Date(new Date(forWaiting.dueAt!).getTime() + MINUTE),
    })
    expect(counts).toEqual({ sent: 1, skipped: 0, failed: 0 })
    expect(Object.fromEntries(await outboxCopies(payload, forWaiting.id))).toEqual({ [people[1]!.email]: 1 })
    // [Answers] names the open answers; a sensitive one never reaches a message.
    const { rows } = await poolOf(payload).query(`SELECT text FROM email_outbox WHERE idempotency_key LIKE $1`, [
      `sched${forWaiting.id}:%`,
    ])
    expect(rows[0]!.text).toContain('Dietary preference: Vegan')
    expect(rows[0]!.text).not.toContain('Nut allergy')
  })
})
