import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { signSvix } from '@/platform/email/svix-signature'
import { signTwilio } from '@/platform/sms/twilio-signature'
import { findBouncedConfirmations, hasBouncedConfirmation } from '@/platform/delivery/find-bounced-confirmations'
import { listRegistrationMessages } from '@/messaging/list-registration-messages'
import { sendEmail } from '@/platform/email'

import { startFakeResend } from '../../helpers/fake-resend'
import { specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const SECRET = `whsec_${Buffer.from('delivery-status test secret, 32 bytes').toString('base64')}`
const TWILIO_TOKEN = 'twilio-auth-token-for-tests'
const RESEND_PATH = '/api/delivery-status/resend'
const TWILIO_PATH = '/api/delivery-status/twilio'

/** A POST through Payload's own handler with exactly these headers and body bytes, as a provider sends it. */
async function post(path: string, body: string, headers: Record<string, string>) {
  const request = new Request(`${process.env.SITE_URL}${path}`, { method: 'POST', headers, body })
  const response = await handleEndpoints({ config, request, path })
  return {
    status: response.status,
    json: (await response.json()) as { ok: boolean; message?: string; updated?: number },
  }
}

let eventCounter = 0
const nextSvixId = () => `msg_${Date.now().toString(36)}${(eventCounter++).toString(36)}`

/** A Resend event as Svix delivers it: signed over `${id}.${timestamp}.${body}`. */
function resendEvent(
  type: string,
  data: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const id = options.id ?? nextSvixId()
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  const body = JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: { created_at: new Date().toISOString(), from: 'Church <no-reply@example.org>', subject: 'Hello', ...data },
  })
  const headers = {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(timestamp),
    'svix-signature': signSvix({ secret: options.secret ?? SECRET, id, timestamp, body }),
  }
  return { id, body, headers, send: () => post(RESEND_PATH, body, headers) }
}

function twilioCallback(params: Record<string, string>, token = TWILIO_TOKEN) {
  const body = new URLSearchParams(params).toString()
  const signature = signTwilio({ authToken: token, url: `${process.env.SITE_URL}${TWILIO_PATH}`, params })
  return post(TWILIO_PATH, body, {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': signature,
  })
}

type Delivery = { id: number; status: string; statusDetail?: string | null }

async function createRegistration(email: string, phone?: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'registrations',
    data: {
      event: (await specEvent(payload)).id,
      fullName: 'Delivery Person',
      email,
      phone,
      attendanceChoice: ['online'],
    },
    depth: 0,
  })
}

/** A message as the e-mail or SMS module records it once the provider accepted it. */
async function sentMessage({
  address,
  providerId,
  channel = 'email',
  registration,
  kind = 'other',
}: {
  address: string
  providerId: string
  channel?: 'email' | 'sms'
  registration?: number
  kind?: 'confirmation' | 'other'
}) {
  const payload = await testPayload()
  return (await payload.create({
    collection: 'message-deliveries',
    overrideAccess: true,
    data: { address, providerId, channel, kind, registration: registration ?? null, status: 'sent', subject: 'Hello' },
  })) as unknown as Delivery
}

const readDelivery = async (id: number) =>
  (await (
    await testPayload()
  ).findByID({ collection: 'message-deliveries', id, overrideAccess: true, depth: 0 })) as unknown as Delivery
const isSuppressed = async (email: string) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'suppressions', where: { email: { equals: email } }, overrideAccess: true })
  ).totalDocs > 0

beforeAll(async () => {
  await testPayload()
})

afterEach(() => {
  delete process.env.RESEND_WEBHOOK_SECRET
  delete process.env.TWILIO_AUTH_TOKEN
  delete process.env.RESEND_API_KEY
  delete process.env.RESEND_BASE_URL
})

describe("Resend's delivery events", () => {
  // afterEach removes the secret; each test that needs it sets it.
  const configure = () => (process.env.RESEND_WEBHOOK_SECRET = SECRET)

  it('marks a message delivered', async () => {
    configure()
    const email = uniqueEmail('delivered')
    const providerId = `re_${Date.now()}_delivered`
    const message = await sentMessage({ address: email, providerId })
    expect(await resendEvent('email.delivered', { email_id: providerId, to: [email] }).send()).toMatchObject({
      status: 200,
      json: { ok: true, updated: 1 },
    })
    expect((await readDelivery(message.id)).status).toBe('delivered')
  })

  it('accepts a burst of events at once, each once: the same event twice in the burst is refused the second time', async () => {
    configure()
    const messages = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const address = uniqueEmail(`burst${i}`)
        const providerId = `re_${Date.now()}_burst${i}`
        return { address, providerId, id: (await sentMessage({ address, providerId })).id }
      }),
    )
    const events = messages.map((message) =>
      resendEvent('email.delivered', { email_id: message.providerId, to: [message.address] }),
    )
    const answers = await Promise.all([...events.map((event) => event.send()), events[0]!.send()])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1)
    for (const message of messages) expect((await readDelivery(message.id)).status).toBe('delivered')
  })

  it('does not move a delivered message back on a late "delayed"', async () => {
    configure()
    const email = uniqueEmail('late')
    const providerId = `re_${Date.now()}_late`
    const message = await sentMessage({ address: email, providerId })
    await resendEvent('email.delivered', { email_id: providerId, to: [email] }).send()
    expect(await resendEvent('email.delivery_delayed', { email_id: providerId, to: [email] }).send()).toMatchObject({
      status: 200,
      json: { updated: 0 },
    })
    expect((await readDelivery(message.id)).status).toBe('delivered')
  })

  it('on a hard bounce marks the confirmation bounced, suppresses the address with the reason at once, and shows it on the registration', async () => {
    configure()
    const payload = await testPayload()
    const email = uniqueEmail('bounce')
    const registration = await createRegistration(email)
    const other = await createRegistration(uniqueEmail('fine'))
    const providerId = `re_${Date.now()}_bounce`
    const message = await sentMessage({
      address: email,
      providerId,
      registration: registration.id,
      kind: 'confirmation',
    })
    await sentMessage({
      address: other.email!,
      providerId: `re_${Date.now()}_fine`,
      registration: other.id,
      kind: 'confirmation',
    })

    const answer = await resendEvent('email.bounced', {
      email_id: providerId,
      to: [email],
      bounce: { type: 'Permanent', subType: 'General', message: 'Mailbox does not exist' },
    }).send()
    expect(answer).toMatchObject({ status: 200, json: { ok: true, updated: 1 } })

    expect(await readDelivery(message.id)).toMatchObject({
      status: 'bounced',
      statusDetail: 'Permanent: General: Mailbox does not exist',
    })
    const { docs } = await payload.find({
      collection: 'suppressions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.source).toBe('Resend: hard bounce (Permanent: General: Mailbox does not exist)')
    expect(
      (await payload.findByID({ collection: 'registrations', id: registration.id, overrideAccess: true }))
        .emailSuppressed,
    ).toBe(true)

    // What the Check-In view will mark, and what the registration's screen lists.
    expect(await findBouncedConfirmations(payload, [registration.id, other.id])).toEqual(new Set([registration.id]))
    expect(await hasBouncedConfirmation(payload, other.id)).toBe(false)
    // The door's list marks the person, for a volunteer too, so they are found by name without their QR code.
    const { token } = await staffUser('volunteer')
    const atDoor = async (address: string) => {
      const door = await rest(
        'GET',
        `/registrations/checkin?event=${(await specEvent(payload)).id}&session=online&q=${encodeURIComponent(address)}`,
        { token },
      )
      return (door.json as { people: Array<{ id: number; confirmationBounced: boolean }> }).people
    }
    expect((await atDoor(email)).find((person) => person.id === registration.id)).toMatchObject({
      confirmationBounced: true,
    })
    expect((await atDoor(other.email!)).find((person) => person.id === other.id)).toMatchObject({
      confirmationBounced: false,
    })
    const listed = await listRegistrationMessages(payload, { id: registration.id, email })
    expect(listed).toEqual([
      expect.objectContaining({ id: message.id, status: 'bounced', kind: 'confirmation', subject: 'Hello' }),
    ])
  })

  it('suppresses an address that complained', async () => {
    configure()
    const email = uniqueEmail('complaint')
    const providerId = `re_${Date.now()}_complaint`
    const message = await sentMessage({ address: email, providerId })
    await resendEvent('email.delivered', { email_id: providerId, to: [email] }).send()
    expect((await resendEvent('email.complained', { email_id: providerId, to: [email] }).send()).status).toBe(200)
    expect((await readDelivery(message.id)).status).toBe('complained')
    expect(await isSuppressed(email)).toBe(true)
  })

  it('suppresses only the recipient of the message a bounce is about, whatever its `to` lists, and nobody for a message we never sent', async () => {
    configure()
    const recipient = uniqueEmail('bounced-recipient')
    const bystanders = [uniqueEmail('bystander-a'), uniqueEmail('bystander-b')]
    const bystanderRegistration = await createRegistration(bystanders[0]!)
    const providerId = `re_${Date.now()}_padded`
    const message = await sentMessage({ address: recipient, providerId })
    const bounce = { type: 'Permanent', subType: 'General', message: 'Mailbox does not exist' }

    // A signed bounce of our message whose `to` also names others: only our recipient is suppressed.
    const answer = await resendEvent('email.bounced', {
      email_id: providerId,
      to: [...bystanders, recipient],
      bounce,
    }).send()
    expect(answer).toMatchObject({ status: 200, json: { ok: true, updated: 1 } })
    expect((await readDelivery(message.id)).status).toBe('bounced')
    expect(await isSuppressed(recipient)).toBe(true)
    for (const bystander of bystanders) expect(await isSuppressed(bystander), bystander).toBe(false)

    // A signed bounce or complaint about an id we never sent suppresses nobody it names.
    for (const type of ['email.bounced', 'email.complained']) {
      const unknown = await resendEvent(type, {
        email_id: `re_${Date.now()}_never_sent`,
        to: bystanders,
        bounce,
      }).send()
      expect(unknown).toMatchObject({ status: 200, json: { ok: true, updated: 0 } })
    }
    for (const bystander of bystanders) expect(await isSuppressed(bystander), bystander).toBe(false)
    const payload = await testPayload()
    expect(
      (await payload.findByID({ collection: 'registrations', id: bystanderRegistration.id, overrideAccess: true }))
        .emailSuppressed,
    ).toBe(false)
  })

  describe('refuses, and changes nothing', () => {
    async function expectNothingChanged(message: Delivery, email: string) {
      expect((await readDelivery(message.id)).status).toBe('sent')
      expect(await isSuppressed(email)).toBe(false)
    }

    const bounceFor = async (label: string) => {
      const email = uniqueEmail(label)
      const providerId = `re_${Date.now()}_${label}`
      const message = await sentMessage({ address: email, providerId })
      return {
        email,
        message,
        data: { email_id: providerId, to: [email], bounce: { type: 'Permanent', message: 'gone' } },
      }
    }

    it('an unsigned request (401)', async () => {
      configure()
      const { email, message, data } = await bounceFor('unsigned')
      const answer = await post(RESEND_PATH, JSON.stringify({ type: 'email.bounced', data }), {
        'content-type': 'application/json',
      })
      expect(answer).toMatchObject({ status: 401, json: { ok: false, message: 'The webhook is not signed.' } })
      await expectNothingChanged(message, email)
    })

    it('a stale one, signed correctly six minutes ago (401)', async () => {
      configure()
      const { email, message, data } = await bounceFor('stale')
      const answer = await resendEvent('email.bounced', data, {
        timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
      }).send()
      expect(answer).toMatchObject({
        status: 401,
        json: { message: 'The webhook timestamp is too far from the current time.' },
      })
      await expectNothingChanged(message, email)
    })

    it('a tampered body, and one signed with another secret (401)', async () => {
      configure()
      const { email, message, data } = await bounceFor('tampered')
      const genuine = resendEvent('email.delivered', data)
      const tampered = genuine.body.replace('email.delivered', 'email.bounced')
      expect(await post(RESEND_PATH, tampered, genuine.headers)).toMatchObject({
        status: 401,
        json: { message: 'The webhook signature does not match.' },
      })
      const forged = resendEvent('email.bounced', data, {
        secret: `whsec_${Buffer.from('somebody else').toString('base64')}`,
      })
      expect((await forged.send()).status).toBe(401)
      await expectNothingChanged(message, email)
    })

    it('a replay of an event already received, even re-signed with a new timestamp (409)', async () => {
      configure()
      const payload = await testPayload()
      const email = uniqueEmail('replay')
      const providerId = `re_${Date.now()}_replay`
      const message = await sentMessage({ address: email, providerId })
      const first = resendEvent('email.bounced', { email_id: providerId, to: [email], bounce: { type: 'Permanent' } })
      expect((await first.send()).status).toBe(200)
      // An admin lifts the suppression (say the address was fixed); the old event replayed must not put it back.
      await payload.delete({ collection: 'suppressions', where: { email: { equals: email } }, overrideAccess: true })
      expect(await first.send()).toMatchObject({ status: 409, json: { message: 'This webhook was received before.' } })
      const resigned = resendEvent(
        'email.bounced',
        { email_id: providerId, to: [email], bounce: { type: 'Permanent' } },
        { id: first.id, timestamp: Math.floor(Date.now() / 1000) + 1 },
      )
      expect((await resigned.send()).status).toBe(409)
      expect(await isSuppressed(email)).toBe(false)
      expect((await readDelivery(message.id)).status).toBe('bounced')
    })

    it('everything while no signing secret is configured (401)', async () => {
      const { email, message, data } = await bounceFor('unconfigured')
      const answer = await resendEvent('email.bounced', data).send()
      expect(answer).toMatchObject({
        status: 401,
        json: { message: 'Delivery webhooks from Resend are not configured (RESEND_WEBHOOK_SECRET).' },
      })
      await expectNothingChanged(message, email)
    })

    it('a signed body that is not a Resend event (400)', async () => {
      configure()
      const id = nextSvixId()
      const timestamp = Math.floor(Date.now() / 1000)
      const body = '{"hello":'
      const answer = await post(RESEND_PATH, body, {
        'svix-id': id,
        'svix-timestamp': String(timestamp),
        'svix-signature': signSvix({ secret: SECRET, id, timestamp, body }),
      })
      expect(answer.status).toBe(400)
    })
  })
})

describe("Twilio's status callbacks", () => {
  it('mark a text delivered, and a late "sent" does not undo it', async () => {
    process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN
    const sid = `SM${Date.now()}a`
    const message = await sentMessage({ address: '+447700900321', providerId: sid, channel: 'sms' })
    expect(
      await twilioCallback({ MessageSid: sid, MessageStatus: 'delivered', To: '+447700900321', AccountSid: 'AC123' }),
    ).toMatchObject({ status: 200, json: { updated: 1 } })
    expect((await readDelivery(message.id)).status).toBe('delivered')
    await twilioCallback({ MessageSid: sid, MessageStatus: 'sent', AccountSid: 'AC123' })
    expect((await readDelivery(message.id)).status).toBe('delivered')
  })

  it('mark an undelivered text failed with the error code', async () => {
    process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN
    const sid = `SM${Date.now()}b`
    const message = await sentMessage({ address: '+447700900322', providerId: sid, channel: 'sms' })
    await twilioCallback({ MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' })
    expect(await readDelivery(message.id)).toMatchObject({ status: 'failed', statusDetail: 'Twilio error 30003' })
  })

  it('refuse an unsigned or wrongly signed callback, and any while no auth token is configured, changing nothing', async () => {
    const sid = `SM${Date.now()}c`
    const message = await sentMessage({ address: '+447700900323', providerId: sid, channel: 'sms' })
    const params = { MessageSid: sid, MessageStatus: 'delivered' }
    expect((await twilioCallback(params)).status).toBe(401)
    process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN
    expect(
      (
        await post(TWILIO_PATH, new URLSearchParams(params).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(401)
    expect((await twilioCallback(params, 'another-token')).status).toBe(401)
    expect((await readDelivery(message.id)).status).toBe('sent')
  })

  it('sign the public address: a callback signed for another host is refused', async () => {
    process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN
    const sid = `SM${Date.now()}d`
    const message = await sentMessage({ address: '+447700900324', providerId: sid, channel: 'sms' })
    const params = { MessageSid: sid, MessageStatus: 'delivered' }
    const signature = signTwilio({ authToken: TWILIO_TOKEN, url: `http://internal-host:3000${TWILIO_PATH}`, params })
    expect(
      (
        await post(TWILIO_PATH, new URLSearchParams(params).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        })
      ).status,
    ).toBe(401)
    expect((await readDelivery(message.id)).status).toBe('sent')
  })
})

describe('the status of each message sent', () => {
  let admin: string
  const tag = `deliv${Date.now()}`
  const people: Array<{ id: number; email: string }> = []

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    const payload = await testPayload()
    // Sends other files queued and never ran would reach these people when this file runs the queue.
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendBulkMessage' } }, limit: 100 })
    const eventId = (await specEvent(payload)).id
    for (let i = 0; i < 4; i++) {
      const doc = await payload.create({
        collection: 'registrations',
        data: {
          event: eventId,
          fullName: `Status${i} Person`,
          email: uniqueEmail(`status${i}`),
          attendanceChoice: ['online'],
          consentEmail: true,
          tags: [tag],
        },
        depth: 0,
      })
      people.push({ id: doc.id, email: doc.email! })
    }
  })

  async function sendToTag(subject: string) {
    const payload = await testPayload()
    const segment = await rest('POST', '/segments', {
      token: admin,
      body: {
        name: `${subject} ${tag}`,
        filters: { attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all', tagFilter: tag },
      },
    })
    const segmentId = (segment.json as { doc: { id: number } }).doc.id
    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'email',
        purpose: 'service',
        subject,
        content: 'Hello [FirstName]',
        audience: `segment:${segmentId}`,
      },
    })
    const logId = (sent.json as { log: { id: number } }).log.id
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendBulkMessage' } }, limit: 10 })
    return logId
  }

  const countsOf = async (logId: number) =>
    (
      (await rest('GET', `/messaging-logs/${logId}`, { token: admin })).json as {
        deliveryCounts: Record<string, number>
      }
    ).deliveryCounts

  it('says "kept in outbox" for every message the local outbox kept, never "sent" or "delivered"', async () => {
    const payload = await testPayload()
    const logId = await sendToTag('Outbox status')
    expect(await countsOf(logId)).toEqual({ outbox: 4 })

    const person = people[0]!
    const result = await sendEmail(payload, {
      to: person.email,
      subject: 'Your confirmation',
      html: '<p>Hi</p>',
      text: 'Hi',
      about: { registration: person.id, kind: 'confirmation' },
    })
    expect(result).toMatchObject({ isSent: true, isKeptInOutbox: true })
    const listed = await listRegistrationMessages(payload, { id: person.id, email: person.email })
    expect(listed.map((m) => [m.kind, m.subject, m.status])).toEqual([
      ['confirmation', 'Your confirmation', 'outbox'],
      ['bulk', 'Outbox status', 'outbox'],
    ])
  })

  it("keeps Resend's id for each message of a bulk send, and the history's counts follow the events", async () => {
    const payload = await testPayload()
    const resend = await startFakeResend()
    process.env.RESEND_API_KEY = 're_test'
    process.env.RESEND_BASE_URL = resend.baseUrl
    try {
      const logId = await sendToTag('Provider status')
      const { docs } = await payload.find({
        collection: 'message-deliveries',
        where: { log: { equals: logId } },
        sort: 'id',
        overrideAccess: true,
        depth: 0,
      })
      expect(docs.map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
      expect(docs.every((d) => d.providerId?.startsWith('email-'))).toBe(true)
      expect(await countsOf(logId)).toEqual({ sent: 4 })

      process.env.RESEND_WEBHOOK_SECRET = SECRET
      // The fake provider numbers its ids from 1 in every run: the log names which of ours they are.
      const event = (type: string, index: number) =>
        resendEvent(type, { email_id: docs[index]!.providerId, to: [docs[index]!.address] })
      await payload.update({
        collection: 'message-deliveries',
        where: { and: [{ providerId: { in: docs.map((d) => d.providerId) } }, { log: { not_equals: logId } }] },
        data: { providerId: null },
        overrideAccess: true,
      })
      await event('email.delivered', 0).send()
      await event('email.delivered', 1).send()
      await event('email.bounced', 2).send()
      expect(await countsOf(logId)).toEqual({ delivered: 2, bounced: 1, sent: 1 })
    } finally {
      await resend.close()
    }
  })
})

describe('who can read delivery statuses', () => {
  it('only admins: volunteers, editors and visitors read neither the messages nor the counts', async () => {
    const payload = await testPayload()
    const log = await payload.create({
      collection: 'messaging-logs',
      data: { type: 'email', purpose: 'marketing', subject: 'Access', content: 'x', status: 'completed' },
      overrideAccess: true,
    })
    for (const role of ['volunteer', 'editor'] as const) {
      const { token } = await staffUser(role)
      expect((await rest('GET', '/message-deliveries', { token })).status).toBe(403)
      expect((await rest('GET', `/messaging-logs/${log.id}`, { token })).status).toBe(403)
    }
    expect((await rest('GET', '/message-deliveries')).status).toBe(403)
    expect((await rest('GET', `/messaging-logs/${log.id}`)).status).toBe(403)
    const { token } = await staffUser('admin')
    expect((await rest('GET', `/messaging-logs/${log.id}`, { token })).json).toMatchObject({ deliveryCounts: {} })
  })

  it('nobody changes a status over the API, admins included', async () => {
    const message = await sentMessage({ address: uniqueEmail('locked'), providerId: `re_${Date.now()}_locked` })
    const { token } = await staffUser('admin')
    expect(
      (await rest('PATCH', `/message-deliveries/${message.id}`, { token, body: { status: 'delivered' } })).status,
    ).toBe(403)
    expect((await readDelivery(message.id)).status).toBe('sent')
  })
})

afterAll(() => {
  delete process.env.RESEND_WEBHOOK_SECRET
})
