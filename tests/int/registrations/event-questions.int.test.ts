import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGISTRATION_CSV_COLUMNS } from '@/registrations/rules/registrations-csv'
import type { StoredAnswer } from '@/events/rules/event-questions'
import type { Event } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { listRegistrations } from '@/registrations/list-registrations'
import { readEventQuestions } from '@/events/read-event-questions'
import { readStaffEvent } from '@/events/list-staff-events'
import { listScopeOf } from '@/registrations/rules/audience'
import { applyRetention } from '@/privacy/apply-retention'

import { createTestEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * An event's own questions after registration: who reads the answers (sensitive ones admins only,
 * over every API), the export's columns and its filter, a data request, retention and webhooks.
 */

const DAY = 86_400_000
const QUESTIONS = [
  {
    key: 'diet',
    label: 'Dietary preference',
    type: 'one-choice' as const,
    options: ['None', 'Vegetarian', 'Vegan'],
    required: true,
  },
  { key: 'access', label: 'Access needs', type: 'long-text' as const, sensitive: true },
  { key: 'help', label: 'Can you help with', type: 'several-choices' as const, options: ['Tea', 'Welcome'] },
]
const open = (diet: string, help?: string[]): StoredAnswer[] => [
  {
    key: 'diet',
    label: 'Dietary preference',
    type: 'one-choice',
    value: diet,
    options: ['None', 'Vegetarian', 'Vegan'],
  },
  ...(help
    ? [
        {
          key: 'help',
          label: 'Can you help with',
          type: 'several-choices' as const,
          value: help,
          options: ['Tea', 'Welcome'],
        },
      ]
    : []),
]
const sensitive = (text: string): StoredAnswer[] => [
  { key: 'access', label: 'Access needs', type: 'long-text', value: text },
]

let admin: Awaited<ReturnType<typeof staffUser>>
let volunteer: Awaited<ReturnType<typeof staffUser>>
let event: Event

/** A registration with answers as the form would store them (the local API, as the write path does). */
async function registrant(
  fullName: string,
  answers: StoredAnswer[],
  sensitiveAnswers: StoredAnswer[] | null,
  eventId = event.id,
) {
  const payload = await testPayload()
  const email = uniqueEmail(fullName.split(' ')[0]!.toLowerCase())
  const doc = await payload.create({
    collection: 'registrations',
    data: { event: eventId, fullName, email, attendanceChoice: ['friday'], answers, sensitiveAnswers },
    overrideAccess: true,
  })
  return { id: doc.id, email }
}

beforeAll(async () => {
  const payload = await testPayload()
  admin = await staffUser('admin')
  volunteer = await staffUser('volunteer')
  event = await createTestEvent(payload, { questions: QUESTIONS } as never)
})

describe('who reads the answers', () => {
  it('gives a volunteer the open answers but never the sensitive ones, over REST, GraphQL or the door list; an admin both', async () => {
    const person = await registrant('Vera Questions', open('Vegan'), sensitive('Uses a wheelchair'))

    const asVolunteer = await rest('GET', `/registrations/${person.id}?depth=0`, { token: volunteer.token })
    expect(asVolunteer.status).toBe(200)
    expect(asVolunteer.json.answers).toEqual(open('Vegan'))
    expect(asVolunteer.json).not.toHaveProperty('sensitiveAnswers')
    expect(JSON.stringify(asVolunteer.json)).not.toContain('wheelchair')

    const listed = await rest('GET', `/registrations?where[id][equals]=${person.id}&depth=0`, {
      token: volunteer.token,
    })
    expect(JSON.stringify(listed.json)).not.toContain('wheelchair')

    const query = `{ Registration(id: ${person.id}) { fullName answers sensitiveAnswers } }`
    const volunteerGraph = await graphql(query, { token: volunteer.token })
    expect(JSON.stringify(volunteerGraph)).not.toContain('wheelchair')
    expect((volunteerGraph.data?.Registration as Record<string, unknown> | null)?.fullName).toBe('Vera Questions')

    const door = await rest('GET', `/registrations/checkin?event=${event.id}&session=friday&q=Vera`, {
      token: volunteer.token,
    })
    expect(door.status).toBe(200)
    expect(JSON.stringify(door.json)).toContain('Vera Questions')
    expect(JSON.stringify(door.json)).not.toContain('wheelchair')

    const asAdmin = await rest('GET', `/registrations/${person.id}?depth=0`, { token: admin.token })
    expect(asAdmin.json).toMatchObject({ answers: open('Vegan'), sensitiveAnswers: sensitive('Uses a wheelchair') })
    const adminGraph = await graphql(query, { token: admin.token })
    expect(adminGraph.data?.Registration).toMatchObject({ sensitiveAnswers: sensitive('Uses a wheelchair') })
  })

  it('changes nothing when a volunteer tries to write answers', async () => {
    const person = await registrant('Wendy Writes', open('None'), null)
    // Field access drops what a volunteer may not write; whatever the answer, nothing changes.
    await rest('PATCH', `/registrations/${person.id}`, {
      token: volunteer.token,
      body: { sensitiveAnswers: sensitive('made up'), answers: [] },
    })
    const stored = await (
      await testPayload()
    ).findByID({ collection: 'registrations', id: person.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ answers: open('None'), sensitiveAnswers: null })
  })
})

describe('the registrations export and table', () => {
  const csvOf = async (query: string) => {
    const answer = await rest('GET', `/registrations/export?${query}`, { token: admin.token })
    expect(answer.status).toBe(200)
    return Papa.parse<string[]>(String(answer.json).replace('\uFEFF', ''), { skipEmptyLines: true }).data
  }

  it("puts a column per question after the SPEC columns, headed by the question's wording, sensitive answers included", async () => {
    const person = await registrant('Carla Columns', open('Vegetarian', ['Tea', 'Welcome']), sensitive('Hearing loop'))
    const [header, ...rows] = await csvOf(`event=${event.id}&search=Carla`)
    const spec = header!.slice(0, REGISTRATION_CSV_COLUMNS.length - 2)
    expect(spec.slice(0, 5)).toEqual(['Full Name', 'Email', 'Phone', 'Attendance Choice', 'GDPR Consent'])
    expect(header!.slice(-4)).toEqual(['Waiting For', 'Dietary preference', 'Access needs', 'Can you help with'])
    const row = rows.find((candidate) => candidate[1] === person.email)!
    expect(row.slice(-3)).toEqual(['Vegetarian', 'Hearing loop', 'Tea; Welcome'])
  })

  it('exports an event without questions with the columns it always had', async () => {
    const plain = await createTestEvent(await testPayload())
    const person = await registrant('Paul Plain', [], null, plain.id)
    const [header, ...rows] = await csvOf(`event=${plain.id}`)
    expect(header).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'Attendance Choice',
      'GDPR Consent',
      'Friday night Check-in',
      'Saturday workshop Check-in',
      'Sunday celebration Check-in',
      'Tags',
      'Notes',
      'Registration Date',
      'Booked By',
      'Child',
      'Check-in Code',
      'Place',
      'Waiting For',
    ])
    expect(rows.find((row) => row[1] === person.email)).toHaveLength(header!.length)
  })

  it('filters on an answer to a choice question, in the table and the export alike', async () => {
    const filterEvent = await createTestEvent(await testPayload(), { questions: QUESTIONS } as never)
    const vegan = await registrant('Fay Vegan', open('Vegan', ['Welcome']), null, filterEvent.id)
    const none = await registrant(
      'Finn None',
      open('None', ['Tea']),
      sensitive('Vegan diet for health'),
      filterEvent.id,
    )
    await registrant('Flo Unanswered', [], null, filterEvent.id)

    const exportedEmails = async (answer: string) =>
      (await csvOf(`event=${filterEvent.id}&answer=${encodeURIComponent(answer)}`)).slice(1).map((row) => row[1])
    expect(await exportedEmails('diet:Vegan')).toEqual([vegan.email])
    expect(await exportedEmails('help:Tea')).toEqual([none.email])
    expect(await exportedEmails('diet:Vegetarian')).toEqual([])
    // An option the event does not offer filters nothing, as an unknown value of any filter does.
    expect(await exportedEmails('diet:Pizza')).toHaveLength(3)

    const payload = await testPayload()
    const staffEvent = (await readStaffEvent(payload, admin.user, filterEvent.id))!
    const questions = await readEventQuestions(payload, filterEvent.id)
    const page = await listRegistrations(
      payload,
      admin.user,
      staffEvent,
      { filters: { answer: 'help:Welcome' } as never, page: 1, sort: 'fullName' },
      questions,
    )
    expect(page.rows.map((row) => row.fullName)).toEqual(['Fay Vegan'])
    expect(page.rows[0]!.answers).toEqual({ diet: 'Vegan', help: 'Welcome' })
    expect(listScopeOf(staffEvent).eventId).toBe(filterEvent.id)
  })
})

describe('a data request, retention and webhooks', () => {
  it('includes every answer, with the wording the person saw, in the data export', async () => {
    const person = await registrant('Dora Data', open('Vegan'), sensitive('Nut allergy'))
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(person.email)}`, {
      token: admin.token,
    })
    expect(bundle.status).toBe(200)
    expect(bundle.json).toMatchObject({
      registrations: [{ fullName: 'Dora Data', answers: open('Vegan'), sensitiveAnswers: sensitive('Nut allergy') }],
    })
  })

  it('clears answers and sensitive answers when a registration is anonymised', async () => {
    const payload = await testPayload()
    const longAgo = new Date(Date.now() - 800 * DAY)
    const past = await createTestEvent(payload, {
      questions: QUESTIONS,
      sessions: [
        {
          key: 'friday',
          title: 'Friday',
          startsAt: longAgo.toISOString(),
          endsAt: new Date(longAgo.getTime() + 3_600_000).toISOString(),
        },
      ],
    } as never)
    const person = await registrant('Ronan Retained', open('Vegan'), sensitive('Epilepsy'), past.id)
    // Only events over 700 days gone (this one) are due: the run leaves this database's other
    // registrations alone, as many thousands of them took it past its minute on a slow machine.
    const { retention } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { ...retention, registrationDaysAfterEvent: 700 } },
      overrideAccess: true,
    })
    try {
      await applyRetention(payload)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { retention }, overrideAccess: true })
    }
    const stored = await payload.findByID({
      collection: 'registrations',
      id: person.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ fullName: 'Anonymised registration', answers: null, sensitiveAnswers: null })
    const { rows } = await poolOf(payload).query('SELECT answers, sensitive_answers FROM registrations WHERE id = $1', [
      person.id,
    ])
    expect(rows[0]).toEqual({ answers: null, sensitive_answers: null })
  })

  it('never sends sensitive answers to the webhook', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: 'http://127.0.0.1:9/hook' },
      overrideAccess: true,
    })
    try {
      const person = await registrant('Hugo Hooked', open('Vegan'), sensitive('Diabetic'))
      const { rows } = await poolOf(payload).query<{ id: number; body: unknown }>(
        `SELECT id, body FROM webhook_deliveries WHERE body::text LIKE $1`,
        [`%${person.email}%`],
      )
      expect(rows).toHaveLength(1)
      const body = JSON.stringify(rows[0]!.body)
      expect(body).toContain('Hugo Hooked')
      expect(body).not.toContain('Diabetic')
      expect(body).not.toMatch(/sensitive/i)
      // The delivery is never attempted here: its queued job goes with it.
      await poolOf(payload).query(
        `DELETE FROM payload_jobs WHERE task_slug = 'deliverWebhook' AND (input->>'deliveryId')::int = $1`,
        [rows[0]!.id],
      )
      await payload.delete({ collection: 'webhook-deliveries', id: rows[0]!.id, overrideAccess: true })
    } finally {
      await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: null }, overrideAccess: true })
    }
  })

  it('fills [Answers] in a message with the open answers only', async () => {
    const payload = await testPayload()
    const own = await createTestEvent(payload, { questions: QUESTIONS } as never)
    await registrant('Mona Message', open('Vegan', ['Tea']), sensitive('Asthma'), own.id)
    const segment = await rest('POST', '/segments', {
      token: admin.token,
      body: { name: `Answers ${own.id}`, filters: { event: own.id } },
    })
    const segmentId = (segment.json as { doc: { id: number } }).doc.id
    const preview = await rest('POST', '/messaging-logs/preview', {
      token: admin.token,
      body: {
        type: 'email',
        purpose: 'service',
        subject: 'Your booking',
        content: 'You told us:\n[Answers]',
        audience: `segment:${segmentId}`,
      },
    })
    expect(preview.status).toBe(200)
    const content = (preview.json as { sample: { content: string } }).sample.content
    expect(content).toBe('You told us:\nDietary preference: Vegan\nCan you help with: Tea')
    expect(content).not.toContain('Asthma')
  })
})
