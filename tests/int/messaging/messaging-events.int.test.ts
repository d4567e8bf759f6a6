import { beforeAll, describe, expect, it } from 'vitest'

import { londonInstant } from '@/events/rules/event-time'
import type { Event } from '@/payload-types'

import { createTestEvent, specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const daysFromNow = (days: number, time: string) =>
  londonInstant(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`)

let admin: string
let event: Event
let other: Event

async function person(eventId: number, attendanceChoice: string[], { consentEmail = true } = {}) {
  const payload = await testPayload()
  return payload.create({
    collection: 'registrations',
    data: {
      event: eventId,
      fullName: 'Audience Person',
      email: uniqueEmail('audience'),
      attendanceChoice,
      consentEmail,
    },
    overrideAccess: true,
  })
}

const recipients = async (audience: string, purpose: 'service' | 'marketing' = 'service') =>
  rest('GET', `/messaging-logs/recipients?type=email&purpose=${purpose}&audience=${encodeURIComponent(audience)}`, {
    token: admin,
  })

beforeAll(async () => {
  const payload = await testPayload()
  await specEvent(payload)
  admin = (await staffUser('admin')).token
  // Friday is over; Sunday is still to come.
  event = await createTestEvent(payload, {
    registrationCloses: 'never',
    sessions: [
      { key: 'friday', title: 'Friday night', startsAt: daysFromNow(-2, '19:00'), endsAt: daysFromNow(-2, '21:00') },
      { key: 'sunday', title: 'Sunday lunch', startsAt: daysFromNow(2, '12:00'), endsAt: daysFromNow(2, '14:00') },
    ],
  })
  other = await createTestEvent(payload)
  const came = await person(event.id, ['friday', 'sunday'])
  await person(event.id, ['friday'], { consentEmail: false })
  await person(event.id, ['sunday'])
  await person(other.id, ['friday'])
  // Checked in at Friday, as the door does it.
  const volunteer = await staffUser('volunteer')
  await rest('POST', '/checkins/toggle', {
    token: volunteer.token,
    body: { registration: came.id, session: 'friday', checkedIn: true },
  })
  // ...and at Sunday's early doors: checked in at two sessions, still not a Friday no-show.
  await rest('POST', '/checkins/toggle', {
    token: volunteer.token,
    body: { registration: came.id, session: 'sunday', checkedIn: true },
  })
})

describe("messaging an event's people", () => {
  it("counts everyone registered for the event, a session's registrants, its attendees and its no-shows", async () => {
    const counts: Record<string, number> = {}
    for (const audience of [
      `event:${event.id}`,
      `session:${event.id}:friday`,
      `attended:${event.id}:friday`,
      `no-show:${event.id}:friday`,
      `session:${event.id}:sunday`,
      `attended:${event.id}:sunday`,
    ]) {
      const { status, json } = await recipients(audience)
      expect(status).toBe(200)
      counts[audience] = json.recipientCount as number
    }
    expect(counts).toEqual({
      [`event:${event.id}`]: 3,
      [`session:${event.id}:friday`]: 2,
      [`attended:${event.id}:friday`]: 1,
      [`no-show:${event.id}:friday`]: 1,
      [`session:${event.id}:sunday`]: 2,
      [`attended:${event.id}:sunday`]: 1,
    })
  })

  it('applies the consent rules as for every audience: marketing reaches only those who consented', async () => {
    expect((await recipients(`session:${event.id}:friday`, 'marketing')).json).toMatchObject({
      recipientCount: 1,
      withoutConsent: 1,
    })
  })

  it('refuses no-shows of a session that has not ended, an unknown session and an unknown event', async () => {
    expect(await recipients(`no-show:${event.id}:sunday`)).toMatchObject({
      status: 400,
      json: { message: 'Who did not come is known once the session has ended.' },
    })
    expect((await recipients(`session:${event.id}:saturday`)).status).toBe(400)
    expect((await recipients('event:999999')).status).toBe(400)
  })

  it("lets a segment cover one event, or one session's no-shows, and counts it live", async () => {
    const whole = await rest('POST', '/segments', {
      token: admin,
      body: { name: 'Whole event', filters: { event: event.id } },
    })
    const noShows = await rest('POST', '/segments', {
      token: admin,
      body: {
        name: 'Friday no-shows',
        filters: { event: event.id, sessionKey: 'friday', sessionAttendance: 'no-show' },
      },
    })
    const early = await rest('POST', '/segments', {
      token: admin,
      body: {
        name: 'Sunday no-shows',
        filters: { event: event.id, sessionKey: 'sunday', sessionAttendance: 'no-show' },
      },
    })
    const ids = [whole, noShows, early].map((answer) => (answer.json as { doc: { id: number } }).doc.id)
    const { counts } = (await rest('GET', '/segments/counts', { token: admin })).json as {
      counts: Record<string, number>
    }
    expect(ids.map((id) => counts[id])).toEqual([3, 1, 0])
    expect((await recipients(`segment:${ids[1]}`)).json.recipientCount).toBe(1)

    const wrongSession = await rest('POST', '/segments', {
      token: admin,
      body: { name: 'Bad', filters: { event: other.id, sessionKey: 'gala' } },
    })
    expect(wrongSession.status).toBe(400)
    const noEvent = await rest('POST', '/segments', {
      token: admin,
      body: { name: 'Bad', filters: { sessionKey: 'friday' } },
    })
    expect(noEvent.status).toBe(400)
  })

  it('for an event with limits, keeps those holding a place and those waiting apart: a send to the event never reaches someone only waiting', async () => {
    const payload = await testPayload()
    const capped = await createTestEvent(payload, {
      registrationCloses: 'never',
      sessions: [
        {
          key: 'supper',
          title: 'Supper',
          startsAt: daysFromNow(9, '18:00'),
          endsAt: daysFromNow(9, '20:00'),
          capacity: 1,
        },
        { key: 'walk', title: 'Walk', startsAt: daysFromNow(10, '10:00'), endsAt: daysFromNow(10, '12:00') },
      ],
    })
    const register = async (name: string, attendanceChoice: string[], ip: string) => {
      const email = uniqueEmail(name.toLowerCase())
      const answer = await rest('POST', '/registrations/register', {
        body: { event: capped.slug, fullName: `${name} Places`, email, attendanceChoice, website: '' },
        ip,
      })
      expect(answer.status, JSON.stringify(answer.json)).toBe(200)
      return email
    }
    const seated = await register('Seated', ['supper'], '10.77.0.1')
    const waiting = await register('Waiting', ['supper'], '10.77.0.2')
    const both = await register('Both', ['supper', 'walk'], '10.77.0.3')

    const counts: Record<string, number> = {}
    for (const audience of [
      `event:${capped.id}`,
      `waiting:${capped.id}`,
      `session:${capped.id}:supper`,
      `waiting:${capped.id}:supper`,
      `session:${capped.id}:walk`,
    ]) {
      const { status, json } = await recipients(audience)
      expect(status, audience).toBe(200)
      counts[audience] = json.recipientCount as number
    }
    expect(counts).toEqual({
      // Seated holds Supper, Both holds the Walk and waits for Supper; Waiting holds nothing yet.
      [`event:${capped.id}`]: 2,
      [`waiting:${capped.id}`]: 2,
      [`session:${capped.id}:supper`]: 1,
      [`waiting:${capped.id}:supper`]: 2,
      [`session:${capped.id}:walk`]: 1,
    })

    const preview = async (audience: string) =>
      (
        (
          await rest('POST', '/messaging-logs/preview', {
            token: admin,
            body: { type: 'email', purpose: 'service', subject: 'Hi', content: 'Hello', audience },
          })
        ).json as { audienceLabel: string }
      ).audienceLabel
    expect(await preview(`event:${capped.id}`)).toBe(`Everyone with a place at ${capped.title}`)
    expect(await preview(`waiting:${capped.id}`)).toBe(`On a waiting list for ${capped.title}`)
    expect(await preview(`waiting:${capped.id}:supper`)).toBe(`On the waiting list for Supper (${capped.title})`)
    // An event without limits reads as it always has.
    expect(await preview(`event:${event.id}`)).toBe(`Everyone registered for ${event.title}`)

    const subject = `Parking for ${capped.slug}`
    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'email',
        purpose: 'service',
        subject,
        content: 'Park behind the hall.',
        audience: `event:${capped.id}`,
      },
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(201)
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendBulkMessage' } }, limit: 10 })
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { subject: { equals: subject } },
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((doc) => doc.to).sort()).toEqual([seated, both].sort())
    expect(docs.map((doc) => doc.to)).not.toContain(waiting)
  })

  it('refuses a waiting-list audience of an unknown event or session, or one badly written, and sends nothing', async () => {
    const payload = await testPayload()
    const logsBefore = (await payload.count({ collection: 'messaging-logs', overrideAccess: true })).totalDocs
    for (const audience of [
      'waiting:999999',
      `waiting:${event.id}:saturday`,
      `waiting:${event.id}:Friday`,
      `waiting:${event.id}:`,
      'waiting:x',
    ]) {
      const sent = await rest('POST', '/messaging-logs/send', {
        token: admin,
        body: { type: 'email', purpose: 'service', subject: 'Hi', content: 'Hello', audience },
      })
      expect(sent.status, audience).toBe(400)
      expect(JSON.stringify(sent.json), audience).toContain('Please choose an audience.')
    }
    expect((await payload.count({ collection: 'messaging-logs', overrideAccess: true })).totalDocs).toBe(logsBefore)
  })

  it('keeps event audiences, waiting lists included, to admins', async () => {
    for (const audience of [`event:${event.id}`, `waiting:${event.id}`, `waiting:${event.id}:friday`]) {
      for (const role of ['volunteer', 'editor'] as const) {
        const { token } = await staffUser(role)
        expect(
          (await rest('GET', `/messaging-logs/recipients?type=email&purpose=service&audience=${audience}`, { token }))
            .status,
          `${role} ${audience}`,
        ).toBe(403)
      }
      expect(
        (await rest('GET', `/messaging-logs/recipients?type=email&purpose=service&audience=${audience}`)).status,
        audience,
      ).toBe(403)
    }
  })
})
