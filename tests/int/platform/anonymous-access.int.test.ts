import { beforeAll, describe, expect, it } from 'vitest'

import { createTestEvent, specEvent } from '../../helpers/events'
import { rest, testPayload, uniqueEmail } from '../../helpers/payload'

const PRIVATE_COLLECTIONS = [
  'registrations',
  'checkins',
  'message-templates',
  'messaging-logs',
  'segments',
  'users',
  'email-outbox',
  'sms-outbox',
  'suppressions',
  'consent-records',
  'message-deliveries',
  'webhook-deliveries',
  'audit-log',
  'rate-limits',
  'payments',
  'stripe-events',
  'checkin-changes',
  'checkin-nonces',
  'payload-jobs',
  'payload-kv',
  'payload-preferences',
  'payload-migrations',
  'payload-locked-documents',
]

describe('an anonymous visitor over REST', () => {
  let registrationId: number | string
  let draftPageId: number | string
  let publishedEventId: number
  let draftEventId: number
  const email = uniqueEmail('private')

  beforeAll(async () => {
    const payload = await testPayload()
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName: 'Private Person',
        email,
        phone: '07700 900999',
        attendanceChoice: ['online'],
        notes: 'pastoral note',
        tags: ['vip'],
      },
    })
    registrationId = registration.id
    await payload.create({
      collection: 'segments',
      data: {
        name: 'Anon test segment',
        filters: { attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all', sessionAttendance: 'all' },
      },
    })
    await payload.create({
      collection: 'messaging-logs',
      data: { type: 'email', purpose: 'marketing', subject: 's', content: 'secret content', status: 'completed' },
    })
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Secret draft', path: `/draft-${Date.now()}`, _status: 'draft' },
      draft: true,
    })
    draftPageId = draft.id
    publishedEventId = (await createTestEvent(payload)).id
    draftEventId = (await createTestEvent(payload, { _status: 'draft' })).id
    await payload.create({
      collection: 'checkins',
      data: { registration: registration.id, session: 'online' } as never,
      overrideAccess: true,
    })
  })

  it.each(PRIVATE_COLLECTIONS)('cannot list %s', async (slug) => {
    const { status, json } = await rest('GET', `/${slug}`)
    // 403 for our collections; Payload's migrations table has no REST route at all (501).
    expect([403, 404, 501]).toContain(status)
    expect(json).not.toHaveProperty('docs')
    expect(JSON.stringify(json)).not.toContain(email)
  })

  it('cannot read, change or delete a registration by id', async () => {
    expect((await rest('GET', `/registrations/${registrationId}`)).status).toBe(403)
    expect((await rest('PATCH', `/registrations/${registrationId}`, { body: { notes: 'x' } })).status).toBe(403)
    expect((await rest('DELETE', `/registrations/${registrationId}`)).status).toBe(403)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'registrations', id: registrationId })
    expect(stored.notes).toBe('pastoral note')
  })

  it.each([
    'message-templates',
    'messaging-logs',
    'segments',
    'users',
    'pages',
    'media',
    'email-outbox',
    'rate-limits',
    'payload-jobs',
    'events',
    'checkins',
  ])('cannot create in %s', async (slug) => {
    const { status } = await rest('POST', `/${slug}`, {
      body: {
        name: 'x',
        title: 'x',
        path: '/x-anon',
        email: uniqueEmail(),
        password: 'abcdefgh1',
        content: 'x',
        type: 'email',
      },
    })
    expect(status).toBe(403)
  })

  // What a visitor may set through the form's endpoint is tested in event-registration.int.test.ts.
  it('cannot create a registration directly: visitors register only through the event form', async () => {
    const payload = await testPayload()
    const directEmail = uniqueEmail('direct')
    const { status, json } = await rest('POST', '/registrations', {
      body: {
        fullName: 'Direct Visitor',
        email: directEmail,
        attendanceChoice: ['online'],
        consentEmail: true,
        notes: 'hacked',
      },
    })
    expect(status).toBe(403)
    expect(JSON.stringify(json)).not.toContain(directEmail)
    expect(
      (await rest('POST', '/registrations', { body: { fullName: 'A', email: directEmail, attendanceChoice: [] } }))
        .status,
    ).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'registrations',
      where: { email: { equals: directEmail } },
    })
    expect(totalDocs).toBe(0)
  })

  it('reads published pages but never drafts', async () => {
    const { status, json } = await rest('GET', '/pages?limit=100&draft=true')
    expect(status).toBe(200)
    const docs = (json as { docs: { id: unknown; _status: string }[] }).docs
    expect(docs.every((d) => d._status === 'published')).toBe(true)
    expect(docs.some((d) => d.id === draftPageId)).toBe(false)
    expect((await rest('GET', `/pages/${draftPageId}?draft=true`)).status).toBe(404)
  })

  it('reads the public globals but cannot change them', async () => {
    for (const slug of ['site-settings', 'navigation']) {
      expect((await rest('GET', `/globals/${slug}`)).status).toBe(200)
      expect((await rest('POST', `/globals/${slug}`, { body: { churchName: 'Hacked', title: 'Hacked' } })).status).toBe(
        403,
      )
    }
  })

  it('reads published events but never drafts, and cannot change or delete one', async () => {
    const { status, json } = await rest(
      'GET',
      `/events?where[id][in]=${publishedEventId},${draftEventId}&draft=true&depth=0`,
    )
    expect(status).toBe(200)
    expect((json as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([publishedEventId])
    expect((await rest('GET', `/events/${draftEventId}?draft=true`)).status).toBe(404)
    expect((await rest('PATCH', `/events/${publishedEventId}`, { body: { title: 'Hacked' } })).status).toBe(403)
    expect((await rest('DELETE', `/events/${publishedEventId}`)).status).toBe(403)
    const payload = await testPayload()
    expect(
      (await payload.findByID({ collection: 'events', id: publishedEventId, depth: 0, overrideAccess: true })).title,
    ).not.toBe('Hacked')
  })

  it('neither reads nor changes the integrations (webhook secret) or the staff endpoints', async () => {
    expect((await rest('GET', '/globals/integrations')).status).toBe(403)
    expect(
      (await rest('POST', '/globals/integrations', { body: { webhookUrl: 'https://evil.example/' } })).status,
    ).toBe(403)
    for (const path of ['/settings/test-email', '/settings/test-sms', '/settings/test-webhook'])
      expect((await rest('POST', path, { body: {} })).status, path).toBe(403)
    expect((await rest('GET', '/settings/status')).status).toBe(403)
    const integrations = await (await testPayload()).findGlobal({ slug: 'integrations', overrideAccess: true })
    expect(integrations.webhookUrl ?? null).not.toBe('https://evil.example/')
  })

  it('cannot unlock an account or reach the admin panel', async () => {
    expect((await rest('POST', '/users/unlock', { body: { email: 'someone@example.org' } })).status).toBe(403)
    const { json } = await rest('GET', '/access')
    expect((json as { canAccessAdmin?: boolean }).canAccessAdmin).not.toBe(true)
  })
})

describe('a registration choosing both days', () => {
  it('is stored with "both" as well, so every audience filter finds it', async () => {
    await specEvent(await testPayload())
    const email = uniqueEmail('two')
    const { status } = await rest('POST', '/registrations/register', {
      body: { fullName: 'Two Days', email, attendanceChoice: ['super-sunday', 'online'], website: '' },
    })
    expect(status).toBe(200)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'registrations', where: { email: { equals: email } }, depth: 0 })
    expect(docs[0]?.attendanceChoice).toEqual(['online', 'super-sunday', 'both'])
  })
})
