import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'
import { manageRegistration } from '@/registrations/manage-registration'
import { manageTokenFor } from '@/platform/crypto/tokens'

import { createTestEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

/**
 * Places taken in the transaction that stores the registration, under the event's lock: however
 * many people submit at once, no more hold a place than there are places, the rest wait in the
 * order they arrived, and each person is told what was stored.
 */

const register = (slug: string, body: Record<string, unknown>, index = 0) =>
  rest('POST', '/registrations/register', {
    body: { event: slug, website: '', ...body },
    // Each person from an address of their own: the form's rate limit is per address.
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  })

type Row = {
  id: number
  full_name: string
  place_status: string
  sessions: string[] | null
  waiting: Array<{ id: number; session: string; status: string }> | null
}

async function storedFor(eventId: number): Promise<Row[]> {
  const { rows } = await poolOf(await testPayload()).query<Row>(
    `SELECT r.id, r.full_name, r.place_status,
       (SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice') AS sessions,
       (SELECT json_agg(json_build_object('id', w.id, 'session', w.session_key, 'status', w.status) ORDER BY w.id) FROM waiting_list w WHERE w.registration_id = r.id) AS waiting
     FROM registrations r WHERE r.event_id = $1 ORDER BY r.id`,
    [eventId],
  )
  return rows
}

let ipCounter = 1000
const nextIp = () => (ipCounter += 1)

beforeAll(async () => {
  await testPayload()
})

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('places and the waiting list', () => {
  it('300 people at once for 100 places: exactly 100 confirmed and 200 waiting, in arrival order, each told what was stored', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, {
      sessions: [
        {
          key: 'gala',
          title: 'Gala night',
          startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 20 * 86_400_000 + 7_200_000).toISOString(),
          capacity: 100,
        },
      ],
    })
    const people = Array.from({ length: 300 }, (_, index) => ({
      fullName: `Guest ${index}`,
      email: uniqueEmail(`gala${index}`),
    }))
    const answers = await Promise.all(
      people.map((person) => register(event.slug, { ...person, attendanceChoice: ['gala'] }, nextIp())),
    )
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200))

    const rows = await storedFor(event.id)
    expect(rows).toHaveLength(300)
    const confirmed = rows.filter((row) => row.sessions?.includes('gala'))
    const waiting = rows.filter((row) => row.waiting?.some((entry) => entry.status === 'waiting'))
    expect(confirmed).toHaveLength(100)
    expect(waiting).toHaveLength(200)
    expect(confirmed.every((row) => row.place_status === 'confirmed' && !row.waiting)).toBe(true)
    expect(waiting.every((row) => row.place_status === 'waiting' && !row.sessions)).toBe(true)
    // Arrival order: every place went to someone stored before anyone who waits. The queue is its entries'
    // order, the order in which the newcomers reached the event's counts (insertNewRegistration).
    expect(Math.max(...confirmed.map((row) => row.id))).toBeLessThan(Math.min(...waiting.map((row) => row.id)))
    const queue = waiting.map((row) => row.waiting![0]!.id).sort((a, b) => a - b)

    // Every answer matches what was stored for that person: each of the 200 was told their own place in the queue.
    const told = new Set<string>()
    const byName = new Map(rows.map((row) => [row.full_name, row]))
    answers.forEach((answer, index) => {
      const row = byName.get(people[index]!.fullName)!
      const toldWaiting = answer.json.waitingList === true
      expect(toldWaiting).toBe(Boolean(row.waiting))
      if (toldWaiting) {
        const position = queue.indexOf(row.waiting![0]!.id) + 1
        expect(answer.json.message).toContain(`Gala night (number ${position} in the queue)`)
        told.add(answer.json.message as string)
      } else {
        expect(answer.json.message).toBe('Thank you for registering! We look forward to seeing you at the event.')
      }
    })
    expect(told.size).toBe(200)
  }, 180_000)

  it('a full session sends only that session to the waiting list; an event without limits takes everyone', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const sessions = (event.sessions ?? []).map((session) => ({
      ...session,
      capacity: session.key === 'saturday' ? 1 : null,
    }))
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions },
      overrideAccess: true,
      context: { isSeeding: true },
    })

    const first = await register(
      event.slug,
      { fullName: 'First Comer', email: uniqueEmail('first'), attendanceChoice: ['friday', 'saturday'] },
      nextIp(),
    )
    const second = await register(
      event.slug,
      { fullName: 'Second Comer', email: uniqueEmail('second'), attendanceChoice: ['friday', 'saturday'] },
      nextIp(),
    )
    expect(first.json).toMatchObject({ ok: true })
    expect(first.json.waitingList).toBeUndefined()
    expect(second.json).toMatchObject({ ok: true, waitingList: true })
    expect(second.json.message).toBe(
      'You have a place for Friday night, and you are on the waiting list for Saturday workshop (number 1 in the queue). We have e-mailed you, and we will e-mail you again if a place frees up.',
    )
    const rows = await storedFor(event.id)
    expect(
      rows.map((row) => [
        row.full_name,
        row.sessions,
        row.waiting?.map((entry) => entry.session) ?? null,
        row.place_status,
      ]),
    ).toEqual([
      ['First Comer', ['friday', 'saturday'], null, 'confirmed'],
      ['Second Comer', ['friday'], ['saturday'], 'waiting'],
    ])

    // The waiting list is exported like registrations: the Status filter, with who waits for what.
    const admin = (await staffUser('admin')).token
    const exported = await rest('GET', `/registrations/export?event=${event.id}&status=waiting`, { token: admin })
    const lines = String(exported.json)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toContain('Registration Date,Booked By,Child,Check-in Code,Place,Waiting For')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/^Second Comer,.*,On the waiting list,Saturday workshop$/)
    const filtered = await rest(
      'GET',
      `/registrations?where[event][equals]=${event.id}&where[placeStatus][equals]=waiting&depth=0`,
      { token: admin },
    )
    expect((filtered.json.docs as Array<{ fullName: string }>).map((doc) => doc.fullName)).toEqual(['Second Comer'])

    const open = await createTestEvent(payload)
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        register(
          open.slug,
          { fullName: `Open ${index}`, email: uniqueEmail(`open${index}`), attendanceChoice: ['friday'] },
          nextIp(),
        ),
      ),
    )
    expect(many.every((answer) => answer.json.waitingList === undefined)).toBe(true)
    expect(
      (await storedFor(open.id)).every((row) => row.sessions?.includes('friday') && row.place_status === 'confirmed'),
    ).toBe(true)
  })

  it("the event's own limit counts people: once it is reached, newcomers wait for every session they ask for", async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { capacity: 2 })
    for (const name of ['Ada One', 'Ben Two', 'Cy Three']) {
      await register(
        event.slug,
        { fullName: name, email: uniqueEmail('cap'), attendanceChoice: ['friday', 'sunday'] },
        nextIp(),
      )
    }
    const rows = await storedFor(event.id)
    expect(
      rows.map((row) => [row.full_name, row.sessions, row.waiting?.map((entry) => entry.session) ?? null]),
    ).toEqual([
      ['Ada One', ['friday', 'sunday'], null],
      ['Ben Two', ['friday', 'sunday'], null],
      ['Cy Three', null, ['friday', 'sunday']],
    ])
  })

  it('a repeat registration asks only for what the person does not hold, and joins each queue once', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, {
      sessions: [
        {
          key: 'only',
          title: 'The only session',
          startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 9 * 86_400_000 + 3_600_000).toISOString(),
          capacity: 1,
        },
      ],
    })
    await register(
      event.slug,
      { fullName: 'Holder Person', email: uniqueEmail('holder'), attendanceChoice: ['only'] },
      nextIp(),
    )
    const email = uniqueEmail('waiter')
    const first = await register(event.slug, { fullName: 'Waiter Person', email, attendanceChoice: ['only'] }, nextIp())
    const again = await register(event.slug, { fullName: 'Waiter Person', email, attendanceChoice: ['only'] }, nextIp())
    expect(first.json.waitingList).toBe(true)
    expect(again.json.waitingList).toBe(true)
    const rows = await storedFor(event.id)
    expect(rows).toHaveLength(2)
    expect(rows[1]!.waiting).toHaveLength(1)
  })

  it('the answer to a repeat on a full event says nothing about what was stored: it is the answer a new person gets', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, {
      sessions: [
        {
          key: 'only',
          title: 'The only session',
          startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 9 * 86_400_000 + 3_600_000).toISOString(),
          capacity: 1,
        },
      ],
    })
    const holder = { fullName: 'Place Holder', email: uniqueEmail('holds'), attendanceChoice: ['only'] }
    const waiter = { fullName: 'Queue Waiter', email: uniqueEmail('waits'), attendanceChoice: ['only'] }
    expect((await register(event.slug, holder, nextIp())).json.waitingList).toBeFalsy()
    expect((await register(event.slug, waiter, nextIp())).json.waitingList).toBe(true)
    // Someone holding a place, someone waiting, and a stranger sending the form now are told the same.
    const fromHolder = await register(event.slug, holder, nextIp())
    const fromWaiter = await register(event.slug, waiter, nextIp())
    const fromNewcomer = await register(
      event.slug,
      { fullName: 'New Comer', email: uniqueEmail('new'), attendanceChoice: ['only'] },
      nextIp(),
    )
    expect(fromHolder.json).toEqual(fromNewcomer.json)
    expect(fromWaiter.json).toEqual(fromNewcomer.json)
    expect(String(fromNewcomer.json.message)).toContain('number 2')
    // And nothing changed for the two who repeated.
    const rows = await storedFor(event.id)
    expect(rows.map((row) => [row.full_name, row.place_status, row.waiting?.length ?? 0])).toEqual([
      ['Place Holder', 'confirmed', 0],
      ['Queue Waiter', 'waiting', 1],
      ['New Comer', 'waiting', 1],
    ])
  })

  it('a change of days or a restore through the private link takes places the same way: a full session is waited for, never overbooked', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const sessions = (event.sessions ?? []).map((session) => ({
      ...session,
      capacity: session.key === 'sunday' ? 1 : null,
    }))
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { sessions },
      overrideAccess: true,
      context: { isSeeding: true },
    })
    await register(
      event.slug,
      { fullName: 'Sunday Holder', email: uniqueEmail('sun'), attendanceChoice: ['sunday'] },
      nextIp(),
    )
    await register(
      event.slug,
      { fullName: 'Friday Person', email: uniqueEmail('fri'), attendanceChoice: ['friday'] },
      nextIp(),
    )
    const [holder, friday] = await payload
      .find({
        collection: 'registrations',
        where: { event: { equals: event.id } },
        sort: 'id',
        depth: 0,
        overrideAccess: true,
      })
      .then((found) => found.docs)
    const linkOf = async (registration: typeof holder) => {
      const manage = manageTokenFor(payload.secret, registration!)
      await payload.update({
        collection: 'registrations',
        id: registration!.id,
        data: { manageTokenHash: manage.hash },
        overrideAccess: true,
      })
      return manage.token
    }

    const changed = await manageRegistration(payload, {
      token: await linkOf(friday),
      action: 'update',
      attendanceChoice: ['friday', 'sunday'],
    })
    expect(changed).toMatchObject({
      success: true,
      message:
        'Your registration has been updated. Sunday celebration is full, so you are on its waiting list: we will e-mail you if a place frees up.',
    })
    expect(changed.success && changed.registration).toMatchObject({
      attendanceChoice: ['friday'],
      waitingFor: ['sunday'],
    })

    // Saving again with the same days keeps the person's place in the queue; unticking the session leaves it.
    const token = await linkOf(friday)
    await manageRegistration(payload, { token, action: 'update', attendanceChoice: ['friday', 'sunday'] })
    expect((await storedFor(event.id)).find((row) => row.full_name === 'Friday Person')!.waiting).toEqual([
      { id: expect.any(Number), session: 'sunday', status: 'waiting' },
    ])
    const left = await manageRegistration(payload, { token, action: 'update', attendanceChoice: ['friday'] })
    expect(left.success && left.registration).toMatchObject({ attendanceChoice: ['friday'], waitingFor: [] })

    // The holder cancels and comes back: the place went on in between (someone else took it), so the restore waits.
    const holderToken = await linkOf(holder)
    await manageRegistration(payload, { token: holderToken, action: 'cancel' })
    await register(
      event.slug,
      { fullName: 'Quick Taker', email: uniqueEmail('quick'), attendanceChoice: ['sunday'] },
      nextIp(),
    )
    const restored = await manageRegistration(payload, {
      token: holderToken,
      action: 'restore',
      attendanceChoice: ['sunday'],
    })
    expect(restored.success && restored.registration).toMatchObject({
      isCancelled: false,
      attendanceChoice: [],
      waitingFor: ['sunday'],
    })
    const rows = await storedFor(event.id)
    expect(rows.filter((row) => row.sessions?.includes('sunday')).map((row) => row.full_name)).toEqual(['Quick Taker'])
  })
})
