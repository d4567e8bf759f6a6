import { afterAll, describe, expect, it } from 'vitest'

import { applyRetention, EXPIRING_TABLES } from '@/privacy/apply-retention'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent, specEvent } from '../../helpers/events'
import { testPayload, uniqueEmail } from '../../helpers/payload'
import { expectPlaceCountsExact } from '../../helpers/place-counts'

const DAY = 24 * 60 * 60 * 1000

// Whatever these tests write, every event's kept place counts still match its rows.
afterAll(expectPlaceCountsExact)

describe('the retention job, with a moved clock', () => {
  it('deletes in SQL only what has no delete hook to run: every expiring table is a collection without one', async () => {
    const payload = await testPayload()
    const tables = Object.values(EXPIRING_TABLES).flat()
    expect(tables).toHaveLength(8)
    for (const table of tables) {
      const collection = payload.collections[table.replaceAll('_', '-') as 'visit-plans']
      expect(collection, table).toBeDefined()
      const { beforeDelete = [], afterDelete = [] } = collection.config.hooks
      expect([table, beforeDelete.length + afterDelete.length]).toEqual([table, 0])
      expect(collection.config.versions, table).toBeFalsy()
    }
  })

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

describe('retention on the person', () => {
  it('anonymises a person once nothing of theirs is inside its retention period, and keeps one with a live registration', async () => {
    const payload = await testPayload()
    const pool = poolOf(payload)
    // An event still to come: its registrations are inside their period.
    const event = (await createTestEvent(payload)).id
    const make = async (fullName: string) => {
      const email = uniqueEmail('retention-person')
      const person = await payload.create({
        collection: 'people',
        data: { fullName, emails: [{ email }], phones: [{ phone: '07700 900777' }], notes: 'Pastoral note' },
        overrideAccess: true,
      })
      const registration = await payload.create({
        collection: 'registrations',
        data: { event, fullName, email, attendanceChoice: ['friday'] },
        overrideAccess: true,
      })
      await pool.query('UPDATE registrations SET person_id = $1 WHERE id = $2', [person.id, registration.id])
      await pool.query(`UPDATE people SET created_at = now() - interval '2 years' WHERE id = $1`, [person.id])
      return { person: person.id, registration: registration.id }
    }
    const done = await make('Done Person')
    const active = await make('Active Person')
    await pool.query('UPDATE registrations SET anonymised_at = now() WHERE id = $1', [done.registration])

    const counts = await applyRetention(payload)
    expect(counts.peopleAnonymised).toBeGreaterThanOrEqual(1)
    const { rows } = await pool.query(
      `SELECT p.id, p.full_name, p.notes, p.anonymised_at IS NOT NULL AS anonymised,
         (SELECT count(*)::int FROM people_emails e WHERE e._parent_id = p.id) AS emails,
         (SELECT count(*)::int FROM people_phones f WHERE f._parent_id = p.id) AS phones
       FROM people p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [[done.person, active.person]],
    )
    expect(rows).toEqual([
      { id: done.person, full_name: 'Anonymised person', notes: null, anonymised: true, emails: 0, phones: 0 },
      {
        id: active.person,
        full_name: 'Active Person',
        notes: 'Pastoral note',
        anonymised: false,
        emails: 1,
        phones: 1,
      },
    ])
  })
})
