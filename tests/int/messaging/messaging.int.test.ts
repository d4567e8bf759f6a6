import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createResendTransport } from '@/platform/email/resend-transport'
import { createAddressToken } from '@/consent/address-token'

import { startFakeResend } from '../../helpers/fake-resend'
import { specEvent } from '../../helpers/events'
import { rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Log = {
  id: number
  status: string
  sentCount: number
  failedCount: number
  recipientCount: number
  completedAt: string | null
}

async function runSendJobs() {
  const payload = await testPayload()
  for (let i = 0; i < 5; i++) {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendBulkMessage' } },
      overrideAccess: true,
      limit: 1,
    })
    if (!docs.length) return
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendBulkMessage' } }, limit: 10 })
  }
}

const readLog = async (id: number) =>
  (await (
    await testPayload()
  ).findByID({ collection: 'messaging-logs', id, overrideAccess: true, depth: 0 })) as unknown as Log

describe('the messaging center sends for real', () => {
  let admin: string
  const tag = `bulk${Date.now()}`
  let segmentId: number
  const people: Array<{ id: number; email: string }> = []

  beforeAll(async () => {
    admin = (await staffUser('admin')).token
    const payload = await testPayload()
    const eventId = (await specEvent(payload)).id
    // 240 consented, 20 who did not consent, 3 whose address the provider refuses, one cancelled.
    const rows = [
      ...Array.from({ length: 240 }, (_, i) => ({ email: uniqueEmail(`ok${i}`), consentEmail: true })),
      ...Array.from({ length: 20 }, (_, i) => ({ email: uniqueEmail(`nocon${i}`), consentEmail: false })),
      ...Array.from({ length: 3 }, (_, i) => ({ email: `fail${i}.${tag}@test.example`, consentEmail: true })),
    ]
    for (let i = 0; i < rows.length; i += 20) {
      const created = await Promise.all(
        rows.slice(i, i + 20).map((row, j) =>
          payload.create({
            collection: 'registrations',
            data: {
              event: eventId,
              fullName: `Person${i + j} Bulk`,
              attendanceChoice: ['super-sunday'],
              tags: [tag],
              phone: '07700 900123',
              consentSms: true,
              ...row,
            },
            depth: 0,
          }),
        ),
      )
      people.push(...created.map((doc) => ({ id: doc.id, email: doc.email! })))
    }
    const cancelled = await payload.create({
      collection: 'registrations',
      data: {
        event: eventId,
        fullName: 'Cancelled Bulk',
        email: uniqueEmail('gone'),
        consentEmail: true,
        attendanceChoice: ['online'],
        tags: [tag],
      },
      depth: 0,
    })
    await payload.update({
      collection: 'registrations',
      id: cancelled.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const segment = await rest('POST', '/segments', {
      token: admin,
      body: {
        name: `  Bulk ${tag}  `,
        description: '   ',
        filters: { attendanceFilter: 'all', gdprFilter: 'all', phoneFilter: 'all', tagFilter: ` ${tag} ` },
      },
    })
    segmentId = (segment.json as { doc: { id: number } }).doc.id
  })

  afterEach(() => {
    delete process.env.RESEND_API_KEY
    delete process.env.RESEND_BASE_URL
  })

  it('stores a segment trimmed, with an empty description as null, and counts it live', async () => {
    const stored = await (await testPayload()).findByID({ collection: 'segments', id: segmentId, overrideAccess: true })
    expect(stored).toMatchObject({ name: `Bulk ${tag}`, description: null, filters: { tagFilter: tag } })
    const missing = await rest('POST', '/segments', { token: admin, body: { name: '   ' } })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.json)).toContain('Segment name is required.')
    const counts = (await rest('GET', '/segments/counts', { token: admin })).json as { counts: Record<string, number> }
    expect(counts.counts[segmentId]).toBe(263)
  })

  it('counts who a send really reaches, and who is left out and why', async () => {
    const marketing = await rest(
      'GET',
      `/messaging-logs/recipients?type=email&purpose=marketing&audience=segment:${segmentId}`,
      { token: admin },
    )
    expect(marketing.json).toEqual({
      audienceCount: 263,
      recipientCount: 243,
      withoutAddress: 0,
      withoutConsent: 20,
      unsubscribed: 0,
    })
    const service = await rest(
      'GET',
      `/messaging-logs/recipients?type=email&purpose=service&audience=segment:${segmentId}`,
      { token: admin },
    )
    expect(service.json).toMatchObject({ recipientCount: 263, withoutConsent: 0 })
  })

  it('refuses a bad send with the SPEC messages, and anyone but an admin', async () => {
    const volunteer = (await staffUser('volunteer')).token
    expect(
      (
        await rest('POST', '/messaging-logs/send', {
          token: volunteer,
          body: { type: 'email', subject: 's', content: 'c', audience: 'all' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/messaging-logs', {
          token: admin,
          body: { type: 'email', purpose: 'marketing', content: 'forged', status: 'completed' },
        })
      ).status,
    ).toBe(403)
    const noContent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: { type: 'email', subject: 's', content: ' ', audience: 'all' },
    })
    expect(noContent).toMatchObject({ status: 400, json: { message: 'Message content is required.' } })
    const noSubject = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: { type: 'email', subject: '', content: 'Hello', audience: 'all' },
    })
    expect(noSubject).toMatchObject({ status: 400, json: { message: 'Email subject is required.' } })
    const empty = await rest('POST', '/segments', {
      token: admin,
      body: { name: `Empty ${tag}`, filters: { tagFilter: `none-${tag}` } },
    })
    const nobody = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'email',
        subject: 's',
        content: 'c',
        audience: `segment:${(empty.json as { doc: { id: number } }).doc.id}`,
      },
    })
    expect(nobody).toMatchObject({ status: 400, json: { message: 'No recipients found for the selected audience.' } })
  })

  it('delivers a marketing e-mail to a few hundred through the outbox, personalised, with unsubscribe', async () => {
    const payload = await testPayload()
    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'email',
        purpose: 'marketing',
        subject: 'Hello [FirstName]',
        content: 'Dear [FirstName], see you on [EventDate]. We wrote to [Email].',
        audience: `segment:${segmentId}`,
      },
    })
    expect(sent.status).toBe(201)
    const logId = (sent.json as { log: { id: number; status: string } }).log.id
    expect((sent.json as { log: { status: string } }).log.status).toBe('pending')
    await runSendJobs()
    const log = await readLog(logId)
    expect(log).toMatchObject({ status: 'completed', sentCount: 243, failedCount: 0, recipientCount: 243 })
    expect(log.completedAt).toBeTruthy()

    const first = people[0]!
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: first.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.subject).toBe('Hello Person0')
    expect(docs[0]!.text).toContain(`Dear Person0, see you on Sunday 21 September 2025`)
    expect(docs[0]!.text).toContain(`We wrote to ${first.email}.`)
    expect((docs[0]!.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3999\/api\/suppressions\/unsubscribe\?token=.+>$/,
    )
    expect((docs[0]!.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const noConsent = people.find((p) => p.email.startsWith('nocon'))!
    expect(
      (
        await payload.count({
          collection: 'email-outbox',
          where: { to: { equals: noConsent.email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)

    // Running the job again sends nobody anything twice.
    await (
      await testPayload()
    ).update({ collection: 'messaging-logs', id: logId, data: { status: 'sending' }, overrideAccess: true })
    await payload.jobs.queue({ task: 'sendBulkMessage', input: { logId } })
    await runSendJobs()
    expect(
      (
        await payload.count({
          collection: 'email-outbox',
          where: { to: { equals: first.email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('sends through Resend in batches of at most 100, counting refused addresses as failed, riding out a rate limit', async () => {
    const resend = await startFakeResend({ rejectFirstCalls: 1 })
    process.env.RESEND_API_KEY = 're_test'
    process.env.RESEND_BASE_URL = resend.baseUrl
    try {
      const sent = await rest('POST', '/messaging-logs/send', {
        token: admin,
        body: {
          type: 'email',
          purpose: 'service',
          subject: 'Reminder',
          content: 'See you [FirstName]',
          audience: `segment:${segmentId}`,
        },
      })
      const logId = (sent.json as { log: { id: number } }).log.id
      await runSendJobs()
      expect(await readLog(logId)).toMatchObject({
        status: 'completed',
        sentCount: 260,
        failedCount: 3,
        recipientCount: 263,
      })
      expect(Math.max(...resend.batchSizes)).toBeLessThanOrEqual(100)
      expect(resend.delivered).toHaveLength(260)
      expect(new Set(resend.delivered.map((d) => d.to)).size).toBe(260)
      const failures = await (
        await testPayload()
      ).find({
        collection: 'message-deliveries',
        where: { and: [{ log: { equals: logId } }, { status: { equals: 'failed' } }] },
        overrideAccess: true,
      })
      expect(failures.docs.map((d) => d.address).sort()).toEqual([0, 1, 2].map((i) => `fail${i}.${tag}@test.example`))
      expect(failures.docs[0]!.error).toContain('Invalid')
    } finally {
      await resend.close()
    }
  })

  it('resumes an interrupted send without sending anyone twice', async () => {
    const payload = await testPayload()
    const resend = await startFakeResend()
    process.env.RESEND_API_KEY = 're_test'
    process.env.RESEND_BASE_URL = resend.baseUrl
    try {
      const sent = await rest('POST', '/messaging-logs/send', {
        token: admin,
        body: {
          type: 'email',
          purpose: 'service',
          subject: 'Resume',
          content: 'Hi [FirstName]',
          audience: `segment:${segmentId}`,
        },
      })
      const logId = (sent.json as { log: { id: number } }).log.id
      // The crash: a first batch was claimed and accepted by the provider, then the process died before recording it.
      const firstBatch = people.slice(0, 50)
      const pool = (payload.db as unknown as { pool: { query: (sql: string, params: unknown[]) => Promise<unknown> } })
        .pool
      await pool.query(
        `INSERT INTO message_deliveries (log_id, registration_id, address, status, batch_key) SELECT $1, r.id, r.address, 'claimed', 'crash-batch' FROM unnest($2::int[], $3::varchar[]) AS r(id, address)`,
        [logId, firstBatch.map((p) => p.id), firstBatch.map((p) => p.email)],
      )
      await createResendTransport({
        apiKey: 're_test',
        baseUrl: resend.baseUrl,
        from: 'Church <no-reply@example.org>',
      }).sendBatch(
        firstBatch.map((p) => ({ to: p.email, subject: 'Resume', html: 'x', text: 'x' })),
        { batchKey: 'crash-batch' },
      )
      expect(resend.delivered).toHaveLength(50)

      await runSendJobs()
      expect(await readLog(logId)).toMatchObject({ status: 'completed', sentCount: 260, failedCount: 3 })
      const perAddress = new Map<string, number>()
      for (const d of resend.delivered) perAddress.set(d.to, (perAddress.get(d.to) ?? 0) + 1)
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true)
      expect(perAddress.size).toBe(260)
    } finally {
      await resend.close()
    }
  })

  it('delivers an SMS to those with a phone through the SMS outbox', async () => {
    const payload = await testPayload()
    const sent = await rest('POST', '/messaging-logs/send', {
      token: admin,
      body: {
        type: 'sms',
        purpose: 'service',
        content: 'Hi [FirstName], see you [EventDate]',
        audience: `segment:${segmentId}`,
      },
    })
    expect(sent.status).toBe(201)
    const logId = (sent.json as { log: { id: number } }).log.id
    await runSendJobs()
    expect(await readLog(logId)).toMatchObject({ status: 'completed', sentCount: 263, failedCount: 0 })
    const { docs } = await payload.find({
      collection: 'sms-outbox',
      where: { idempotencyKey: { like: `log${logId}:` } },
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]!.body).toMatch(/^Hi Person\d+, see you Sunday 21 September 2025/)
  })

  it('unsubscribes with the signed link (POST only), and never e-mails that address in bulk again', async () => {
    const payload = await testPayload()
    const person = people[1]!
    expect(
      (await rest('POST', `/suppressions/unsubscribe?token=${createAddressToken(person.email).slice(0, -2)}xx`)).status,
    ).toBe(400)
    const done = await rest('POST', `/suppressions/unsubscribe?token=${createAddressToken(person.email)}`)
    expect(done.status).toBe(200)
    const stored = await payload.findByID({ collection: 'registrations', id: person.id, overrideAccess: true })
    expect(stored).toMatchObject({ emailSuppressed: true, consentEmail: false })

    const service = await rest(
      'GET',
      `/messaging-logs/recipients?type=email&purpose=service&audience=segment:${segmentId}`,
      { token: admin },
    )
    expect(service.json).toMatchObject({ recipientCount: 262, unsubscribed: 1 })

    // A new registration with the address is unsubscribed too.
    const again = await payload.create({
      collection: 'registrations',
      data: {
        event: (await specEvent(payload)).id,
        fullName: 'Returning Person',
        email: person.email,
        attendanceChoice: ['online'],
        consentEmail: true,
      },
      depth: 0,
    })
    expect(again).toMatchObject({ emailSuppressed: true, consentEmail: false })
  })

  it('exports a segment as segment-<name>-<date>.csv', async () => {
    const response = await rest('GET', `/registrations/export?segment=${segmentId}`, { token: admin })
    expect(response.status).toBe(200)
    expect(String(response.json)).toContain('Person0 Bulk')
    expect(String(response.json)).not.toContain('Cancelled Bulk')
  })
})
