import { describe, expect, it } from 'vitest'

import type { Event } from '@/payload-types'

import { createTestEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload } from '../../helpers/payload'

/**
 * Whether a question's answers are sensitive decides who reads them: admins only, never volunteers,
 * webhooks, notification e-mails or `[Answers]`. An editor who could unmark a question would let
 * volunteers read every medical answer given after it; so only an admin changes the mark or removes
 * a sensitive question, and every change is audited.
 */
const QUESTIONS = [
  { key: 'medical', label: 'Medical needs', type: 'long-text' as const, sensitive: true },
  { key: 'diet', label: 'Dietary preference', type: 'short-text' as const, sensitive: false },
]

type Question = NonNullable<Event['questions']>[number]

async function eventWithQuestions() {
  const payload = await testPayload()
  return createTestEvent(payload, { questions: QUESTIONS } as never)
}

const storedQuestions = async (id: number) =>
  (
    (await (await testPayload()).findByID({ collection: 'events', id, depth: 0, overrideAccess: true, draft: true }))
      .questions ?? []
  ).map(({ key, label, sensitive }) => ({ key, label, sensitive }))

const withQuestions = (event: Event, change: (questions: Question[]) => Question[]) =>
  change((event.questions ?? []).map((question) => ({ ...question })))

async function auditEntriesFor(eventId: number) {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'sensitive-question' } }, { target: { equals: `events:${eventId}` } }] },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

describe('sensitive questions', () => {
  it('refuses an editor who unmarks a sensitive question, over REST and GraphQL, changing nothing', async () => {
    const event = await eventWithQuestions()
    const before = await storedQuestions(event.id)
    const { token } = await staffUser('editor')
    const unmarked = withQuestions(event, (questions) =>
      questions.map((question) => (question.key === 'medical' ? { ...question, sensitive: false } : question)),
    )
    const overRest = await rest('PATCH', `/events/${event.id}`, { token, body: { questions: unmarked } })
    expect(overRest.status).toBe(403)
    expect(JSON.stringify(overRest.json)).toContain('Only an admin can change whether a question is sensitive')
    expect(JSON.stringify(overRest.json)).toContain('Medical needs')

    const asDraft = await rest('PATCH', `/events/${event.id}?draft=true`, {
      token,
      body: { questions: unmarked, _status: 'draft' },
    })
    expect(asDraft.status).toBe(403)

    const overGraphql = await graphql(
      `mutation { updateEvent(id: ${event.id}, data: { questions: [${unmarked
        .map(
          (question) =>
            `{ id: ${JSON.stringify(question.id)}, key: ${JSON.stringify(question.key)}, label: ${JSON.stringify(question.label)}, type: ${question.type.replace('-', '_')}, sensitive: ${Boolean(question.sensitive)} }`,
        )
        .join(', ')}] }) { id } }`,
      { token },
    )
    expect(overGraphql.errors?.[0]?.message).toMatch(/Only an admin can change whether a question is sensitive/)

    expect(await storedQuestions(event.id)).toEqual(before)
    expect(await auditEntriesFor(event.id)).toEqual([])
  })

  it('refuses an editor who removes a sensitive question, or marks a kept one, but lets them reword it and add questions', async () => {
    const event = await eventWithQuestions()
    const before = await storedQuestions(event.id)
    const { token } = await staffUser('editor')
    const removed = await rest('PATCH', `/events/${event.id}`, {
      token,
      body: { questions: withQuestions(event, (questions) => questions.filter((q) => q.key !== 'medical')) },
    })
    expect(removed.status).toBe(403)
    expect(JSON.stringify(removed.json)).toContain('Only an admin can remove a sensitive question')
    const marked = await rest('PATCH', `/events/${event.id}`, {
      token,
      body: {
        questions: withQuestions(event, (questions) =>
          questions.map((question) => (question.key === 'diet' ? { ...question, sensitive: true } : question)),
        ),
      },
    })
    expect(marked.status).toBe(403)
    expect(await storedQuestions(event.id)).toEqual(before)

    // Rewording, removing a question that is not sensitive and adding one are content: an editor's to do.
    const reworded = await rest('PATCH', `/events/${event.id}`, {
      token,
      body: {
        questions: [
          ...withQuestions(event, (questions) =>
            questions
              .filter((question) => question.key !== 'diet')
              .map((question) => ({ ...question, label: 'Medical or access needs' })),
          ),
          { label: 'Anything else?', type: 'short-text', sensitive: true },
        ],
      },
    })
    expect(reworded.status, JSON.stringify(reworded.json)).toBe(200)
    expect(await storedQuestions(event.id)).toEqual([
      { key: 'medical', label: 'Medical or access needs', sensitive: true },
      expect.objectContaining({ label: 'Anything else?', sensitive: true }),
    ])
    expect(await auditEntriesFor(event.id)).toEqual([])
  })

  it('lets an admin unmark or remove a sensitive question, and audits each change with the questions it names', async () => {
    const event = await eventWithQuestions()
    const admin = await staffUser('admin')
    const unmarked = await rest('PATCH', `/events/${event.id}`, {
      token: admin.token,
      body: {
        questions: withQuestions(event, (questions) =>
          questions.map((question) => (question.key === 'medical' ? { ...question, sensitive: false } : question)),
        ),
      },
    })
    expect(unmarked.status).toBe(200)
    expect((await storedQuestions(event.id)).find((question) => question.key === 'medical')?.sensitive).toBe(false)

    const payload = await testPayload()
    const current = await payload.findByID({ collection: 'events', id: event.id, depth: 0, overrideAccess: true })
    const remarked = await rest('PATCH', `/events/${event.id}`, {
      token: admin.token,
      body: {
        questions: withQuestions(current, (questions) =>
          questions.map((question) => (question.key === 'medical' ? { ...question, sensitive: true } : question)),
        ),
      },
    })
    expect(remarked.status).toBe(200)
    const removed = await rest('PATCH', `/events/${event.id}`, {
      token: admin.token,
      body: { questions: withQuestions(current, (questions) => questions.filter((q) => q.key !== 'medical')) },
    })
    expect(removed.status).toBe(200)

    const entries = await auditEntriesFor(event.id)
    expect(entries.map((entry) => [entry.actorEmail, entry.summary])).toEqual([
      [admin.email, `${event.title}: “Medical needs” no longer marked sensitive.`],
      [admin.email, `${event.title}: “Medical needs” marked sensitive.`],
      [admin.email, `${event.title}: sensitive question “Medical needs” removed.`],
    ])
  })
})
