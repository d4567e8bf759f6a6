import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

type Staff = Awaited<ReturnType<typeof staffUser>>

async function storedRoutes() {
  const payload = await testPayload()
  const [settings, integrations] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'integrations', depth: 0, overrideAccess: true }),
  ])
  return {
    enquiriesEmail: settings.enquiriesEmail,
    churchName: settings.churchName,
    webhookUrl: integrations.webhookUrl ?? null,
    webhookSecret: integrations.webhookSecret ?? null,
  }
}

/** The notice jobs queued since `since`, run now; the outbox messages each of them sent. */
async function runNotices(since: string) {
  const payload = await testPayload()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'announceRouteChange' } }, { createdAt: { greater_than: since } }] },
    depth: 0,
    overrideAccess: true,
  })
  for (const job of jobs) await payload.jobs.runByID({ id: job.id })
  const sent = await Promise.all(
    jobs.map(
      async (job) =>
        (
          await payload.find({
            collection: 'email-outbox',
            where: { idempotencyKey: { like: `route-change:${job.id}:` } },
            pagination: false,
            depth: 0,
            overrideAccess: true,
          })
        ).docs,
    ),
  )
  return { jobs, sent }
}

async function lastSettingsAudit(slug: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'settings-change' } }, { target: { equals: `globals:${slug}` } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

describe('who receives personal data is an admin’s decision', () => {
  let admin: Staff
  let otherAdmin: Staff
  let editor: Staff
  let original: Awaited<ReturnType<typeof storedRoutes>>

  beforeAll(async () => {
    ;[admin, otherAdmin, editor] = await Promise.all([staffUser('admin'), staffUser('admin'), staffUser('editor')])
    original = await storedRoutes()
  })

  afterAll(async () => {
    const payload = await testPayload()
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { enquiriesEmail: original.enquiriesEmail, churchName: original.churchName },
    })
    await payload.updateGlobal({
      slug: 'integrations',
      data: { webhookUrl: original.webhookUrl, webhookSecret: original.webhookSecret },
    })
  })

  it('refuses an editor’s REST change of the enquiries address, saving nothing of that request', async () => {
    const refused = await rest('POST', '/globals/site-settings', {
      token: editor.token,
      body: { enquiriesEmail: uniqueEmail('editor-inbox'), churchName: 'Changed by the editor' },
    })
    expect(refused.status).toBe(403)
    expect(JSON.stringify(refused.json)).toContain(
      'Only an admin can change where personal data is sent (Enquiries e-mail)',
    )
    expect(await storedRoutes()).toEqual(original)
  })

  it('refuses an editor’s GraphQL change of the enquiries address', async () => {
    // The mutation's input requires every required field: the others are sent as they are stored.
    const payload = await testPayload()
    const { venueAddress } = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const result = await graphql(
      `mutation { updateSiteSetting(data: { enquiriesEmail: "${uniqueEmail('editor-gql')}", churchName: ${JSON.stringify(original.churchName)}, venueAddress: ${JSON.stringify(venueAddress)} }) { enquiriesEmail } }`,
      { token: editor.token },
    )
    expect(result.errors?.[0]?.message).toMatch(/only an admin/i)
    expect(await storedRoutes()).toEqual(original)
  })

  it('refuses an editor’s change of the webhook address or secret, over REST, GraphQL and the test endpoint', async () => {
    for (const body of [{ webhookUrl: 'https://editor.example/hook' }, { webhookSecret: 'editor-secret' }]) {
      expect((await rest('POST', '/globals/integrations', { token: editor.token, body })).status).toBe(403)
    }
    const result = await graphql(
      'mutation { updateIntegration(data: { webhookUrl: "https://editor.example/hook", webhookSecret: "x" }) { webhookUrl } }',
      { token: editor.token },
    )
    expect(result.errors?.length).toBeGreaterThan(0)
    const tested = await rest('POST', '/settings/test-webhook', {
      token: editor.token,
      body: { url: 'https://editor.example/hook', secret: 'x' },
    })
    expect(tested.status).toBe(403)
    expect(await storedRoutes()).toEqual(original)
  })

  it('answers a guess of the webhook secret or address exactly as it answers the right value, over REST and GraphQL, for an editor, a volunteer and a visitor', async () => {
    const payload = await testPayload()
    const secret = `right-secret-${Date.now()}`
    const url = `https://receiver-${Date.now()}.example/hook`
    await payload.updateGlobal({ slug: 'integrations', data: { webhookSecret: secret, webhookUrl: url } })
    const [volunteer, kiosk] = await Promise.all([staffUser('volunteer'), staffUser('kiosk')])
    try {
      for (const token of [editor.token, volunteer.token, kiosk.token, undefined]) {
        for (const [field, right] of [
          ['webhookSecret', secret],
          ['webhookUrl', url],
        ] as const) {
          const answers = await Promise.all(
            [right, 'a wrong guess', ''].map((guess) =>
              rest('POST', '/globals/integrations', { token, body: { [field]: guess } }),
            ),
          )
          // One answer for every guess, the right one included: nothing to tell them apart.
          expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403])
          expect(answers[1]!.json).toEqual(answers[0]!.json)
          expect(answers[2]!.json).toEqual(answers[0]!.json)
          expect(JSON.stringify(answers[0]!.json)).not.toMatch(/personal data/)

          const overGraphql = await Promise.all(
            [right, 'a wrong guess'].map((guess) =>
              graphql(
                `mutation { updateIntegration(data: { ${field}: ${JSON.stringify(guess)} }) { requireSecondFactor } }`,
                {
                  token,
                },
              ),
            ),
          )
          expect(overGraphql[0]!.errors?.map((error) => error.message)).toEqual([
            'You are not allowed to perform this action.',
          ])
          expect(overGraphql[1]!.errors?.map((error) => error.message)).toEqual(
            overGraphql[0]!.errors?.map((error) => error.message),
          )
        }
      }
      expect(await storedRoutes()).toMatchObject({ webhookSecret: secret, webhookUrl: url })
    } finally {
      await payload.updateGlobal({
        slug: 'integrations',
        data: { webhookUrl: original.webhookUrl, webhookSecret: original.webhookSecret },
      })
    }
  })

  it('lets an editor change the other settings, and sending the address back unchanged is no change', async () => {
    const saved = await rest('POST', '/globals/site-settings', {
      token: editor.token,
      body: { enquiriesEmail: original.enquiriesEmail, churchName: 'Renamed by the editor' },
    })
    expect(saved.status).toBe(200)
    expect(await storedRoutes()).toEqual({ ...original, churchName: 'Renamed by the editor' })
  })

  it('shows the editor the enquiries address as read-only in the admin', async () => {
    const { json } = await rest('GET', '/access', { token: editor.token })
    // Payload lists a field's granted operations (or `true` for all of them); update is missing.
    const fields = (json as { globals: Record<string, { fields: Record<string, unknown> }> }).globals['site-settings']!
      .fields
    expect(fields.enquiriesEmail).toEqual({ read: true })
    expect(fields.churchName).toBe(true)
  })

  it('records an admin’s change of the enquiries address with old and new value, and e-mails every admin once', async () => {
    const since = new Date().toISOString()
    const next = uniqueEmail('new-inbox')
    expect(
      (await rest('POST', '/globals/site-settings', { token: admin.token, body: { enquiriesEmail: next } })).status,
    ).toBe(200)

    expect(await lastSettingsAudit('site-settings')).toMatchObject({
      actor: admin.user.id,
      details: {
        fields: ['enquiriesEmail'],
        routes: [{ field: 'enquiriesEmail', from: original.enquiriesEmail, to: next }],
      },
    })

    const { jobs, sent } = await runNotices(since)
    expect(jobs).toHaveLength(1)
    const payload = await testPayload()
    const admins = (
      await payload.find({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(admins.map((a) => a.email)).toEqual(expect.arrayContaining([admin.email, otherAdmin.email]))
    expect(sent[0]!.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort())
    for (const message of sent[0]!) {
      expect(message.text).toContain(`${admin.email} changed where`)
      expect(message.text).toContain(`Enquiries e-mail: from ${original.enquiriesEmail} to ${next}`)
    }

    // A retried job sends nobody a second copy.
    const task = payload.config.jobs.tasks!.find((t) => t.slug === 'announceRouteChange')!
    const handler = task.handler as (args: unknown) => Promise<unknown>
    await handler({ input: jobs[0]!.input, job: jobs[0], req: { payload } })
    expect(
      (
        await payload.count({
          collection: 'email-outbox',
          where: { idempotencyKey: { like: `route-change:${jobs[0]!.id}:` } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(admins.length)
  })

  it('records and announces an admin’s new webhook secret by fingerprint only', async () => {
    const since = new Date().toISOString()
    expect(
      (
        await rest('POST', '/globals/integrations', {
          token: admin.token,
          body: { webhookUrl: 'https://crm.example/hook', webhookSecret: 'brand-new-secret-value' },
        })
      ).status,
    ).toBe(200)
    const entry = await lastSettingsAudit('integrations')
    expect(entry).toMatchObject({
      details: {
        routes: [
          { field: 'webhookUrl', to: 'https://crm.example/hook' },
          { field: 'webhookSecret', to: expect.stringMatching(/^secret with fingerprint/) },
        ],
      },
    })
    expect(JSON.stringify(entry)).not.toContain('brand-new-secret-value')

    const { sent } = await runNotices(since)
    expect(sent[0]!.length).toBeGreaterThanOrEqual(2)
    expect(sent[0]![0]!.text).toContain('Webhook URL: from')
    expect(JSON.stringify(sent[0])).not.toContain('brand-new-secret-value')
  })

  it('announces nothing when a save changes no route', async () => {
    const since = new Date().toISOString()
    expect(
      (
        await rest('POST', '/globals/site-settings', {
          token: admin.token,
          body: { churchName: 'Renamed by the admin' },
        })
      ).status,
    ).toBe(200)
    expect((await runNotices(since)).jobs).toHaveLength(0)
  })
})
