import { afterAll, describe, expect, it } from 'vitest'

import { applyRetention } from '@/privacy/apply-retention'

import { createTestEvent, specEvent } from '../../helpers/events'
import { testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

const DAY = 24 * 60 * 60 * 1000

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('the retention job, with a moved clock', () => {
  it('deletes old form submissions, outbox messages and logs, anonymises registrations after their event, and logs the counts', async () => {
    const payload = await testPayload()
    const event = await specEvent(payload)
    const eventEnd = Date.parse(event.lastEndsAt!)
    // An event still two months away: its people are kept whatever the clock says about last year's.
    const later = await createTestEvent(payload, {
      sessions: [
        {
          key: 'gala',
          title: 'Gala',
          startsAt: new Date(Date.now() + 60 * DAY).toISOString(),
          endsAt: new Date(Date.now() + 60 * DAY + 3_600_000).toISOString(),
        },
      ],
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { retention: { formSubmissionDays: 10, outboxDays: 10, logDays: 10, registrationDaysAfterEvent: 30 } },
      overrideAccess: true,
    })
    try {
      const email = uniqueEmail('keep')
      const visit = await payload.create({
        collection: 'visit-plans',
        data: {
          name: 'Old Visit',
          email,
          mobile: '07700 900123',
          serviceDate: 'this-sunday',
          guestsCount: '1',
          status: 'new',
        },
      })
      const outbox = await payload.create({
        collection: 'email-outbox',
        data: { to: email, subject: 'old', text: 'old' },
        overrideAccess: true,
      })
      const person = await payload.create({
        collection: 'registrations',
        data: {
          event: event.id,
          fullName: 'Private Person',
          email,
          phone: '07700 900123',
          attendanceChoice: ['online'],
          notes: 'pastoral',
          tags: ['vip'],
          consentEmail: true,
        },
      })
      await payload.create({
        collection: 'checkins',
        data: { registration: person.id, session: 'online' } as never,
        overrideAccess: true,
      })
      const nextYear = await payload.create({
        collection: 'registrations',
        data: { event: later.id, fullName: 'Next Year', email, attendanceChoice: ['gala'] },
      })

      // Eleven days on, but still within 30 days of the event's end: forms, outbox and logs go, registrations stay.
      const soon = await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd) + 11 * DAY))
      expect(soon.formSubmissions).toBeGreaterThanOrEqual(1)
      expect(soon.outbox).toBeGreaterThanOrEqual(1)
      expect(
        await payload.findByID({ collection: 'visit-plans', id: visit.id, disableErrors: true, overrideAccess: true }),
      ).toBeNull()
      expect(
        await payload.findByID({
          collection: 'email-outbox',
          id: outbox.id,
          disableErrors: true,
          overrideAccess: true,
        }),
      ).toBeNull()
      if (Date.now() < eventEnd + 30 * DAY - 11 * DAY) expect(soon.registrationsAnonymised).toBe(0)

      const afterwards = await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd + 31 * DAY)))
      expect(afterwards.registrationsAnonymised + soon.registrationsAnonymised).toBeGreaterThanOrEqual(1)
      const stored = await payload.findByID({
        collection: 'registrations',
        id: person.id,
        overrideAccess: true,
        depth: 0,
      })
      expect(stored).toMatchObject({
        event: event.id,
        fullName: 'Anonymised registration',
        email: null,
        phone: null,
        notes: null,
        tags: [],
        consentEmail: false,
        consentGdpr: false,
        attendanceChoice: ['online'],
        checkedInSessions: '|online|',
      })
      expect(stored.anonymisedAt).toBeTruthy()
      expect(
        (
          await payload.count({
            collection: 'checkins',
            where: { registration: { equals: person.id } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(1)
      expect(
        await payload.findByID({ collection: 'registrations', id: nextYear.id, overrideAccess: true, depth: 0 }),
      ).toMatchObject({ fullName: 'Next Year', email, anonymisedAt: null })

      const { docs } = await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'retention' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
      expect(docs[0]!.details).toMatchObject({ formSubmissions: expect.any(Number), outbox: expect.any(Number) })
      // The counts as a sentence, never field names.
      expect(docs[0]!.summary).toMatch(/^Retention: (deleted|anonymised) \d+ [a-z]/)
      expect(docs[0]!.summary).not.toMatch(/[a-z][A-Z]/)
      // Nothing is left to do a second time.
      expect(
        (await applyRetention(payload, new Date(Math.max(Date.now(), eventEnd + 31 * DAY)))).registrationsAnonymised,
      ).toBe(0)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { retention: { formSubmissionDays: 365, outboxDays: 90, logDays: 730, registrationDaysAfterEvent: 365 } },
        overrideAccess: true,
      })
    }
  })
})
