import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { expectPlaceCountsExact } from '../../helpers/place-counts'
import { rest, testPayload } from '../../helpers/payload'

/**
 * The public form writes a new person's registration in one statement (insert-new-registration), and
 * anything else through Payload's create and update with the collection's hooks. Both must store the
 * same rows for the same submissions. Each run makes two identical events from a generated
 * configuration (sessions with and without places, a group limit, questions), sends the same
 * generated submissions to each (new people, repeats of them with other spellings of their name and
 * address, groups, answers, consent), the first event with the fast statement and the second with it
 * out of the way (a configured webhook sends every registration through Payload, as in production),
 * and compares every row each left behind and every answer the form gave.
 */

const SESSION_KEYS = ['first', 'second', 'third'] as const
const QUESTIONS = [
  {
    key: 'meal',
    label: 'Meal',
    type: 'one-choice' as const,
    options: ['Vegetarian', 'Meat'],
    required: true,
    perAttendee: true,
  },
  { key: 'needs', label: 'Access needs', type: 'long-text' as const, sensitive: true },
]

const eventShape = fc.record({
  sessionCount: fc.integer({ min: 1, max: 3 }),
  capacities: fc.array(fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }), { minLength: 3, maxLength: 3 }),
  groupLimit: fc.integer({ min: 0, max: 3 }),
  hasQuestions: fc.boolean(),
})
type EventShape = typeof eventShape extends fc.Arbitrary<infer T> ? T : never

const person = fc.record({
  who: fc.integer({ min: 0, max: 3 }),
  // The same person written another way: the name's spacing and case, the address's case and padding.
  spelling: fc.constantFrom('plain', 'shouting', 'padded'),
  // Phones shared by several people of a run, written several ways (the same mobile, internationally).
  phone: fc.option(fc.constantFrom('mobile', 'landline', 'mobile-international'), { nil: null }),
  sessions: fc.subarray([0, 1, 2], { minLength: 1 }),
  consentEmail: fc.boolean(),
  consentSms: fc.boolean(),
  people: fc.array(fc.record({ name: fc.constantFrom('Sam', 'Alex', 'Jo'), isChild: fc.boolean() }), {
    maxLength: 3,
  }),
  meal: fc.constantFrom('Vegetarian', 'Meat'),
  needs: fc.option(fc.constantFrom('Step-free access', 'Hearing loop'), { nil: null }),
})
type Submission = typeof person extends fc.Arbitrary<infer T> ? T : never

const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Mary Seacole', 'Isaac Newton']

/** A phone number of this run and path only (so neither path's people can be matched to the other's), in the chosen spelling. */
const lineOf = (path: string) =>
  String(Number(path.replace(/\D/g, '')) * 2 + (path.startsWith('slow') ? 1 : 0)).padStart(5, '0')
const phoneOf = (path: string, kind: 'mobile' | 'landline' | 'mobile-international') => {
  const line = lineOf(path)
  return { mobile: `07700 ${line}1`, landline: ` 01242 ${line}2 `, 'mobile-international': `+44 7700 ${line}1` }[kind]
}

let ip = 0
async function submit(slug: string, shape: EventShape, path: string, entry: Submission) {
  const name = NAMES[entry.who]!
  const address = `${path}.${entry.who}@agree.example`
  const spelled = {
    plain: { fullName: name, email: address },
    shouting: { fullName: name.toUpperCase(), email: address.toUpperCase() },
    padded: { fullName: `  ${name.replace(' ', '   ')} `, email: ` ${address} ` },
  }[entry.spelling]
  const sessions = entry.sessions.filter((index) => index < shape.sessionCount).map((index) => SESSION_KEYS[index]!)
  ip += 1
  const response = await rest('POST', '/registrations/register', {
    body: {
      event: slug,
      website: '',
      ...spelled,
      phone: entry.phone && phoneOf(path, entry.phone),
      attendanceChoice: sessions.length ? sessions : [SESSION_KEYS[0]],
      consentEmail: entry.consentEmail,
      consentSms: entry.consentSms,
      ...(shape.hasQuestions ? { answers: { meal: entry.meal, ...(entry.needs ? { needs: entry.needs } : {}) } } : {}),
      people: entry.people.slice(0, shape.groupLimit).map((one, index) => ({
        fullName: `${one.name} ${name.split(' ')[1]} ${index}`,
        isChild: one.isChild,
        ...(shape.hasQuestions ? { answers: { meal: entry.meal } } : {}),
      })),
    },
    ip: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
  })
  return { status: response.status, json: response.json }
}

async function makeEvent(shape: EventShape) {
  const start = Date.now() + 40 * 86_400_000
  return createTestEvent(await testPayload(), {
    groupLimit: shape.groupLimit,
    ...(shape.hasQuestions ? { questions: QUESTIONS } : {}),
    sessions: SESSION_KEYS.slice(0, shape.sessionCount).map((key, index) => ({
      key,
      title: `Session ${key}`,
      startsAt: new Date(start + index * 86_400_000).toISOString(),
      endsAt: new Date(start + index * 86_400_000 + 3_600_000).toISOString(),
      capacity: shape.capacities[index] ?? null,
    })),
  } as never)
}

/**
 * Everything the event's registrations left behind, with what differs by nature between two events
 * and two addresses made neutral: ids (a row is named by its place in the list), the event, the
 * address's prefix, random codes and times.
 */
async function storedFor(eventId: number, path: string) {
  const pool = poolOf(await testPayload())
  const { rows: registrations } = await pool.query(
    `SELECT r.*, (SELECT coalesce(json_agg(json_build_object('path', t.path, 'text', t.text, 'order', t."order") ORDER BY t.path, t."order"), '[]') FROM registrations_texts t WHERE t.parent_id = r.id) AS texts
     FROM registrations r WHERE r.event_id = $1 ORDER BY r.id`,
    [eventId],
  )
  const ids = registrations.map((row) => row.id as number)
  const nameOf = (id: unknown) => (id === null || id === undefined ? null : `#${ids.indexOf(Number(id))}`)
  const address = (value: unknown) => (typeof value === 'string' ? value.replace(`${path}.`, 'path.') : value)
  const phone = (value: unknown) => (typeof value === 'string' ? value.replace(lineOf(path), 'LINE') : value)
  const { rows: waiting } = await pool.query(
    'SELECT registration_id, session_key, status FROM waiting_list WHERE event_id = $1 ORDER BY id',
    [eventId],
  )
  const { rows: jobs } = await pool.query(
    `SELECT task_slug, input FROM payload_jobs WHERE task_slug <> 'deliverWebhook' AND (input->>'registrationId')::int = ANY($1::int[]) ORDER BY id`,
    [ids],
  )
  const { rows: records } = await pool.query(
    `SELECT email, channel, purpose, action, wording, wording_version, source, person_id FROM consent_records WHERE email LIKE $1 ORDER BY id`,
    [`${path}.%`],
  )
  // People are named by their first appearance among the rows, their households likewise.
  const personIds = [...new Set(registrations.map((row) => row.person_id as number | null).filter((id) => id !== null))]
  const personOf = (id: unknown) => (id === null ? null : `person ${personIds.indexOf(Number(id))}`)
  const { rows: people } = await pool.query(
    `SELECT p.id, p.full_name, p.household_id, p.first_seen_via, p.first_seen_at IS NOT NULL AS seen,
       (SELECT json_agg(json_build_object('email', e.email, 'key', e.key) ORDER BY e._order) FROM people_emails e WHERE e._parent_id = p.id) AS emails,
       (SELECT json_agg(json_build_object('phone', f.phone, 'key', f.key) ORDER BY f._order) FROM people_phones f WHERE f._parent_id = p.id) AS phones
     FROM people p WHERE p.id = ANY($1::int[])`,
    [personIds],
  )
  const householdIds = [
    ...new Set(personIds.map((id) => people.find((row) => row.id === id)?.household_id).filter((id) => id != null)),
  ]
  return {
    people: personIds.map((id) => {
      const row = people.find((one) => one.id === id)!
      return {
        ...row,
        id: personOf(id),
        household_id: row.household_id === null ? null : `household ${householdIds.indexOf(row.household_id)}`,
        emails: (row.emails ?? []).map((email: { email: string; key: string }) => ({
          email: address(email.email),
          key: address(email.key),
        })),
        phones: (row.phones ?? []).map((one: { phone: string; key: string }) => ({
          phone: phone(one.phone),
          key: phone(one.key),
        })),
      }
    }),
    registrations: registrations.map((row) => ({
      ...row,
      id: nameOf(row.id),
      event_id: 'the event',
      group_booker_id: nameOf(row.group_booker_id),
      person_id: personOf(row.person_id),
      email: address(row.email),
      phone: phone(row.phone),
      identity_key: row.identity_key ? address(String(row.identity_key).replace(/^\d+:/, 'event:')) : null,
      checkin_code: /^[A-HJ-NP-Z2-9]{8}$/.test(row.checkin_code) ? 'a code' : row.checkin_code,
      created_at: 'time',
      updated_at: 'time',
      consent_recorded_at: row.consent_recorded_at ? 'time' : null,
    })),
    waiting: waiting.map((row) => ({ ...row, registration_id: nameOf(row.registration_id) })),
    jobs: jobs.map((job) => ({ ...job, input: { ...job.input, registrationId: nameOf(job.input.registrationId) } })),
    records: records.map((record) => ({
      ...record,
      email: address(record.email),
      person_id: personOf(record.person_id),
    })),
  }
}

async function useWebhook(url: string | null) {
  await (await testPayload()).updateGlobal({ slug: 'integrations', data: { webhookUrl: url }, overrideAccess: true })
}

let startedAt: Date

beforeAll(async () => {
  await testPayload()
  startedAt = new Date()
})

afterAll(async () => {
  await useWebhook(null)
  await expectPlaceCountsExact()
  // The hundreds of e-mails and webhooks these registrations queued are not this file's subject: they
  // go, so that the next file's queue holds only its own.
  await poolOf(await testPayload()).query(
    `DELETE FROM payload_jobs WHERE completed_at IS NULL AND created_at >= $1 AND task_slug IN ('sendRegistrationConfirmation', 'deliverWebhook')`,
    [startedAt],
  )
})

describe('the fast statement and Payload store the same rows', () => {
  it('for generated events and submissions: new people, repeats, groups, answers, consent, places and waiting lists', async () => {
    let registrations = 0
    let run = 0
    await fc.assert(
      fc.asyncProperty(eventShape, fc.array(person, { minLength: 5, maxLength: 7 }), async (shape, submissions) => {
        run += 1
        const fast = await makeEvent(shape)
        const slow = await makeEvent(shape)
        const answers = { fast: [] as unknown[], slow: [] as unknown[] }
        await useWebhook(null)
        for (const entry of submissions) answers.fast.push(await submit(fast.slug, shape, `fast${run}`, entry))
        await useWebhook('http://127.0.0.1:9/agree')
        for (const entry of submissions) answers.slow.push(await submit(slow.slug, shape, `slow${run}`, entry))
        await useWebhook(null)
        registrations += submissions.length
        expect(answers.fast).toEqual(answers.slow)
        expect(await storedFor(fast.id, `fast${run}`)).toEqual(await storedFor(slow.id, `slow${run}`))
      }),
      { numRuns: 40, endOnFailure: true },
    )
    expect(registrations).toBeGreaterThanOrEqual(200)
  }, 600_000)
})
