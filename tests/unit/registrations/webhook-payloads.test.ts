import { describe, expect, it } from 'vitest'

import { EXAMPLE_WEBHOOK_PAYLOAD, registrationCreatedPayload } from '@/registrations/rules/webhook-payloads'

describe('the registration_created webhook payload', () => {
  it('keeps the fields receivers already read and names the event registered for', () => {
    const payload = registrationCreatedPayload(
      { fullName: 'Ruth Reed', email: null, attendanceChoice: ['morning'], createdAt: '2026-03-01T09:00:00.000Z' },
      { slug: 'spring-retreat-2026', title: 'Spring Retreat 2026' },
    )
    expect(payload).toEqual({
      event: 'registration_created',
      data: {
        full_name: 'Ruth Reed',
        email: null,
        attendance_choice: ['morning'],
        created_at: '2026-03-01T09:00:00.000Z',
        event: { slug: 'spring-retreat-2026', title: 'Spring Retreat 2026' },
      },
    })
  })

  it("shows staff an example with the outreach event's identifiers", () => {
    expect(EXAMPLE_WEBHOOK_PAYLOAD.event).toBe('registration_created')
    expect(EXAMPLE_WEBHOOK_PAYLOAD.data).toMatchObject({
      full_name: 'Jane Smith',
      attendance_choice: ['online', 'super-sunday', 'both'],
      event: { slug: 'outreach-event-2025' },
    })
  })
})

describe('what a webhook never carries', () => {
  it('leaves out answers, sensitive ones above all, however much the registration holds', () => {
    const registration = {
      fullName: 'Ruth Reed',
      email: 'ruth@example.org',
      attendanceChoice: ['morning'],
      createdAt: '2026-03-01T09:00:00.000Z',
      answers: [{ key: 'diet', label: 'Diet', type: 'one-choice', value: 'Vegan' }],
      sensitiveAnswers: [{ key: 'access', label: 'Access needs', type: 'long-text', value: 'Wheelchair user' }],
    }
    const body = JSON.stringify(registrationCreatedPayload(registration, null))
    expect(body).not.toContain('Wheelchair')
    expect(body).not.toMatch(/sensitive/i)
  })
})
