import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { placeLimitsOf, placesTaken } from '@/places/rules/places'
import type { Event, Registration } from '@/payload-types'
import { installHandWrittenSchema } from '@/platform/database/hand-written-schema'
import { poolOf } from '@/platform/database/pool'
import { readPlaceCounts } from '@/places/place-counts'
import { manageRegistration } from '@/registrations/manage-registration'
import { insertNewRegistration, readPersonAtEvent } from '@/registrations/insert-new-registration'
import { identityKey } from '@/registrations/rules/registration-identity'
import { manageTokenFor } from '@/platform/crypto/tokens'

import { createTestEvent } from '../../helpers/events'
import { placeCountsDrift } from '../../helpers/place-counts'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * The database keeps each event's places counted (the migration 20261125_100000_place_counts) so that
 * taking one costs the same however big the event is. These counts must stay exact whoever writes:
 * the form, Payload's own writes from the admin screens, the manage link, a delete, a raw statement.
 * After every step the kept counts are set against a count of the rows made the slow way.
 */

let payload: Payload
let ip = 40_000
const register = (slug: string, body: Record<string, unknown>) => {
  ip += 1
  return rest('POST', '/registrations/register', {
    body: { event: slug, website: '', ...body },
    ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  })
}
const expectExact = async () => expect(await placeCountsDrift(poolOf(payload))).toEqual([])

/** A three-day event whose Saturday takes `saturday` people. */
async function limitedEvent(saturday: number): Promise<Event> {
  const event = await createTestEvent(payload)
  const sessions = (event.sessions ?? []).map((session) => ({
    ...session,
    capacity: session.key === 'saturday' ? saturday : null,
  }))
  return payload.update({
    collection: 'events',
    id: event.id,
    data: { sessions },
    overrideAccess: true,
    context: { isSeeding: true },
  })
}

const registrationsOf = async (event: Event): Promise<Registration[]> =>
  (
    await payload.find({
      collection: 'registrations',
      where: { event: { equals: event.id } },
      sort: 'id',
      depth: 0,
      limit: 500,
      overrideAccess: true,
    })
  ).docs

async function linkOf(registration: Registration) {
  const manage = manageTokenFor(payload.secret, registration)
  await payload.update({
    collection: 'registrations',
    id: registration.id,
    data: { manageTokenHash: manage.hash },
    overrideAccess: true,
  })
  return manage.token
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await expectExact()
})

describe('place counts kept by the database', () => {
  it('an event is counted from the moment it exists', async () => {
    const event = await createTestEvent(payload)
    expect(await readPlaceCounts(poolOf(payload), event.id)).toEqual({ people: 0, peopleWaiting: 0, sessions: {} })
  })

  it('stay exact through the form, a group, a repeat, the manage link, the admin screens, a delete and raw statements', async () => {
    const event = await limitedEvent(2)
    const admin = (await staffUser('admin')).token
    const counts = () => readPlaceCounts(poolOf(payload), event.id)

    // The form's one statement: two get Saturday, the third waits for it; a group brings two more.
    for (const name of ['Ann', 'Bob', 'Cat']) {
      expect(
        (
          await register(event.slug, {
            fullName: `${name} Person`,
            email: uniqueEmail(name),
            attendanceChoice: ['friday', 'saturday'],
          })
        ).status,
      ).toBe(200)
    }
    await register(event.slug, {
      fullName: 'Dee Booker',
      email: uniqueEmail('dee'),
      attendanceChoice: ['saturday'],
      people: [{ fullName: 'Eve Child', isChild: true }],
    })
    expect(await counts()).toEqual({
      people: 3,
      peopleWaiting: 2,
      sessions: { friday: { held: 3, waiting: 0 }, saturday: { held: 2, waiting: 3 } },
    })
    await expectExact()

    // Payload's path: the same person again adds Sunday to their registration.
    const ann = (await registrationsOf(event)).find((one) => one.fullName === 'Ann Person')!
    await register(event.slug, { fullName: 'Ann Person', email: ann.email, attendanceChoice: ['sunday'] })
    expect((await counts()).sessions.sunday).toEqual({ held: 1, waiting: 0 })
    await expectExact()

    // The manage link: Bob drops Saturday (Cat is offered it later), then cancels, then comes back.
    const bob = (await registrationsOf(event)).find((one) => one.fullName === 'Bob Person')!
    const bobToken = await linkOf(bob)
    await manageRegistration(payload, { token: bobToken, action: 'update', attendanceChoice: ['friday'] })
    await expectExact()
    await manageRegistration(payload, { token: bobToken, action: 'cancel' })
    expect((await counts()).sessions.friday).toEqual({ held: 2, waiting: 0 })
    await expectExact()
    await manageRegistration(payload, { token: bobToken, action: 'restore', attendanceChoice: ['friday'] })
    await expectExact()

    // The admin screens (Payload's REST API): a session taken away, a registration cancelled, one deleted.
    const dee = (await registrationsOf(event)).find((one) => one.fullName === 'Dee Booker')!
    expect(
      (await rest('PATCH', `/registrations/${ann.id}`, { token: admin, body: { attendanceChoice: ['friday'] } }))
        .status,
    ).toBe(200)
    await expectExact()
    expect(
      (
        await rest('PATCH', `/registrations/${dee.id}`, {
          token: admin,
          body: { cancelledAt: new Date().toISOString() },
        })
      ).status,
    ).toBe(200)
    await expectExact()
    const cat = (await registrationsOf(event)).find((one) => one.fullName === 'Cat Person')!
    expect((await rest('DELETE', `/registrations/${cat.id}`, { token: admin })).status).toBe(200)
    await expectExact()

    // Statements that go round Payload altogether: a waiting entry settled, a session row removed, a move to another event.
    const pool = poolOf(payload)
    await pool.query(`UPDATE waiting_list SET status = 'removed' WHERE event_id = $1 AND status = 'waiting'`, [
      event.id,
    ])
    await expectExact()
    await pool.query(
      `DELETE FROM registrations_texts WHERE parent_id = $1 AND path = 'attendanceChoice' AND text = 'friday'`,
      [bob.id],
    )
    await expectExact()
    const other = await limitedEvent(5)
    await pool.query('UPDATE registrations SET event_id = $1 WHERE id = $2', [other.id, ann.id])
    expect((await readPlaceCounts(pool, other.id)).people).toBe(1)
    await expectExact()
  })

  it('stay exact when people register, cancel and are deleted all at once, and never overbook', async () => {
    const event = await limitedEvent(10)
    const admin = (await staffUser('admin')).token
    for (let index = 0; index < 8; index += 1)
      await register(event.slug, {
        fullName: `Early ${index}`,
        email: uniqueEmail(`early${index}`),
        attendanceChoice: ['saturday'],
      })
    const early = await registrationsOf(event)
    const tokens = await Promise.all(early.slice(0, 4).map(linkOf))

    await Promise.all([
      ...Array.from({ length: 30 }, (_, index) =>
        register(event.slug, {
          fullName: `Rush ${index}`,
          email: uniqueEmail(`rush${index}`),
          attendanceChoice: ['friday', 'saturday'],
        }),
      ),
      ...tokens.map((token) => manageRegistration(payload, { token, action: 'cancel' })),
      ...early.slice(4, 6).map((one) => rest('DELETE', `/registrations/${one.id}`, { token: admin })),
    ])
    await expectExact()
    const saturday = (await readPlaceCounts(poolOf(payload), event.id)).sessions.saturday!
    expect(saturday.held).toBeLessThanOrEqual(10)
    expect(saturday.held + saturday.waiting).toBe(2 + 30)
  }, 120_000)

  it('the form writes nothing when the places it was allocated were taken first, and answers the counts as they are now', async () => {
    const event = await limitedEvent(1)
    await register(event.slug, { fullName: 'First Taker', email: uniqueEmail('taker'), attendanceChoice: ['saturday'] })
    const pool = poolOf(payload)
    const before = await pool.query(
      'SELECT (SELECT count(*) FROM registrations) AS registrations, (SELECT count(*) FROM consent_records) AS consents',
    )
    const email = uniqueEmail('late')
    const key = identityKey(event.id, email, 'Late Comer')
    const person = await readPersonAtEvent(payload, key, email, { fullName: 'Late Comer', phone: null })
    const limits = placeLimitsOf(event)
    // Allocated from counts read before the first taker stored theirs: Saturday looked free.
    const stale = await insertNewRegistration(pool, person, {
      eventId: event.id,
      identityKey: key,
      fullName: 'Late Comer',
      email,
      phone: null,
      attendanceChoice: ['saturday'],
      waitingFor: [],
      answers: [],
      sensitiveAnswers: [],
      members: [],
      consents: [{ channel: 'email', action: 'given', wording: 'Yes please', wordingVersion: 'v1' }],
      consentSource: 'event-registration-form',
      places: placesTaken(limits, [{ confirmed: ['saturday'], holdsEventPlace: false }]),
    })
    expect(stale).toEqual({
      registrationId: null,
      counts: { people: 1, peopleWaiting: 0, sessions: { saturday: { held: 1, waiting: 0 } } },
    })
    expect(
      (
        await pool.query(
          'SELECT (SELECT count(*) FROM registrations) AS registrations, (SELECT count(*) FROM consent_records) AS consents',
        )
      ).rows,
    ).toEqual(before.rows)

    // Through the form the same person is allocated again from the fresh counts, and waits.
    const answer = await register(event.slug, { fullName: 'Late Comer', email, attendanceChoice: ['saturday'] })
    expect(answer.json).toMatchObject({ ok: true, waitingList: true })
    await expectExact()
  })

  it("the form writes everything before it locks the event's counts, so it holds them only from its check to its commit", async () => {
    const event = await limitedEvent(5)
    const pool = poolOf(payload)
    const lastId = async (table: string) =>
      Number((await pool.query(`SELECT last_value FROM ${table}_id_seq`)).rows[0].last_value as string)
    const holder = await pool.connect()
    try {
      // Someone else holds the event's counts.
      await holder.query('BEGIN')
      await holder.query('SELECT 1 FROM event_places WHERE event_id = $1 FOR UPDATE', [event.id])
      const holderPid = (await holder.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number
      const answer = register(event.slug, {
        fullName: 'Waiting Writer',
        email: uniqueEmail('writer'),
        attendanceChoice: ['saturday'],
        consentEmail: true,
      })
      for (let tries = 0; ; tries++) {
        const { rows } = await pool.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))',
          [holderPid],
        )
        if (rows[0].n === 1) break
        if (tries > 200) throw new Error('The form never waited for the counts')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      // While it waits, its registration, consent record and confirmation job are already written.
      const seen = {
        registration: await lastId('registrations'),
        consent: await lastId('consent_records'),
        job: await lastId('payload_jobs'),
      }
      await holder.query('COMMIT')
      expect((await answer).json).toMatchObject({ ok: true })
      const { rows } = await pool.query(
        `SELECT r.id AS registration, (SELECT max(c.id) FROM consent_records c WHERE c.email = r.email) AS consent,
           (SELECT max(j.id) FROM payload_jobs j WHERE j.input ->> 'registrationId' = r.id::text) AS job
         FROM registrations r WHERE r.full_name = 'Waiting Writer' AND r.event_id = $1`,
        [event.id],
      )
      const written = rows[0] as { registration: number; consent: number; job: number }
      expect(written.registration).toBeLessThanOrEqual(seen.registration)
      expect(written.consent).toBeLessThanOrEqual(seen.consent)
      expect(written.job).toBeLessThanOrEqual(seen.job)
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined)
      holder.release()
    }
    await expectExact()
  })

  it("a registration caught in a deadlock with a staff edit of the same address is still stored, by Payload's path", async () => {
    const event = await limitedEvent(5)
    const pool = poolOf(payload)
    const email = uniqueEmail('family')
    await register(event.slug, { fullName: 'Parent Person', email, attendanceChoice: ['friday'] })
    // A staff edit holds the address's rows, then wants the event's counts: the form's statement holds those and wants the rows.
    const staff = await pool.connect()
    try {
      await staff.query('BEGIN')
      await staff.query('UPDATE registrations SET updated_at = now() WHERE email = $1', [email])
      const answer = register(event.slug, {
        fullName: 'Child Person',
        email,
        attendanceChoice: ['saturday'],
        consentEmail: true,
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      // The database undoes one side: the form's (which waited first), or, in a rare ordering, the staff edit's.
      const staffSide = await staff.query('SELECT 1 FROM event_places WHERE event_id = $1 FOR UPDATE', [event.id]).then(
        () => 'kept',
        (error) => (error as { code?: string }).code,
      )
      expect(['kept', '40P01']).toContain(staffSide)
      await staff.query(staffSide === 'kept' ? 'COMMIT' : 'ROLLBACK')
      const settled = await answer
      expect(settled.status).toBe(200)
    } finally {
      await staff.query('ROLLBACK').catch(() => undefined)
      staff.release()
    }
    expect((await registrationsOf(event)).map((one) => [one.fullName, one.attendanceChoice, one.consentEmail])).toEqual(
      [
        ['Parent Person', ['friday'], true],
        ['Child Person', ['saturday'], true],
      ],
    )
    await expectExact()
  }, 30_000)

  it('counting every event afresh gives the counts the triggers kept', async () => {
    const pool = poolOf(payload)
    const kept = (await pool.query('SELECT * FROM event_places ORDER BY event_id')).rows
    await pool.query('SELECT rebuild_place_counts()')
    const rebuilt = (await pool.query('SELECT * FROM event_places ORDER BY event_id')).rows
    const withoutZeros = (rows: Array<{ sessions: Record<string, { held: number; waiting: number }> }>) =>
      rows.map((row) => ({
        ...row,
        sessions: Object.fromEntries(Object.entries(row.sessions).filter(([, value]) => value.held || value.waiting)),
      }))
    expect(withoutZeros(rebuilt)).toEqual(withoutZeros(kept))
  })

  it("a pushed development database gets back at start what a push drops: the hand-written indexes, the triggers, exact counts and the form's way out", async () => {
    const pool = poolOf(payload)
    const event = await limitedEvent(1)
    expect(
      (
        await register(event.slug, {
          fullName: 'Pushed Seated',
          email: uniqueEmail('pushed'),
          attendanceChoice: ['saturday'],
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await register(event.slug, {
          fullName: 'Pushed Waiting',
          email: uniqueEmail('pushed'),
          attendanceChoice: ['saturday'],
        })
      ).status,
    ).toBe(200)
    const [, waiting] = await registrationsOf(event)
    // As Payload's schema push leaves a database: nothing it does not declare, and counts gone stale.
    await pool.query(
      `DROP INDEX "waiting_list_open_once"; DROP INDEX "registrations_texts_parent_path"; DROP TRIGGER "waiting_list_count_places_insert" ON "waiting_list";
       DROP FUNCTION "registration_places_taken"(json)`,
    )
    await pool.query('UPDATE event_places SET people = 999 WHERE event_id = $1', [event.id])
    expect(await placeCountsDrift(pool)).not.toEqual([])

    await installHandWrittenSchema(payload)

    const { rows } = await pool.query(
      `SELECT indexname FROM pg_indexes WHERE indexname IN ('waiting_list_open_once', 'registrations_texts_parent_path') ORDER BY 1`,
    )
    expect(rows.map((row) => row.indexname)).toEqual(['registrations_texts_parent_path', 'waiting_list_open_once'])
    await expectExact()
    // The form's statement can undo itself again when its places were taken first.
    await expect(pool.query(`SELECT registration_places_taken('{"people": 1}'::json)`)).rejects.toMatchObject({
      code: 'PLACE',
      detail: '{"people": 1}',
    })
    // A second open entry for the same person and session is refused again, and a new entry is counted.
    await expect(
      pool.query(
        `INSERT INTO waiting_list (event_id, registration_id, session_key, status, updated_at, created_at) VALUES ($1, $2, 'saturday', 'waiting', now(), now())`,
        [event.id, waiting!.id],
      ),
    ).rejects.toThrow(/waiting_list_open_once/)
    await pool.query(
      `INSERT INTO waiting_list (event_id, registration_id, session_key, status, updated_at, created_at) VALUES ($1, $2, 'friday', 'waiting', now(), now())`,
      [event.id, waiting!.id],
    )
    expect((await readPlaceCounts(pool, event.id)).sessions.friday).toEqual({ held: 0, waiting: 1 })
    await expectExact()
  })
})
