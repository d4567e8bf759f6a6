import { expect, test } from '../test'

/**
 * A visitor with no session probes every collection over REST and GraphQL on the real server:
 * nothing personal may come back, and nothing may be changed.
 */
const PRIVATE = [
  'registrations',
  'checkins',
  'users',
  'message-templates',
  'messaging-logs',
  'segments',
  'email-outbox',
  'sms-outbox',
  'suppressions',
  'consent-records',
  'message-deliveries',
  'scheduled-messages',
  'webhook-deliveries',
  'audit-log',
  'rate-limits',
  'payload-jobs',
  'prayer-requests',
  'foundation-school-applications',
  'visit-plans',
  'payload-preferences',
  'payload-locked-documents',
]
const PERSONAL_MARKERS = ['@example.org', '@demo.example', 'admin@', 'hash', 'salt']

test('REST lists of private collections are refused', async ({ request }) => {
  for (const slug of PRIVATE) {
    const response = await request.get(`/api/${slug}?limit=100&depth=2`)
    expect(response.status(), slug).toBe(403)
    const body = await response.text()
    for (const marker of PERSONAL_MARKERS) expect(body, `${slug} leaks ${marker}`).not.toContain(marker)
  }
})

test('REST reads of public content carry no personal data', async ({ request }) => {
  for (const path of [
    '/api/pages?limit=100&depth=2&draft=true',
    '/api/media?limit=100',
    '/api/globals/site-settings',
    '/api/globals/navigation',
    '/api/events?limit=100&depth=2',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const body = await response.text()
    expect(body, path).not.toContain('admin@example.org')
    expect(body, path).not.toMatch(/"(hash|salt|password|resetPasswordToken)"/)
  }
})

test('GraphQL answers no private query and introspection is off', async ({ request }) => {
  const queries = [
    '{ Registrations { docs { id fullName email phone notes } } }',
    '{ Users { docs { id email role } } }',
    '{ MessageTemplates { docs { id content } } }',
    '{ MessagingLogs { docs { id content } } }',
    '{ Segments { docs { id name } } }',
    '{ EmailOutboxes { docs { id to subject text } } }',
    '{ SmsOutboxes { docs { id to body } } }',
    '{ Suppressions { docs { id email } } }',
    '{ MessageDeliveries { docs { id address } } }',
    '{ ScheduledMessages { docs { id name body } } }',
    '{ WebhookDeliveries { docs { id url body } } }',
    '{ Integrations { webhookUrl webhookSecret } }',
    '{ AuditLogs { docs { id summary actorEmail } } }',
    '{ PrayerRequests { docs { id prayerRequest email } } }',
    '{ VisitPlans { docs { id email } } }',
    '{ __schema { types { name } } }',
  ]
  for (const query of queries) {
    const response = await request.post('/api/graphql', { data: { query } })
    const text = await response.text()
    expect(text, query).not.toContain('@example.org')
    expect(text, query).not.toContain('@demo.example')
    const json = JSON.parse(text) as { data?: Record<string, { docs?: unknown[] } | null>; errors?: unknown[] }
    const docs = Object.values(json.data ?? {}).flatMap((value) => (value && 'docs' in value ? (value.docs ?? []) : []))
    expect(docs, query).toHaveLength(0)
    expect(json.errors?.length ?? 0, query).toBeGreaterThan(0)
  }
})

test('anonymous writes to staff collections and globals are refused', async ({ request }) => {
  expect(
    (
      await request.post('/api/users', {
        data: { email: 'x@x.org', password: 'abcdefgh12', fullName: 'x', role: 'admin' },
      })
    ).status(),
  ).toBe(403)
  expect((await request.post('/api/segments', { data: { name: 'x' } })).status()).toBe(403)
  expect((await request.get('/api/globals/integrations')).status()).toBe(403)
  expect((await request.post('/api/settings/test-webhook', { data: { url: 'http://127.0.0.1/' } })).status()).toBe(403)
  expect(
    (
      await request.post('/api/messaging-logs/send', {
        data: { type: 'email', subject: 'x', content: 'x', audience: 'all' },
      })
    ).status(),
  ).toBe(403)
  expect((await request.get('/api/messaging-logs/recipients?audience=all')).status()).toBe(403)
  expect((await request.post('/api/suppressions/unsubscribe?token=forged.token')).status()).toBe(400)
  expect((await request.post('/api/globals/site-settings', { data: { churchName: 'Hacked' } })).status()).toBe(403)
  const settings = await (await request.get('/api/globals/site-settings')).json()
  expect(settings.churchName).not.toBe('Hacked')
})
