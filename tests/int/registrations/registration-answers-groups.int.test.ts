import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

/**
 * What the registration form stores beyond the usual details: answers to the event's questions
 * (sensitive ones apart), checked with the one schema the browser uses, and the people a booker
 * brings, each a registration of their own with their own place.
 */

let ip = 2000
const register = (body: Record<string, unknown>) => {
  ip += 1
  return rest('POST', '/registrations/register', {
    body: { website: '', ...body },
    ip: `10.9.${(ip >> 8) & 255}.${ip & 255}`,
  })
}

const QUESTIONS = [
  {
    key: 'meal',
    label: 'Which meal would you like?',
    type: 'one-choice' as const,
    options: ['Vegetarian', 'Meat'],
    required: true,
    perAttendee: true,
  },
  { key: 'needs', label: 'Any access needs?', type: 'long-text' as const, sensitive: true },
  { key: 'first', label: 'First time with us?', type: 'yes-no' as const },
]

async function eventWithQuestions(extra: Record<string, unknown> = {}) {
  return createTestEvent(await testPayload(), { questions: QUESTIONS, ...extra } as never)
}

async function rowsOf(eventId: number) {
  const { rows } = await poolOf(await testPayload()).query(
    `SELECT r.id, r.full_name, r.email, r.is_child, r.group_booker_id, r.checkin_code, r.answers, r.sensitive_answers, r.place_status,
       (SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice') AS sessions
     FROM registrations r WHERE r.event_id = $1 ORDER BY r.id`,
    [eventId],
  )
  return rows as Array<Record<string, unknown>>
}

async function confirmationJobsFor(ids: unknown[]) {
  const { rows } = await poolOf(await testPayload()).query(
    `SELECT input->>'registrationId' AS id FROM payload_jobs WHERE task_slug = 'sendRegistrationConfirmation' AND input->>'registrationId' = ANY($1::text[])`,
    [ids.map(String)],
  )
  return rows.map((row) => Number(row.id))
}

beforeAll(async () => {
  await testPayload()
})

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe("the event's own questions at registration", () => {
  it('stores the answers with the wording seen, the sensitive ones apart', async () => {
    const event = await eventWithQuestions()
    const answer = await register({
      event: event.slug,
      fullName: 'Quinn Answers',
      email: uniqueEmail('q'),
      attendanceChoice: ['friday'],
      answers: { meal: 'Meat', needs: '  Step-free access  ', first: 'yes', stray: 'ignored' },
    })
    expect(answer.status).toBe(200)
    const [row] = await rowsOf(event.id)
    expect(row!.answers).toEqual([
      {
        key: 'meal',
        label: 'Which meal would you like?',
        type: 'one-choice',
        value: 'Meat',
        options: ['Vegetarian', 'Meat'],
      },
      { key: 'first', label: 'First time with us?', type: 'yes-no', value: true },
    ])
    expect(row!.sensitive_answers).toEqual([
      { key: 'needs', label: 'Any access needs?', type: 'long-text', value: 'Step-free access' },
    ])
  })

  it.each([
    ['a missing required answer', { needs: 'none' }, 'answers.meal', 'Please answer this question.'],
    ['an option not offered', { meal: 'Fish' }, 'answers.meal', 'Please choose one of the options offered.'],
    [
      'a text too long',
      { meal: 'Meat', needs: 'x'.repeat(2001) },
      'answers.needs',
      'Please shorten your answer to 2000 characters or fewer.',
    ],
  ])('refuses %s with a field message and stores nothing', async (_case, answers, field, message) => {
    const event = await eventWithQuestions()
    const answer = await register({
      event: event.slug,
      fullName: 'Refused Person',
      email: uniqueEmail('refused'),
      attendanceChoice: ['friday'],
      answers,
    })
    expect(answer.status).toBe(400)
    expect((answer.json.errors as Record<string, string>)[field]).toBe(message)
    expect(await rowsOf(event.id)).toEqual([])
  })
})

describe('families and groups registering together', () => {
  it('makes one registration per person, linked to the booker, each with a code of their own, and one confirmation', async () => {
    const event = await eventWithQuestions()
    const answer = await register({
      event: event.slug,
      fullName: 'Parent Booker',
      email: uniqueEmail('family'),
      attendanceChoice: ['friday', 'saturday'],
      answers: { meal: 'Meat' },
      people: [
        { fullName: 'Grown Friend', isChild: false, answers: { meal: 'Vegetarian' } },
        { fullName: 'Little One', isChild: true, answers: { meal: 'Meat' } },
      ],
    })
    expect(answer.status).toBe(200)
    const rows = await rowsOf(event.id)
    expect(
      rows.map((row) => [row.full_name, row.email, row.is_child, row.group_booker_id === rows[0]!.id, row.sessions]),
    ).toEqual([
      ['Parent Booker', expect.any(String), false, false, ['friday', 'saturday']],
      ['Grown Friend', null, false, true, ['friday', 'saturday']],
      ['Little One', null, true, true, ['friday', 'saturday']],
    ])
    expect(new Set(rows.map((row) => row.checkin_code)).size).toBe(3)
    expect(rows[1]!.answers).toEqual([
      {
        key: 'meal',
        label: 'Which meal would you like?',
        type: 'one-choice',
        value: 'Vegetarian',
        options: ['Vegetarian', 'Meat'],
      },
    ])
    expect(await confirmationJobsFor(rows.map((row) => row.id))).toEqual([rows[0]!.id])
  })

  it("checks each person's answers and the event's limit on how many one booker brings", async () => {
    const event = await eventWithQuestions({ groupLimit: 1 })
    const tooMany = await register({
      event: event.slug,
      fullName: 'Big Family',
      email: uniqueEmail('big'),
      attendanceChoice: ['friday'],
      answers: { meal: 'Meat' },
      people: [{ fullName: 'A' }, { fullName: 'B' }],
    })
    expect(tooMany.status).toBe(400)
    expect((tooMany.json.errors as Record<string, string>).people).toBe('You can bring up to 1 person on one form.')
    const unanswered = await register({
      event: event.slug,
      fullName: 'Small Family',
      email: uniqueEmail('small'),
      attendanceChoice: ['friday'],
      answers: { meal: 'Meat' },
      people: [{ fullName: 'Kid' }],
    })
    expect(unanswered.status).toBe(400)
    expect((unanswered.json.errors as Record<string, string>)['people.0.answers.meal']).toBe(
      'Please answer this question.',
    )
    expect(await rowsOf(event.id)).toEqual([])
  })

  it('each person takes a place of their own: who does not fit waits', async () => {
    const event = await createTestEvent(await testPayload(), { capacity: 2 })
    const answer = await register({
      event: event.slug,
      fullName: 'Booker Three',
      email: uniqueEmail('three'),
      attendanceChoice: ['sunday'],
      people: [{ fullName: 'Second Person' }, { fullName: 'Third Person', isChild: true }],
    })
    expect(answer.json).toMatchObject({ ok: true })
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => [row.full_name, row.sessions, row.place_status])).toEqual([
      ['Booker Three', ['sunday'], 'confirmed'],
      ['Second Person', ['sunday'], 'confirmed'],
      ['Third Person', null, 'waiting'],
    ])
  })

  it("a stranger who knows a booker's name and address cannot add people to the booking, however often they send the form", async () => {
    const event = await createTestEvent(await testPayload(), { groupLimit: 3 } as never)
    const email = uniqueEmail('injected')
    const booker = { event: event.slug, fullName: 'Guarded Booker', email, attendanceChoice: ['friday'] }
    expect((await register({ ...booker, people: [{ fullName: 'Own Child', isChild: true }] })).status).toBe(200)
    for (let round = 0; round < 3; round++) {
      const repeat = await register({
        ...booker,
        people: [
          { fullName: `Stranger ${round}a` },
          { fullName: `Stranger ${round}b` },
          { fullName: `Stranger ${round}c` },
        ],
      })
      expect(repeat.status).toBe(200)
    }
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => row.full_name)).toEqual(['Guarded Booker', 'Own Child'])
    // The owner's e-mail says what happened: the last repeat's job tells them three people were left out.
    const { rows: jobs } = await poolOf(await testPayload()).query(
      `SELECT input FROM payload_jobs WHERE task_slug = 'sendRegistrationConfirmation' AND input->>'registrationId' = $1 ORDER BY id`,
      [String(rows[0]!.id)],
    )
    expect(jobs.map((job) => job.input.peopleLeftOut ?? 0)).toEqual([0, 3, 3, 3])
  })

  it('nothing is added to a cancelled booking by sending the form again', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const email = uniqueEmail('cancelled-group')
    const booker = { event: event.slug, fullName: 'Cancelled Booker', email, attendanceChoice: ['friday'] }
    await register(booker)
    const [row] = await rowsOf(event.id)
    await payload.update({
      collection: 'registrations',
      id: Number(row!.id),
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(
      (await register({ ...booker, attendanceChoice: ['saturday'], people: [{ fullName: 'Late Addition' }] })).status,
    ).toBe(200)
    const rows = await rowsOf(event.id)
    expect(rows.map((one) => [one.full_name, one.sessions])).toEqual([['Cancelled Booker', ['friday']]])
  })

  it('a data request covers the people a booker brought (they have no address of their own), and erasing the booker erases them', async () => {
    const event = await createTestEvent(await testPayload())
    const email = uniqueEmail('erase-family')
    await register({
      event: event.slug,
      fullName: 'Erased Booker',
      email,
      attendanceChoice: ['friday'],
      people: [{ fullName: 'Brought Along', isChild: true }],
    })
    const admin = (await staffUser('admin')).token
    const erased = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: email } })
    expect(erased.status).toBe(200)
    expect((erased.json.removed as Record<string, number>).registrations).toBe(2)
    expect(await rowsOf(event.id)).toEqual([])
  })

  it("erasing the booker erases the webhook deliveries announcing every registration of the group, a brought person's too", async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    const event = await createTestEvent(payload)
    const email = uniqueEmail('erase-webhooks')
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: 'https://receiver.example/hook' },
      overrideAccess: true,
    })
    try {
      await register({
        event: event.slug,
        fullName: 'Webhook Booker',
        email,
        attendanceChoice: ['friday'],
        people: [{ fullName: 'Brought Quietly', isChild: true }],
      })
    } finally {
      await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: null }, overrideAccess: true })
    }
    const ids = (await rowsOf(event.id)).map((row) => Number(row.id))
    expect(ids).toHaveLength(2)
    const deliveries = async () =>
      (
        await pool.query(
          `SELECT id, body->'data'->>'full_name' AS name FROM webhook_deliveries
           WHERE body->'data'->>'full_name' IN ('Webhook Booker', 'Brought Quietly') AND registration_id = ANY($1::int[])`,
          [ids],
        )
      ).rows
    // Each registration was announced; the brought person's announcement carries no address.
    expect((await deliveries()).map((row) => row.name).sort()).toEqual(['Brought Quietly', 'Webhook Booker'])

    const admin = (await staffUser('admin')).token
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin })
    expect((found.json.counts as Record<string, number>).webhookDeliveries).toBe(2)
    const erased = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: email } })
    expect(erased.status).toBe(200)
    expect((erased.json.removed as Record<string, number>).webhookDeliveries).toBe(2)
    const left = await pool.query(
      `SELECT id FROM webhook_deliveries WHERE body->'data'->>'full_name' IN ('Webhook Booker', 'Brought Quietly')`,
    )
    expect(left.rows).toEqual([])
  })
})
