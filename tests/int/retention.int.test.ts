import { describe, expect, it } from 'vitest'

import { applyRetention } from '@/server/retention/apply-retention'

import { testPayload, uniqueEmail } from '../helpers/payload'

const DAY = 24 * 60 * 60 * 1000

describe('the retention job, with a moved clock', () => {
  it('deletes old form submissions, outbox messages and logs, anonymises registrations after the event, and logs the counts', async () => {
    const payload = await testPayload()
    const event = await payload.findGlobal({ slug: 'event', depth: 0 })
    const eventEnd = Date.parse((event.days ?? []).map((d) => d.endsAt).sort().at(-1)!)
    await payload.updateGlobal({ slug: 'site-settings', data: { retention: { formSubmissionDays: 10, outboxDays: 10, logDays: 10, registrationDaysAfterEvent: 30 } }, overrideAccess: true })
    try {
      const email = uniqueEmail('keep')
      const visit = await payload.create({ collection: 'visit-plans', data: { name: 'Old Visit', email, mobile: '07700 900123', serviceDate: 'this-sunday', guestsCount: '1', status: 'new' } })
      const outbox = await payload.create({ collection: 'email-outbox', data: { to: email, subject: 'old', text: 'old' }, overrideAccess: true })
      const person = await payload.create({ collection: 'registrations', data: { fullName: 'Private Person', email, phone: '07700 900123', attendanceChoice: ['online'], notes: 'pastoral', tags: ['vip'], consentEmail: true, day1Checkin: true } })

      // Eleven days on, but still within 30 days of the event's end: forms, outbox and logs go, registrations stay.
      const soon = await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd) + 11 * DAY))
      expect(soon.formSubmissions).toBeGreaterThanOrEqual(1)
      expect(soon.outbox).toBeGreaterThanOrEqual(1)
      expect(await payload.findByID({ collection: 'visit-plans', id: visit.id, disableErrors: true, overrideAccess: true })).toBeNull()
      expect(await payload.findByID({ collection: 'email-outbox', id: outbox.id, disableErrors: true, overrideAccess: true })).toBeNull()
      if (Date.now() < eventEnd + 30 * DAY - 11 * DAY) expect(soon.registrationsAnonymised).toBe(0)

      const later = await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd + 31 * DAY)))
      expect(later.registrationsAnonymised + soon.registrationsAnonymised).toBeGreaterThanOrEqual(1)
      const stored = await payload.findByID({ collection: 'registrations', id: person.id, overrideAccess: true, depth: 0 })
      expect(stored).toMatchObject({ fullName: 'Anonymised registration', email: null, phone: null, notes: null, tags: [], consentEmail: false, consentGdpr: false, attendanceChoice: ['online'], day1Checkin: true })
      expect(stored.anonymisedAt).toBeTruthy()

      const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'retention' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
      expect(docs[0]!.details).toMatchObject({ formSubmissions: expect.any(Number), outbox: expect.any(Number) })
      // Nothing is left to do a second time.
      expect((await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd + 31 * DAY)))).registrationsAnonymised).toBe(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { retention: { formSubmissionDays: 365, outboxDays: 90, logDays: 730, registrationDaysAfterEvent: 365 } }, overrideAccess: true })
    }
  })
})
