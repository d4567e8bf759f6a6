/** The body of "Test Webhook": {test, timestamp, source, message}. */
export const webhookTestPayload = (now: Date) => ({
  test: true,
  timestamp: now.toISOString(),
  source: 'church-website',
  message: 'This is a test webhook from the church website.',
})

export type RegistrationForWebhook = { fullName: string; email?: string | null; attendanceChoice?: string[] | null; createdAt: string }

/** A new registration, as receivers expect it: registration_created with {full_name, email, attendance_choice, created_at}. */
export const registrationCreatedPayload = (registration: RegistrationForWebhook) => ({
  event: 'registration_created' as const,
  data: {
    full_name: registration.fullName,
    email: registration.email ?? null,
    attendance_choice: registration.attendanceChoice ?? [],
    created_at: registration.createdAt,
  },
})

export const EXAMPLE_WEBHOOK_PAYLOAD = registrationCreatedPayload({
  fullName: 'Jane Smith',
  email: 'jane@example.com',
  attendanceChoice: ['online', 'super-sunday', 'both'],
  createdAt: '2025-09-01T12:00:00.000Z',
})

export const WEBHOOK_URL_REQUIRED = 'Please enter a webhook URL first.'
