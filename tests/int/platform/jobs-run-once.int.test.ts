import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { specEvent } from '../../helpers/events'
import { testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * Several servers share one database, and each works through the jobs queue every few seconds.
 * Two runners here race on the same database over separate connections, as two servers would.
 */
describe('the jobs queue shared by several servers', () => {
  it('sends each queued e-mail once when two runners claim jobs at the same moment', async () => {
    const payload = await testPayload()
    const queue = `race-${Date.now()}`
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`race${i}`))
    const event = (await specEvent(payload)).id
    for (const email of emails) {
      const registration = await payload.create({
        collection: 'registrations',
        data: { event, fullName: 'Race Runner', email, attendanceChoice: ['online'], consentGdpr: true },
        overrideAccess: true,
      })
      await payload.jobs.queue({
        task: 'sendRegistrationConfirmation',
        input: { registrationId: registration.id },
        queue,
      })
    }

    await Promise.all([
      payload.jobs.run({ queue, limit: 50 }),
      payload.jobs.run({ queue, limit: 50 }),
      payload.jobs.run({ queue, limit: 50 }),
    ])

    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { in: emails } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.to).sort()).toEqual([...emails].sort())
    expect(
      (await payload.count({ collection: 'payload-jobs', where: { queue: { equals: queue } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('queues the nightly retention run once when two servers check the schedule at the same moment', async () => {
    const payload = await testPayload()
    const scheduledRetention: Where = {
      and: [{ taskSlug: { equals: 'applyRetention' } }, { 'meta.scheduled': { equals: true } }],
    }
    await payload.delete({ collection: 'payload-jobs', where: scheduledRetention, overrideAccess: true })
    try {
      await Promise.all([
        payload.jobs.handleSchedules({ queue: 'default' }),
        payload.jobs.handleSchedules({ queue: 'default' }),
        payload.jobs.handleSchedules({ queue: 'default' }),
      ])
      expect(
        (await payload.count({ collection: 'payload-jobs', where: scheduledRetention, overrideAccess: true }))
          .totalDocs,
      ).toBe(1)
    } finally {
      // The check queued every scheduled task's next run, not only the retention's: none is this test's to leave.
      await payload.delete({
        collection: 'payload-jobs',
        where: { 'meta.scheduled': { equals: true } },
        overrideAccess: true,
      })
    }
  })
})
