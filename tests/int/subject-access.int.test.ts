import { beforeAll, describe, expect, it } from 'vitest'

import { rest, staffUser, testPayload, uniqueEmail } from '../helpers/payload'

describe('subject access and erasure', () => {
  let admin: string
  const email = uniqueEmail('subject')

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    const payload = await testPayload()
    await payload.create({ collection: 'registrations', data: { fullName: 'Sam Subject', email, phone: '07700 900444', attendanceChoice: ['online'], notes: 'note', consentEmail: true } })
    await payload.create({ collection: 'prayer-requests', data: { fullName: 'Sam Subject', phone: '07700 900444', email, prayerRequest: 'private', consent: true, status: 'new' } })
    await payload.create({ collection: 'visit-plans', data: { name: 'Sam Subject', email, mobile: '07700 900444', serviceDate: 'this-sunday', guestsCount: '1', status: 'new' } })
    await payload.create({ collection: 'email-outbox', data: { to: email, subject: 'hello', text: 'hello' }, overrideAccess: true })
    await payload.create({ collection: 'sms-outbox', data: { to: '07700 900444', body: 'hello' }, overrideAccess: true })
  })

  it('shows an admin everything held about the person, and downloads it as JSON', async () => {
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email.toUpperCase())}`, { token: admin })
    expect(found.status).toBe(200)
    expect(found.json.counts).toMatchObject({ registrations: 1, prayerRequests: 1, visitPlans: 1, emailsSent: 1, smsSent: 1, consentRecords: 1 })
    const bundle = await rest('GET', `/privacy/subject/export?email=${encodeURIComponent(email)}`, { token: admin })
    expect(bundle.json).toMatchObject({ email, registrations: [{ fullName: 'Sam Subject', notes: 'note' }], prayerRequests: [{ prayerRequest: 'private' }], consentRecords: [{ channel: 'email', action: 'given' }] })
  })

  it('refuses anyone but an admin, and an erasure without the repeated address', async () => {
    const volunteer = (await staffUser('volunteer')).token
    expect((await rest('GET', `/privacy/subject?email=${email}`, { token: volunteer })).status).toBe(403)
    expect((await rest('GET', `/privacy/subject?email=${email}`)).status).toBe(403)
    expect((await rest('POST', '/privacy/subject/erase', { body: { email, confirm: email } })).status).toBe(403)
    const unconfirmed = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: 'someone@else.example' } })
    expect(unconfirmed.status).toBe(400)
    expect((await rest('GET', `/privacy/subject?email=${email}`, { token: admin })).json.counts).toMatchObject({ registrations: 1 })
  })

  it('erases every trace but the suppression entry and an audit line that names no one', async () => {
    const erased = await rest('POST', '/privacy/subject/erase', { token: admin, body: { email, confirm: ` ${email.toUpperCase()} ` } })
    expect(erased).toMatchObject({ status: 200, json: { ok: true, removed: { registrations: 1, prayerRequests: 1, visitPlans: 1, emailsSent: 1, smsSent: 1, consentRecords: 1 } } })
    const after = await rest('GET', `/privacy/subject?email=${email}`, { token: admin })
    expect(Object.values(after.json.counts as Record<string, number>).every((n) => n === 0)).toBe(true)
    expect(after.json.data).toMatchObject({ unsubscribed: true })

    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'erasure' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]!.summary).toMatch(/^Erased one person's data: registrations 1/)
    expect(JSON.stringify(docs[0])).not.toContain(email)
    expect(JSON.stringify(docs[0])).not.toContain('Sam Subject')
  })
})
