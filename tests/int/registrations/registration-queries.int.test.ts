import type { Field } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/platform/database/pool'

import { Registrations } from '../../../collections/Registrations'
import { createTestEvent, specEvent } from '../../helpers/events'
import { statementsDuring } from '../../helpers/statements'
import { rest, testPayload, uniqueEmail } from '../../helpers/payload'

/** "insert registrations", "select consent_records": what a statement does, for a failure message. */
const describeStatement = (sql: string) => {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '?'
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(sql)?.[1] ?? ''
  return `${verb}${table ? ` ${table}` : ''}`
}

const register = (body: Record<string, unknown>) =>
  rest('POST', '/registrations/register', {
    body: { attendanceChoice: ['online'], website: '', ...body },
    ip: `198.51.100.${Math.floor(Math.random() * 250)}`,
  })

/** Every column of a registration, its lists, its confirmation job and its address's consent records, as stored. */
async function storedRows(email: string) {
  const pool = poolOf(await testPayload())
  const { rows: registrations } = await pool.query('SELECT * FROM registrations WHERE email = $1', [email])
  const registration = registrations[0]
  const { rows: texts } = await pool.query(
    'SELECT "order", path, text FROM registrations_texts WHERE parent_id = $1 ORDER BY path, "order"',
    [registration.id],
  )
  const { rows: jobs } = await pool.query(
    `SELECT * FROM payload_jobs WHERE task_slug = 'sendRegistrationConfirmation' AND input->>'registrationId' = $1`,
    [String(registration.id)],
  )
  const { rows: records } = await pool.query('SELECT * FROM consent_records WHERE email = $1 ORDER BY id', [email])
  return { registration, texts, jobs, records }
}

beforeAll(async () => {
  await specEvent(await testPayload())
})

describe('statements one registration sends to PostgreSQL', () => {
  it('a new person: one read and one write (the fast path)', async () => {
    // The first request reads the event and the church's name, which stay cached a few seconds, as on a running server.
    await register({ fullName: 'Warm Person', email: uniqueEmail('warm'), consentEmail: true })
    const email = uniqueEmail('count')
    const statements = await statementsDuring(async () => {
      expect(
        (
          await register({
            fullName: 'Counted Person',
            email,
            consentEmail: true,
            consentSms: true,
            phone: '07700 900123',
          })
        ).status,
      ).toBe(200)
    })
    // 1. The person's earlier registration, the address's consent and suppression, the webhook address.
    // 2. The person, the consent records, the registration, its sessions and the confirmation job, in one
    //    statement (which ends by locking the event's place counts when the event has limits; this one has none).
    expect(statements.map(describeStatement)).toEqual(['select registrations_texts', 'with people'])
    const { registration, texts, jobs, records } = await storedRows(email)
    expect(registration).toMatchObject({
      full_name: 'Counted Person',
      consent_email: true,
      consent_sms: true,
      consent_gdpr: true,
      checked_in_sessions: '|',
    })
    expect(texts).toEqual([{ order: 1, path: 'attendanceChoice', text: 'online' }])
    expect(jobs).toHaveLength(1)
    expect(records.map((record) => record.channel)).toEqual(['email', 'sms'])
  })

  it('a new person at an event with limits: the counts read with the person, then one statement that writes and takes the places last (no transaction, no lock across a round trip)', async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload, { capacity: 50 })
    const body = (label: string) => ({
      event: event.slug,
      website: '',
      fullName: `Limited ${label}`,
      email: uniqueEmail(label),
      attendanceChoice: ['friday'],
    })
    await rest('POST', '/registrations/register', { body: body('warm-limited'), ip: '10.77.0.1' })
    const statements = await statementsDuring(async () => {
      expect((await rest('POST', '/registrations/register', { body: body('limited'), ip: '10.77.0.2' })).status).toBe(
        200,
      )
    })
    expect(statements.map(describeStatement)).toEqual(['select registrations_texts', 'with people'])
  })

  it('a repeat of an earlier registration goes through Payload, as before', async () => {
    const email = uniqueEmail('repeat')
    await register({ fullName: 'Repeat Person', email })
    const statements = await statementsDuring(async () => {
      expect((await register({ fullName: 'Repeat Person', email, attendanceChoice: ['super-sunday'] })).status).toBe(
        200,
      )
    })
    // The read, then Payload's update (its document lock check, the address's consent its hook derives
    // the flags from, the row, its lists, read back), then its jobs: whether a scheduled message of the
    // event is due and a send is not already waiting, and the confirmation, in one transaction.
    expect(statements.map(describeStatement)).toEqual([
      'select registrations_texts',
      'begin',
      'select registrations',
      'select payload_locked_documents',
      'delete payload_locked_documents',
      'select consent_records',
      'select suppressions',
      'insert registrations',
      'delete registrations_texts',
      'insert registrations_texts',
      'select registrations',
      'select scheduled_messages',
      'select payload_jobs',
      'insert payload_jobs',
      'select payload_jobs',
      'commit',
    ])
  })
})

describe('the fast path writes what Payload writes', () => {
  afterAll(async () => {
    await (await testPayload()).updateGlobal({ slug: 'integrations', data: { webhookUrl: null }, overrideAccess: true })
  })

  it("stores the same registration, sessions, job and consent records as Payload's create of the same submission", async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    const submission = (email: string) => ({
      event: event.slug,
      fullName: '  Ada   Lovelace ',
      email: `  ${email.toUpperCase()} `,
      phone: ' 07700 900456 ',
      attendanceChoice: ['sunday', 'friday', 'saturday'],
      consentEmail: true,
    })

    const fastEmail = uniqueEmail('fast')
    expect((await register(submission(fastEmail))).status).toBe(200)
    // A configured webhook sends a new person through Payload's create, hooks and all.
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: 'http://127.0.0.1:9/hook' },
      overrideAccess: true,
    })
    const payloadEmail = uniqueEmail('payload')
    expect((await register(submission(payloadEmail))).status).toBe(200)
    await payload.updateGlobal({ slug: 'integrations', data: { webhookUrl: null }, overrideAccess: true })

    const fast = await storedRows(fastEmail)
    const slow = await storedRows(payloadEmail)
    // What differs between two people by nature: ids, the address and what is made of it, a random code, the time.
    const comparable = (
      { registration, texts, jobs, records }: Awaited<ReturnType<typeof storedRows>>,
      email: string,
    ) => ({
      registration: {
        ...registration,
        id: 'id',
        email: registration.email === email ? 'the address' : registration.email,
        identity_key:
          registration.identity_key === `${event.id}:${email}|ada lovelace` ? 'the key' : registration.identity_key,
        checkin_code: /^[A-HJ-NP-Z2-9]{8}$/.test(registration.checkin_code) ? 'a code' : registration.checkin_code,
        created_at: 'time',
        // Payload stamps the two a moment apart.
        updated_at:
          Math.abs(registration.updated_at.getTime() - registration.created_at.getTime()) < 1000
            ? 'time'
            : registration.updated_at,
        consent_recorded_at:
          registration.consent_recorded_at.getTime() === records[0].recorded_at.getTime()
            ? 'the record'
            : registration.consent_recorded_at,
      },
      texts,
      jobs: jobs.map((job) => ({
        ...job,
        id: 'id',
        input: job.input.registrationId === registration.id ? 'this registration' : job.input,
        created_at: 'time',
        updated_at: 'time',
      })),
      records: records.map((record) => ({
        ...record,
        id: 'id',
        email: record.email === email ? 'the address' : record.email,
        recorded_at: 'time',
        created_at: 'time',
        updated_at: 'time',
      })),
    })
    expect(comparable(fast, fastEmail)).toEqual(comparable(slow, payloadEmail))
    expect(fast.registration).toMatchObject({
      full_name: 'Ada Lovelace',
      phone: '07700 900456',
      consent_email: true,
      consent_gdpr: true,
      consent_source: 'event-registration-form',
    })
    expect(fast.texts.map((text: { text: string }) => text.text)).toEqual(['friday', 'saturday', 'sunday', 'all'])
  })

  it('leaves no hook of the registrations collection unaccounted for', () => {
    // The fast path computes what each of these derives (see insert-new-registration.ts); a new hook must be added there too, or make it step aside.
    const named = (hooks: Array<{ name: string }> | undefined) => (hooks ?? []).map((hook) => hook.name)
    expect({
      beforeValidate: named(Registrations.hooks?.beforeValidate),
      beforeChange: named(Registrations.hooks?.beforeChange),
      afterChange: named(Registrations.hooks?.afterChange),
      beforeOperation: named(Registrations.hooks?.beforeOperation),
      // queueFreedPlaceOffers acts on updates alone (a cancellation or a dropped session), never on a new registration.
    }).toEqual({
      beforeValidate: [],
      beforeChange: ['checkSessionChoice', 'deriveServerFields', 'deriveConsent'],
      afterChange: ['queueRegistrationWebhook', 'syncConsentOfSameAddress', 'queueFreedPlaceOffers'],
      beforeOperation: [],
    })
    type HookedField = { name?: string; hooks?: Record<string, Array<{ name: string }> | undefined>; fields?: Field[] }
    const fieldHooks = (fields: Field[]): string[] =>
      (fields as HookedField[]).flatMap((field) => [
        // Payload's own beforeDuplicate hooks on unique fields run only when a document is duplicated.
        ...Object.entries(field.hooks ?? {})
          .filter(([kind]) => kind !== 'beforeDuplicate')
          .flatMap(([kind, hooks]) => (hooks ?? []).map((hook) => `${field.name}.${kind}: ${hook.name}`)),
        ...(field.fields ? fieldHooks(field.fields) : []),
      ])
    expect(fieldHooks(Registrations.fields)).toEqual([
      'fullName.beforeValidate: normaliseNameField',
      'email.beforeValidate: normaliseEmailField',
      'phone.beforeValidate: trimToNullField',
    ])
  })
})

describe("the form's short memory of events", () => {
  it("sees an editor's change to an event at once: a registration right after closing it is refused", async () => {
    const payload = await testPayload()
    const event = await createTestEvent(payload)
    expect(
      (
        await register({
          event: event.slug,
          fullName: 'Early Bird',
          email: uniqueEmail('early'),
          attendanceChoice: ['friday'],
        })
      ).status,
    ).toBe(200)
    await payload.update({
      collection: 'events',
      id: event.id,
      data: { registrationCloses: 'at-date', registrationClosesAt: '2020-01-01T00:00:00.000Z' },
      overrideAccess: true,
      context: { isSeeding: true },
    })
    expect(
      await register({
        event: event.slug,
        fullName: 'Late Comer',
        email: uniqueEmail('late'),
        attendanceChoice: ['friday'],
      }),
    ).toMatchObject({ status: 409, json: { message: 'Registration for this event has closed.' } })
  })

  it('follows the featured event when the site settings change', async () => {
    const payload = await testPayload()
    const spec = await specEvent(payload)
    const other = await createTestEvent(payload)
    const email = uniqueEmail('featured')
    await register({ fullName: 'Feature Person', email })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { featuredEvent: other.id },
      overrideAccess: true,
      context: { isSeeding: true },
    })
    try {
      expect(await register({ fullName: 'Feature Person', email, attendanceChoice: ['online'] })).toMatchObject({
        status: 400,
      })
      expect((await register({ fullName: 'Feature Person', email, attendanceChoice: ['friday'] })).status).toBe(200)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { featuredEvent: spec.id },
        overrideAccess: true,
        context: { isSeeding: true },
      })
    }
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.event).sort()).toEqual([spec.id, other.id].sort())
  })
})
