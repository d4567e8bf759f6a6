import { beforeAll, describe, expect, it } from 'vitest'

import { createAddressToken } from '@/consent/address-token'

import { specEvent } from '../../helpers/events'
import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

const ip = () => `198.51.100.${Math.floor(Math.random() * 250)}`
const register = (body: Record<string, unknown>) =>
  rest('POST', '/registrations/register', { body: { attendanceChoice: ['online'], ...body }, ip: ip() })
const preferences = (body: Record<string, unknown>) => rest('POST', '/consent-records/preferences', { body, ip: ip() })

async function recordsFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: { email: { equals: email } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function registrationsFor(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { email: { equals: email } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function isSuppressed(email: string) {
  const payload = await testPayload()
  return (
    (await payload.count({ collection: 'suppressions', where: { email: { equals: email } }, overrideAccess: true }))
      .totalDocs > 0
  )
}

// The event form registers for the featured event: the SPEC outreach event.
beforeAll(async () => {
  await specEvent(await testPayload())
})

describe('consent records', () => {
  let admin: Awaited<ReturnType<typeof staffUser>>

  beforeAll(async () => {
    admin = await staffUser('admin')
  })

  it('records each ticked box of the event form, and the flags of every registration with the address follow the history', async () => {
    const email = uniqueEmail('history')
    expect((await register({ fullName: 'Hilda History', email, consentEmail: true })).status).toBe(200)
    const [given, ...others] = await recordsFor(email)
    expect(others).toHaveLength(0)
    expect(given).toMatchObject({
      channel: 'email',
      purpose: 'marketing',
      action: 'given',
      source: 'event-registration-form',
      wordingVersion: '2025-09-v1',
    })
    expect(given!.wording).toMatch(/may e-mail me about future events/)
    expect(await registrationsFor(email)).toMatchObject([{ consentEmail: true, consentSms: false, consentGdpr: true }])

    // An unticked box on a repeat registration, or a family member's, withdraws nothing.
    await register({ fullName: 'Hilda History', email, attendanceChoice: ['super-sunday'] })
    await register({ fullName: 'Harry History', email })
    expect(await recordsFor(email)).toHaveLength(1)
    expect(await registrationsFor(email)).toMatchObject([{ consentEmail: true }, { consentEmail: true }])

    // A later withdrawal turns the flag off on both registrations.
    await rest('POST', `/suppressions/unsubscribe?token=${createAddressToken(email)}`)
    expect(await registrationsFor(email)).toMatchObject([
      { consentEmail: false, consentGdpr: false },
      { consentEmail: false, consentGdpr: false },
    ])
  })

  it('a family member ticking a box on the form turns it on for everyone at the address, on the new registration and the earlier ones', async () => {
    const email = uniqueEmail('family')
    // The first registers without consent; the second (a new person: the one-statement path) ticks e-mail.
    expect((await register({ fullName: 'Fay Family', email })).status).toBe(200)
    expect((await register({ fullName: 'Finn Family', email, consentEmail: true })).status).toBe(200)
    expect(await registrationsFor(email)).toMatchObject([
      {
        fullName: 'Fay Family',
        consentEmail: true,
        consentSms: false,
        consentGdpr: true,
        consentSource: 'event-registration-form',
      },
      { fullName: 'Finn Family', consentEmail: true, consentGdpr: true },
    ])

    // Fay registering again with the same session (nothing to add) but ticking SMS: the flags follow, on both rows.
    expect((await register({ fullName: 'Fay Family', email, consentSms: true })).status).toBe(200)
    expect(await registrationsFor(email)).toMatchObject([
      { fullName: 'Fay Family', consentEmail: true, consentSms: true },
      { fullName: 'Finn Family', consentEmail: true, consentSms: true },
    ])
    expect((await recordsFor(email)).map((record) => `${record.channel} ${record.action}`)).toEqual([
      'email given',
      'sms given',
    ])
  })

  it('records a staff edit of a consent flag with the staff user, and the flag follows the record', async () => {
    const email = uniqueEmail('staff')
    const payload = await testPayload()
    const registration = await payload.create({
      collection: 'registrations',
      data: { event: (await specEvent(payload)).id, fullName: 'Stella Staff', email, attendanceChoice: ['online'] },
      depth: 0,
    })
    expect(await recordsFor(email)).toHaveLength(0)

    const ticked = await rest('PATCH', `/registrations/${registration.id}`, {
      token: admin.token,
      body: { consentSms: true },
    })
    expect(ticked.status).toBe(200)
    expect(await recordsFor(email)).toMatchObject([
      { channel: 'sms', action: 'given', source: 'staff-edit', staffUser: admin.user.id, staffEmail: admin.email },
    ])
    expect(await payload.findByID({ collection: 'registrations', id: registration.id, depth: 0 })).toMatchObject({
      consentSms: true,
      consentGdpr: true,
    })

    await rest('PATCH', `/registrations/${registration.id}`, {
      token: admin.token,
      body: { consentSms: false, notes: 'asked us to stop' },
    })
    expect((await recordsFor(email)).map((r) => r.action)).toEqual(['given', 'withdrawn'])
    expect(await payload.findByID({ collection: 'registrations', id: registration.id, depth: 0 })).toMatchObject({
      consentSms: false,
      consentGdpr: false,
    })

    // Saving an unrelated field records nothing.
    await rest('PATCH', `/registrations/${registration.id}`, { token: admin.token, body: { notes: 'called back' } })
    expect(await recordsFor(email)).toHaveLength(2)
  })

  it('records the unsubscribe link as a withdrawn e-mail consent and suppresses the address', async () => {
    const email = uniqueEmail('unsub')
    await register({ fullName: 'Una Unsub', email, consentEmail: true, consentSms: true })
    expect((await rest('POST', `/suppressions/unsubscribe?token=${createAddressToken(email)}`)).status).toBe(200)
    expect((await recordsFor(email)).at(-1)).toMatchObject({
      channel: 'email',
      action: 'withdrawn',
      source: 'unsubscribe-link',
    })
    expect(await isSuppressed(email)).toBe(true)
    // A suppressed address gets nothing, texts included, until the person opts back in on their preferences page.
    expect(await registrationsFor(email)).toMatchObject([
      { consentEmail: false, consentSms: false, emailSuppressed: true },
    ])
    const back = await preferences({ action: 'update', token: createAddressToken(email), email: false, sms: true })
    expect(back.json).toMatchObject({ ok: true, preferences: { email: false, sms: true } })
    expect(await isSuppressed(email)).toBe(false)
    expect(await registrationsFor(email)).toMatchObject([
      { consentEmail: false, consentSms: true, emailSuppressed: false },
    ])
  })

  it('records the prayer form’s consent for prayer follow-up only, never as marketing consent', async () => {
    const email = uniqueEmail('prayer')
    await register({ fullName: 'Pia Prayer', email })
    const sent = await rest('POST', '/prayer-requests/submit', {
      body: { fullName: 'Pia Prayer', phone: '07700 900321', email, prayerRequest: 'Please pray', consent: true },
      ip: ip(),
    })
    expect(sent.status).toBe(200)
    const records = await recordsFor(email)
    expect(records.map((r) => [r.channel, r.purpose, r.action, r.source])).toEqual([
      ['email', 'prayer-follow-up', 'given', 'prayer-request-form'],
      ['sms', 'prayer-follow-up', 'given', 'prayer-request-form'],
    ])
    expect(records[0]!.wording).toMatch(/^I consent to be contacted by .* about my request\.$/)
    expect(await registrationsFor(email)).toMatchObject([{ consentEmail: false, consentSms: false }])
  })
})

describe('the preferences endpoint', () => {
  it('refuses a missing, malformed or forged token and records nothing', async () => {
    const email = uniqueEmail('forged')
    const token = createAddressToken(email)
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    const forgedInEarlierFormat = `${Buffer.from(email).toString('base64url')}.${'x'.repeat(32)}`
    for (const token of [forged, forgedInEarlierFormat, 'not-a-token', '']) {
      const answer = await preferences({ action: 'update', token, email: true, sms: true })
      expect(answer.status).toBe(400)
      expect(answer.json.ok).toBe(false)
    }
    expect((await preferences({ action: 'update', email: true, sms: true })).status).toBe(400)
    expect(await recordsFor(email)).toHaveLength(0)
  })

  it('changes each channel with a valid token, recording the words shown', async () => {
    const email = uniqueEmail('prefs')
    await register({ fullName: 'Pru Prefs', email, consentEmail: true })
    const token = createAddressToken(email)
    const answer = await preferences({ action: 'update', token, email: false, sms: true })
    expect(answer).toMatchObject({
      status: 200,
      json: { ok: true, message: 'Your preferences have been saved.', preferences: { email: false, sms: true } },
    })
    const records = await recordsFor(email)
    expect(records.slice(1).map((r) => [r.channel, r.action, r.source])).toEqual([
      ['email', 'withdrawn', 'preferences-page'],
      ['sms', 'given', 'preferences-page'],
    ])
    expect(records.at(-1)!.wording).toMatch(/may send me text messages/)
    expect(await registrationsFor(email)).toMatchObject([{ consentEmail: false, consentSms: true, consentGdpr: true }])

    // Saving the same choices again records nothing new.
    await preferences({ action: 'update', token, email: false, sms: true })
    expect(await recordsFor(email)).toHaveLength(3)
  })

  it('unsubscribes from all: every consent withdrawn and the address suppressed; opting back in to e-mail lifts the suppression', async () => {
    const email = uniqueEmail('all')
    await register({ fullName: 'Al All', email, consentEmail: true, consentSms: true, phone: '07700 900555' })
    const token = createAddressToken(email)
    const answer = await preferences({ action: 'unsubscribe-all', token })
    expect(answer).toMatchObject({ status: 200, json: { ok: true, preferences: { email: false, sms: false } } })
    expect(await isSuppressed(email)).toBe(true)
    expect((await recordsFor(email)).slice(2).map((r) => [r.channel, r.action])).toEqual([
      ['email', 'withdrawn'],
      ['sms', 'withdrawn'],
    ])
    expect(await registrationsFor(email)).toMatchObject([
      { consentEmail: false, consentSms: false, emailSuppressed: true },
    ])

    await preferences({ action: 'update', token, email: true, sms: false })
    expect(await isSuppressed(email)).toBe(false)
    expect(await registrationsFor(email)).toMatchObject([{ consentEmail: true, emailSuppressed: false }])
  })
})

describe('who may see consent records', () => {
  it('lets neither visitors nor non-admin staff read or write them over REST and GraphQL; admins read only', async () => {
    const email = uniqueEmail('private')
    await register({ fullName: 'Priv Ate', email, consentEmail: true })
    const [admin, volunteer] = await Promise.all([staffUser('admin'), staffUser('volunteer')])
    for (const token of [undefined, volunteer.token]) {
      const list = await rest('GET', '/consent-records', { token })
      expect(list.status).toBe(403)
      expect(JSON.stringify(list.json)).not.toContain(email)
      const read = await graphql('{ ConsentRecords { docs { id email } } }', { token })
      expect(read.data?.ConsentRecords ?? null).toBeNull()
      expect(read.errors?.[0]?.message).toMatch(/not allowed/)
    }
    for (const token of [undefined, volunteer.token, admin.token]) {
      expect(
        (
          await rest('POST', '/consent-records', {
            token,
            body: { email, channel: 'email', action: 'given', recordedAt: new Date().toISOString(), source: 'api' },
          })
        ).status,
      ).toBe(403)
      const created = await graphql(
        `mutation { createConsentRecord(data: { email: "${email}", channel: email, purpose: marketing, action: given, recordedAt: "2025-01-01T00:00:00.000Z", source: api }) { id } }`,
        { token },
      )
      expect(created.errors?.[0]?.message).toMatch(/not allowed/)
    }
    const [record] = await recordsFor(email)
    expect(
      (await rest('PATCH', `/consent-records/${record!.id}`, { token: admin.token, body: { action: 'withdrawn' } }))
        .status,
    ).toBe(403)
    expect((await rest('DELETE', `/consent-records/${record!.id}`, { token: admin.token })).status).toBe(403)
    expect(await recordsFor(email)).toHaveLength(1)

    const asAdmin = await rest('GET', `/consent-records?where[email][equals]=${encodeURIComponent(email)}`, {
      token: admin.token,
    })
    expect(asAdmin.status).toBe(200)
    expect((asAdmin.json.docs as unknown[]).length).toBe(1)
  })
})

describe('erasure', () => {
  it('removes the consent records with everything else, keeping only the suppression entry and the audit line', async () => {
    const email = uniqueEmail('erase')
    const admin = await staffUser('admin')
    await register({ fullName: 'Ernie Erase', email, consentEmail: true })
    await preferences({ action: 'update', token: createAddressToken(email), email: true, sms: true })
    const found = await rest('GET', `/privacy/subject?email=${encodeURIComponent(email)}`, { token: admin.token })
    expect(found.json.counts).toMatchObject({ registrations: 1, consentRecords: 2 })
    expect((found.json.data as { consentRecords: unknown[] }).consentRecords).toHaveLength(2)

    const erased = await rest('POST', '/privacy/subject/erase', { token: admin.token, body: { email, confirm: email } })
    expect(erased).toMatchObject({ status: 200, json: { removed: { registrations: 1, consentRecords: 2 } } })
    expect(await recordsFor(email)).toHaveLength(0)
    expect(await registrationsFor(email)).toHaveLength(0)
    expect(await isSuppressed(email)).toBe(true)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'erasure' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]!.summary).toContain('2 consent records')
    expect(JSON.stringify(docs[0])).not.toContain(email)
  })
})
