import { describe, expect, it, vi } from 'vitest'

import { applyRetention } from '@/server/jobs/apply-retention'

import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

const submit = (collection: string, body: Record<string, unknown>) => rest('POST', `/${collection}/submit`, { body, ip: `192.0.2.${Math.floor(Math.random() * 250)}` })

async function outboxFor(to: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', depth: 0 })).docs
}

describe('the church’s public forms', () => {
  it('stores a foundation school application as new, and tells the church and the person', async () => {
    const email = uniqueEmail('fs')
    const { status, json } = await submit('foundation-school-applications', { fullName: 'Ada Lovelace', mobile: '07700 900123', email, preferredClass: 'online', bestTime: 'pm', questions: 'When does it start?' })
    expect(status).toBe(200)
    expect(json).toEqual({ ok: true })
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'foundation-school-applications', where: { email: { equals: email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ fullName: 'Ada Lovelace', preferredClass: 'online', bestTime: 'pm', status: 'new' })

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    // Another test file may be working through the same queue at the same moment: wait for the e-mail.
    const toChurch = await vi.waitFor(
      async () => {
        await payload.jobs.run({ limit: 100, where: { taskSlug: { equals: 'sendFormNotifications' } } })
        const found = (await outboxFor(settings.enquiriesEmail)).find((m) => m.text?.includes(email))
        if (!found) throw new Error('not sent yet')
        return found
      },
      { timeout: 20_000, interval: 500 },
    )
    expect(toChurch?.subject).toBe('New foundation school application')
    expect(toChurch?.text).toContain('Questions: When does it start?')
    expect((toChurch?.headers as Record<string, string>)['Reply-To']).toBe(email)
    const [thanks] = await outboxFor(email)
    expect(thanks?.text).toContain('We will be in touch soon about your start date.')
  })

  it('stores a planned visit and a prayer request with consent', async () => {
    const email = uniqueEmail('visit')
    expect((await submit('visit-plans', { name: 'Vic Visitor', email, mobile: '07700 900124', serviceDate: 'next-sunday', guestsCount: '3-5' })).status).toBe(200)
    expect((await submit('prayer-requests', { fullName: 'Pat Prayer', phone: '07700 900125', email, prayerRequest: 'For my mother’s health.', consent: true })).status).toBe(200)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(1)
    const prayer = await payload.find({ collection: 'prayer-requests', where: { email: { equals: email } } })
    expect(prayer.docs[0]).toMatchObject({ consent: true, status: 'new' })
  })

  it('refuses a prayer request without consent, and bad input anywhere, storing nothing', async () => {
    const email = uniqueEmail('noconsent')
    const noConsent = await submit('prayer-requests', { fullName: 'No Consent', phone: '07700 900126', email, prayerRequest: 'x', consent: false })
    expect(noConsent.status).toBe(400)
    expect(noConsent.json.errors).toMatchObject({ consent: 'Please consent to be contacted by the church.' })
    const badVisit = await submit('visit-plans', { name: 'V', email, mobile: '07700 900127', serviceDate: 'someday', guestsCount: '1' })
    expect(badVisit.status).toBe(400)
    expect(badVisit.json.errors).toHaveProperty('serviceDate')
    const payload = await testPayload()
    expect((await payload.count({ collection: 'prayer-requests', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail('bot')
    expect((await submit('visit-plans', { name: 'Bot', email, mobile: '07700 900128', serviceDate: 'other', guestsCount: '1', website: 'spam' })).json).toEqual({ ok: true })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'visit-plans', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('lets nobody create submissions over the plain REST API, bypassing the form', async () => {
    expect((await rest('POST', '/prayer-requests', { body: { fullName: 'x', phone: '1', email: 'x@example.org', prayerRequest: 'x', consent: true } })).status).toBe(403)
    expect((await rest('POST', '/visit-plans', { body: { name: 'x' } })).status).toBe(403)
  })

  it('keeps prayer requests from visitors, editors and volunteers over REST and GraphQL', async () => {
    const [admin, editor, volunteer] = await Promise.all([staffUser('admin'), staffUser('editor'), staffUser('volunteer')])
    for (const token of [undefined, editor.token, volunteer.token]) {
      expect((await rest('GET', '/prayer-requests', { token })).status).toBe(403)
      const result = await graphql('{ PrayerRequests { docs { id prayerRequest email } } }', { token })
      expect(result.data?.PrayerRequests ?? null).toBeNull()
      expect(result.errors?.[0]?.message).toMatch(/not allowed/)
    }
    expect((await rest('GET', '/prayer-requests', { token: admin.token })).status).toBe(200)
    const asAdmin = await graphql('{ PrayerRequests { docs { id } } }', { token: admin.token })
    expect(asAdmin.errors).toBeUndefined()
  })

  it('deletes prayer requests older than the retention period, keeping newer ones', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: { retention: { prayerRequestDays: 30, registrationDaysAfterEvent: 3650 } } })
    const email = uniqueEmail('retention')
    const make = () => payload.create({ collection: 'prayer-requests', data: { fullName: 'R', phone: '1', email, prayerRequest: 'x', consent: true, status: 'new' } })
    const [old, recent] = await Promise.all([make(), make()])
    const now = new Date()
    const fakeNow = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000)
    await payload.update({ collection: 'prayer-requests', id: recent.id, data: { createdAt: new Date(now.getTime() + 5 * 24 * 60 * 60 * 1000).toISOString() } })
    const counts = await applyRetention(payload, fakeNow)
    expect(counts.prayerRequests).toBeGreaterThanOrEqual(1)
    expect(counts.registrationsAnonymised).toBe(0)
    const remaining = await payload.find({ collection: 'prayer-requests', where: { email: { equals: email } } })
    expect(remaining.docs.map((d) => d.id)).toEqual([recent.id])
    expect(old.id).not.toBe(recent.id)
    await payload.updateGlobal({ slug: 'site-settings', data: { retention: { prayerRequestDays: 180, registrationDaysAfterEvent: 365 } } })
  })
})
