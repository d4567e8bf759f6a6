import type { ArrayField, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Events } from '../../../collections/Events'
import { LONG_TEXT_MAX } from '@/events/rules/event-question-limits'
import { BODY_LIMITS } from '@/platform/http/body-limits'
import { MAX_GROUP_SIZE, registrationSchema } from '@/registrations/rules/registration-schema'

/** As many questions as an event may ask (the Questions field's own limit). */
const maxQuestions = () => {
  const questions = (Events.fields as Field[]).find(
    (field): field is ArrayField => 'name' in field && field.name === 'questions',
  )
  expect(questions?.maxRows).toBeGreaterThan(0)
  return questions!.maxRows!
}

/** A long answer at its longest, in ordinary English with the odd curly quote and accent. */
const longAnswer = (seed: number) =>
  `Access needs for person ${seed}: we’ll need step-free access and a seat near the front; Zoë uses a wheelchair. `
    .repeat(40)
    .slice(0, LONG_TEXT_MAX)

describe('the body limit of a visitor’s request', () => {
  it('takes the largest legitimate form: a family of twenty, everyone answering every question at its longest', () => {
    const questions = maxQuestions()
    const answers = (person: number) =>
      Object.fromEntries(Array.from({ length: questions }, (_, index) => [`question-${index + 1}`, longAnswer(person)]))
    const form = {
      event: 'outreach-event-2025',
      fullName: 'Booker '.padEnd(200, 'x'),
      email: 'booker@example.org',
      phone: '07700 900123',
      attendanceChoice: Array.from({ length: 20 }, (_, index) => `session-${index}`),
      consentEmail: true,
      consentSms: true,
      answers: answers(0),
      people: Array.from({ length: MAX_GROUP_SIZE }, (_, index) => ({
        fullName: `Person ${index + 1} `.padEnd(200, 'y'),
        isChild: index % 2 === 0,
        answers: answers(index + 1),
      })),
      website: '',
    }
    // A form the server accepts as it is shaped.
    expect(registrationSchema.safeParse(form).success).toBe(true)
    const bytes = Buffer.byteLength(JSON.stringify(form))
    expect(bytes).toBeGreaterThan(1024 * 1024)
    expect(bytes).toBeLessThan(BODY_LIMITS.form)
  })
})
