import { beforeAll, describe, expect, it } from 'vitest'

import { londonInstant } from '@/events/rules/event-time'

import { createTestEvent, specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const register = (body: Record<string, unknown>) =>
  rest('POST', '/registrations/register', { body, ip: `198.51.100.${Math.floor(Math.random() * 250)}` })
const person = (email = uniqueEmail('events')) => ({
  fullName: 'Grace Hopper',
  email,
  consentEmail: false,
  website: '',
})

async function registrationsFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    sort: 'id',
  })
  return docs
}

/** The field messages a refused write gave (a ValidationError's), as one string. */
async function refusal(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught as { data?: { errors?: { message: string }[] }; message: string },
  )
  if (!error) throw new Error('The write was not refused')
  return (error.data?.errors ?? []).map((entry) => entry.message).join(' ') || error.message
}

const daysFromNow = (days: number, time: string) =>
  londonInstant(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`)

beforeAll(async () => {
  await specEvent(await testPayload())
})

describe('registrations belong to one event', () => {
  it('keeps one registration per name and e-mail per event, and another for another event', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const email = uniqueEmail('two-events')
    expect((await register({ ...person(email), attendanceChoice: ['online'] })).status).toBe(200)
    expect((await register({ ...person(email), event: event.slug, attendanceChoice: ['friday'] })).status).toBe(200)
    expect((await register({ ...person(email), event: event.slug, attendanceChoice: ['sunday'] })).status).toBe(200)
    const stored = await registrationsFor(email)
    expect(stored).toHaveLength(2)
    const spec = await specEvent(payload)
    expect(stored.map((registration) => [registration.event, registration.attendanceChoice])).toEqual([
      [spec.id, ['online']],
      [event.id, ['friday', 'sunday']],
    ])
  })

  it('stores the all-sessions marker once every session of a three-session event is chosen', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const email = uniqueEmail('all-three')
    await register({ ...person(email), event: event.slug, attendanceChoice: ['sunday', 'friday', 'saturday'] })
    expect((await registrationsFor(email))[0]!.attendanceChoice).toEqual(['friday', 'saturday', 'sunday', 'all'])
  })

  it('refuses a session the event does not have with a field message, and stores nothing', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const email = uniqueEmail('unknown-session')
    const { status, json } = await register({
      ...person(email),
      event: event.slug,
      attendanceChoice: ['friday', 'super-sunday'],
    })
    expect(status).toBe(400)
    expect((json.errors as Record<string, string>).attendanceChoice).toBe(
      'Please choose which events you plan to attend.',
    )
    expect(await registrationsFor(email)).toHaveLength(0)
  })

  it("answers 404 for an unknown or draft event, and 409 with the page's sentence for one not open yet, closed or over", async () => {
    const payload = await testPayload()
    const draft = await createTestEvent(payload, { _status: 'draft' })
    const notOpen = await createTestEvent(payload, { registrationOpensAt: '2099-01-05T09:00:00.000Z' })
    const closed = await createTestEvent(payload, {
      registrationCloses: 'at-date',
      registrationClosesAt: '2020-01-01T00:00:00.000Z',
    })
    const over = await createTestEvent(payload, {
      sessions: [
        { key: 'evening', title: 'Evening', startsAt: daysFromNow(-3, '18:00'), endsAt: daysFromNow(-3, '20:00') },
      ],
    })
    const email = uniqueEmail('refused')
    const cases: [string, number, string][] = [
      ['no-such-event-here', 404, 'There is no such event.'],
      [draft.slug, 404, 'There is no such event.'],
      [notOpen.slug, 409, 'Registration opens on Monday 5 January 2099 at 9:00 AM (UK time).'],
      [closed.slug, 409, 'Registration for this event has closed.'],
      [over.slug, 409, 'Registration for this event has closed.'],
    ]
    for (const [slug, status, message] of cases) {
      const answer = await register({ ...person(email), event: slug, attendanceChoice: ['friday'] })
      expect([slug, answer.status, answer.json.message]).toEqual([slug, status, message])
    }
    expect(await registrationsFor(email)).toHaveLength(0)
  })
})

describe('sessions', () => {
  it('keeps a session key once people registered for it; an unused session can still go', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    await register({ ...person(), event: event.slug, attendanceChoice: ['saturday'] })
    const without = (key: string) => event.sessions!.filter((session) => session.key !== key)
    expect(
      await refusal(
        payload.update({
          collection: 'events',
          id: event.id,
          data: { sessions: without('saturday') },
          overrideAccess: true,
        }),
      ),
    ).toMatch(/registered for "Saturday workshop" \(saturday\)/)
    const renamed = event.sessions!.map((session) =>
      session.key === 'saturday' ? { ...session, key: 'sat' } : session,
    )
    expect(
      await refusal(
        payload.update({ collection: 'events', id: event.id, data: { sessions: renamed }, overrideAccess: true }),
      ),
    ).toMatch(/key cannot change/)
    const updated = await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions: without('friday') },
      overrideAccess: true,
    })
    expect(updated.sessions!.map((session) => session.key)).toEqual(['saturday', 'sunday'])
  })

  it('refuses sessions that end before they start, share a key, or number more than twenty', async () => {
    const payload = await testPayload()
    const at = daysFromNow(10, '10:00')
    const backwards = { title: 'Backwards', key: 'backwards', startsAt: at, endsAt: daysFromNow(10, '09:00') }
    expect(await refusal(createTestEvent(payload, { sessions: [backwards] }))).toMatch(
      /Session 1 must end after it starts/,
    )
    const twin = { title: 'Twin', key: 'twin', startsAt: at, endsAt: daysFromNow(10, '11:00') }
    expect(await refusal(createTestEvent(payload, { sessions: [twin, twin] }))).toMatch(/share the key "twin"/)
    const many = Array.from({ length: 21 }, (_, index) => ({ ...twin, key: `s${index}` }))
    expect(await refusal(createTestEvent(payload, { sessions: many }))).toMatch(/1 to 20 sessions|Sessions/)
  })

  it('fills a slug and session keys from the titles', async () => {
    const payload = await testPayload()
    const event = await payload.create({
      collection: 'events',
      data: {
        title: `Harvest Supper ${Date.now()}`,
        slug: '',
        registrationCloses: 'last-session-ends',
        _status: 'published',
        sessions: [
          {
            title: 'Harvest Supper!',
            startsAt: daysFromNow(20, '18:00'),
            endsAt: daysFromNow(20, '21:00'),
            startsAt_tz: 'Europe/London',
            endsAt_tz: 'Europe/London',
            mode: 'in-person',
          },
        ],
      },
      overrideAccess: true,
      context: { isSeeding: true },
    })
    expect(event.slug).toMatch(/^harvest-supper-\d+$/)
    expect(event.sessions![0]!.key).toBe('harvest-supper')
    expect(event.firstStartsAt).toBe(daysFromNow(20, '18:00'))
  })

  it('refuses to delete an event people registered for', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    await register({ ...person(), event: event.slug, attendanceChoice: ['friday'] })
    const { token } = await staffUser('admin')
    const { status, json } = await rest('DELETE', `/events/${event.id}`, { token })
    expect(status).toBe(409)
    expect(JSON.stringify(json)).toMatch(/cannot be deleted/)
    expect(await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true })).toBeTruthy()
  })
})

describe('who may see and change events', () => {
  it('shows visitors published events only, and lets only content staff change them', async () => {
    const payload = await testPayload()
    const draft = await createTestEvent(payload, { _status: 'draft' })
    const published = await createTestEvent(payload)
    const anonymous = await rest('GET', `/events?where[id][in]=${draft.id},${published.id}&depth=0`)
    expect((anonymous.json.docs as { id: number }[]).map((doc) => doc.id)).toEqual([published.id])
    const volunteer = await staffUser('volunteer')
    expect(
      (await rest('PATCH', `/events/${published.id}`, { token: volunteer.token, body: { title: 'Hacked' } })).status,
    ).toBe(403)
    expect((await rest('PATCH', `/events/${published.id}`, { body: { title: 'Hacked' } })).status).toBe(403)
    const editor = await staffUser('editor')
    expect(
      (
        await rest('PATCH', `/events/${published.id}`, {
          token: editor.token,
          body: { title: 'Renamed by the editor' },
        })
      ).status,
    ).toBe(200)
  })

  it('duplicates an event as a draft on a new date, keeping clock times and copying no registrations', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { title: 'Family Fun Day 2026' })
    await register({ ...person(), event: event.slug, attendanceChoice: ['friday'] })
    const editor = await staffUser('editor')
    const volunteer = await staffUser('volunteer')
    expect(
      (
        await rest('POST', '/events/duplicate', {
          token: volunteer.token,
          body: { id: event.id, firstDate: '2027-03-26' },
        })
      ).status,
    ).toBe(403)
    expect((await rest('POST', '/events/duplicate', { body: { id: event.id, firstDate: '2027-03-26' } })).status).toBe(
      403,
    )
    expect(
      (
        await rest('POST', '/events/duplicate', {
          token: editor.token,
          body: { id: event.id, firstDate: 'next friday' },
        })
      ).status,
    ).toBe(400)
    const { status, json } = await rest('POST', '/events/duplicate', {
      token: editor.token,
      body: { id: event.id, firstDate: '2027-03-26' },
    })
    expect(status).toBe(201)
    expect(json.title).toBe('Family Fun Day 2027')
    // Every session brings its reminder and thank-you along, as they were on the source.
    expect(json.summary).toBe('3 sessions, 0 questions, 6 scheduled messages')
    const copy = await payload.findByID({
      collection: 'events',
      id: json.id as number,
      draft: true,
      overrideAccess: true,
      depth: 0,
    })
    expect(copy._status).toBe('draft')
    // Friday 26 March 2027 is the last weekend of GMT: Sunday 28 March is BST, and still 10:30 in London.
    expect(copy.sessions!.map((session) => [session.key, session.startsAt])).toEqual([
      ['friday', londonInstant('2027-03-26T19:00')],
      ['saturday', londonInstant('2027-03-27T10:00')],
      ['sunday', londonInstant('2027-03-28T10:30')],
    ])
    expect(
      (
        await payload.count({
          collection: 'registrations',
          where: { event: { equals: copy.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('check-ins', () => {
  async function registered(eventSlug: string, attendanceChoice: string[]) {
    const email = uniqueEmail('door')
    await register({ ...person(email), event: eventSlug, attendanceChoice })
    return (await registrationsFor(email))[0]!
  }

  it('makes one check-in when two devices tap the same person at once, and undoes it once', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const registration = await registered(event.slug, ['saturday'])
    const [first, second] = [await staffUser('volunteer'), await staffUser('admin')]
    const tap = (token: string, checkedIn = true) =>
      rest('POST', '/checkins/toggle', {
        token,
        body: { registration: registration.id, session: 'saturday', checkedIn },
      })
    const answers = await Promise.all([tap(first.token), tap(second.token), tap(first.token)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => answer.json.isNew)).toHaveLength(1)
    const rows = await payload.find({
      collection: 'checkins',
      where: { registration: { equals: registration.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.docs.map((row) => [row.session, row.event])).toEqual([['saturday', event.id]])
    expect(
      (await payload.findByID({ collection: 'registrations', id: registration.id, overrideAccess: true }))
        .checkedInSessions,
    ).toBe('|saturday|')

    const undone = await Promise.all([tap(first.token, false), tap(second.token, false)])
    expect(undone.map((answer) => [answer.status, answer.json.removed]).sort()).toEqual([
      [200, false],
      [200, true],
    ])
    expect(
      (await payload.findByID({ collection: 'registrations', id: registration.id, overrideAccess: true }))
        .checkedInSessions,
    ).toBe('|')
  })

  it('records the session, time, staff member and how, and audits it naming the event', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const registration = await registered(event.slug, ['friday', 'sunday'])
    const volunteer = await staffUser('volunteer')
    const before = Date.now()
    const { json } = await rest('POST', '/checkins/toggle', {
      token: volunteer.token,
      body: { registration: registration.id, session: 'sunday', method: 'qr', checkedIn: true },
    })
    const row = await payload.findByID({
      collection: 'checkins',
      id: json.id as number,
      overrideAccess: true,
      depth: 0,
    })
    expect([row.session, row.method, row.checkedInBy]).toEqual(['sunday', 'qr', volunteer.user.id])
    expect(Date.parse(row.checkedInAt)).toBeGreaterThanOrEqual(before - 1000)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { target: { equals: `registrations:${registration.id}` } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((entry) => entry.summary)).toContain(`Checked in at Sunday celebration of ${event.title}`)
  })

  it('refuses a session the event does not have, and anyone but door staff', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const registration = await registered(event.slug, ['friday'])
    const volunteer = await staffUser('volunteer')
    const unknown = await rest('POST', '/checkins/toggle', {
      token: volunteer.token,
      body: { registration: registration.id, session: 'online', checkedIn: true },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe('"online" is not a session of this event.')
    const editor = await staffUser('editor')
    for (const token of [undefined, editor.token]) {
      expect(
        (
          await rest('POST', '/checkins/toggle', {
            token,
            body: { registration: registration.id, session: 'friday', checkedIn: true },
          })
        ).status,
      ).toBe(403)
      expect((await rest('GET', '/checkins', { token })).status).toBe(403)
      expect(
        (await rest('POST', '/checkins', { token, body: { registration: registration.id, session: 'friday' } })).status,
      ).toBe(403)
    }
    expect(
      (
        await payload.count({
          collection: 'checkins',
          where: { registration: { equals: registration.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('goes with its registration when the registration is deleted', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const registration = await registered(event.slug, ['friday'])
    const admin = await staffUser('admin')
    await rest('POST', '/checkins/toggle', {
      token: admin.token,
      body: { registration: registration.id, session: 'friday', checkedIn: true },
    })
    expect((await rest('DELETE', `/registrations/${registration.id}`, { token: admin.token })).status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'checkins',
          where: { registration: { equals: registration.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})
