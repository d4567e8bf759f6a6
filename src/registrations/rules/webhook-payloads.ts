/** The body of "Test Webhook": {test, timestamp, source, message}. */
export const webhookTestPayload = (now: Date) => ({
  test: true,
  timestamp: now.toISOString(),
  source: 'church-website',
  message: 'This is a test webhook from the church website.',
})

export type RegistrationForWebhook = {
  fullName: string
  email?: string | null
  attendanceChoice?: string[] | null
  createdAt: string
}
/** The event registered for: its page is /events/<slug>. Null only if the event has gone. */
export type EventForWebhook = { slug: string; title: string } | null

/**
 * A new registration, as receivers expect it: registration_created with {full_name, email,
 * attendance_choice, created_at}, and the event it is for as {slug, title}. The outer `event` names
 * what happened (receivers switch on it), so the registration's event sits in `data`.
 * `attendance_choice` holds the event's session keys, with its all-sessions marker when every session is chosen.
 */
export const registrationCreatedPayload = (registration: RegistrationForWebhook, event: EventForWebhook) => ({
  event: 'registration_created' as const,
  data: {
    full_name: registration.fullName,
    email: registration.email ?? null,
    attendance_choice: registration.attendanceChoice ?? [],
    created_at: registration.createdAt,
    event: event ? { slug: event.slug, title: event.title } : null,
  },
})

export const EXAMPLE_WEBHOOK_PAYLOAD = registrationCreatedPayload(
  {
    fullName: 'Jane Smith',
    email: 'jane@example.com',
    attendanceChoice: ['online', 'super-sunday', 'both'],
    createdAt: '2025-09-01T12:00:00.000Z',
  },
  { slug: 'outreach-event-2025', title: 'Outreach Event 2025' },
)

export const WEBHOOK_URL_REQUIRED = 'Please enter a webhook URL first.'
