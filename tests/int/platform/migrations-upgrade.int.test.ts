import { pbkdf2Sync, randomBytes } from 'node:crypto'

import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { isPasswordCorrect } from '@/staff/sign-in/check-password'

import { placeCountsDrift } from '../../helpers/place-counts'

import { refuseSignInUntilAccepted } from '../../../src/staff/hooks/guard-passwords'

/**
 * A live site upgrades from the schema it has, with its rows in it. Each case builds a database at the
 * schema just before a migration (by running the committed migrations up to there), stores rows the
 * migration touches, runs the rest, and checks that every row and value is still there.
 */
const databaseUrl = () => process.env.DATABASE_URL!
const name = `church_upgrade_${randomBytes(4).toString('hex')}`
let admin: pg.Client
let pool: pg.Pool

type Migration = (typeof migrations)[number]
const db = () => drizzle(pool) as unknown as Parameters<Migration['up']>[0]['db']
// Which migrations the cases have run so far, so a later case can bring the database up to just before its own.
const applied = new Set<string>()
const runUp = async (migration: Migration) => {
  await migration.up({ db: db(), payload: undefined as never, req: undefined as never })
  applied.add(migration.name)
}
const runUpTo = async (index: number) => {
  for (const migration of migrations.slice(0, index)) if (!applied.has(migration.name)) await runUp(migration)
}
const indexOf = (migrationName: string) => {
  const index = migrations.findIndex((migration) => migration.name === migrationName)
  expect(index).toBeGreaterThan(-1)
  return index
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: databaseUrl() })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl())
  url.pathname = `/${name}`
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await admin?.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin?.end()
})

describe('upgrading a database that holds data', () => {
  it('keeps every staff account and queued job through the second-factor link and route-change migrations', async () => {
    const first = indexOf('20261123_215548_two_factor_enrolment_link')
    for (const migration of migrations.slice(0, first)) await runUp(migration)

    await pool.query(
      `INSERT INTO users (full_name, role, email, salt, hash, two_factor_enabled, two_factor_secret)
       VALUES ('Ada Admin', 'admin', 'ada@upgrade.example', 's1', 'h1', true, 'sealed-secret'),
              ('Vic Volunteer', 'volunteer', 'vic@upgrade.example', 's2', 'h2', false, NULL)`,
    )
    await pool.query(
      `INSERT INTO payload_jobs (input, task_slug, queue) VALUES ('{"deliveryId": 7}', 'deliverWebhook', 'default')`,
    )
    const usersBefore = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    const jobsBefore = (await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows

    const last = indexOf('20261123_220024_announce_route_change')
    for (const migration of migrations.slice(first, last + 1)) await runUp(migration)

    const usersAfter = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    expect(usersAfter).toHaveLength(usersBefore.length)
    usersAfter.forEach((row, index) => {
      expect(row).toMatchObject(usersBefore[index])
      expect(row.two_factor_enrolment_token_hash).toBeNull()
      expect(row.two_factor_enrolment_expires_at).toBeNull()
    })
    expect((await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows).toEqual(jobsBefore)
    // The new task can now be queued beside the old jobs.
    await pool.query(`INSERT INTO payload_jobs (input, task_slug) VALUES ('{}', 'announceRouteChange')`)
    expect((await pool.query('SELECT count(*)::int AS n FROM payload_jobs')).rows[0].n).toBe(jobsBefore.length + 1)
  })

  it('turns the outreach event global into an event record and keeps every registration, check-in, consent, segment and message, then lets segments name an event', async () => {
    const first = indexOf('20261123_222000_contact_details_tokens')
    const target = indexOf('20261124_000429_events_as_records')
    for (const migration of migrations.slice(first, target)) await runUp(migration)

    const { rows: staff } = await pool.query(`SELECT id FROM users ORDER BY id LIMIT 1`)
    const staffId = staff[0].id as number
    await pool.query(
      `INSERT INTO site_settings (church_name, venue_address, enquiries_email) VALUES ('Upgrade Church', '1 Road', 'hi@upgrade.example')`,
    )
    const { rows: globals } = await pool.query(
      `INSERT INTO event (title, admission, about, stream_url, recording_url, updated_at, created_at)
       VALUES ('Outreach Event 2025', 'Free admission', 'First paragraph.' || chr(10) || chr(10) || 'Second paragraph.', 'https://stream.example/live', NULL, now(), '2025-06-01T00:00:00Z')
       RETURNING id`,
    )
    await pool.query(
      `INSERT INTO event_days (_order, _parent_id, id, key, title, starts_at, ends_at, mode, venue, description) VALUES
       (2, $1, 'd2', 'day2', 'Super Sunday', '2025-09-21T09:30:00Z', '2025-09-21T11:30:00Z', 'in-person', 'Pavilion', 'Bring a friend'),
       (1, $1, 'd1', 'day1', 'Online Crusade', '2025-09-20T16:00:00Z', '2025-09-20T18:00:00Z', 'online', 'YouTube', NULL)`,
      [globals[0].id],
    )
    const people = [
      {
        name: 'Both Checked',
        email: 'both@upgrade.example',
        choice: ['online', 'super-sunday', 'both'],
        day1: '2025-09-20T16:05:00Z',
        day2: '2025-09-21T09:40:00Z',
      },
      {
        name: 'Online Only',
        email: 'online@upgrade.example',
        choice: ['online'],
        day1: '2025-09-20T16:10:00Z',
        day2: null,
      },
      { name: 'Sunday Walk-in', email: null, choice: ['super-sunday'], day1: null, day2: '2025-09-21T10:00:00Z' },
      { name: 'No Show', email: 'noshow@upgrade.example', choice: ['super-sunday'], day1: null, day2: null },
    ]
    for (const [index, person] of people.entries()) {
      const { rows } = await pool.query(
        `INSERT INTO registrations (full_name, email, consent_gdpr, day1_checkin, day1_checkin_at, day1_checkin_by_id, day2_checkin, day2_checkin_at, day2_checkin_by_id,
           checkin_code, identity_key, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '2025-09-01T00:00:00Z', '2025-09-22T00:00:00Z') RETURNING id`,
        [
          person.name,
          person.email,
          index % 2 === 0,
          Boolean(person.day1),
          person.day1,
          person.day1 ? staffId : null,
          Boolean(person.day2),
          person.day2,
          person.day2 ? staffId : null,
          `CODE${index}`,
          person.email ? `${person.email}|${person.name.toLowerCase()}` : null,
        ],
      )
      for (const [order, value] of person.choice.entries()) {
        await pool.query(
          `INSERT INTO registrations_attendance_choice ("order", parent_id, value) VALUES ($1, $2, $3)`,
          [order + 1, rows[0].id, value],
        )
      }
      await pool.query(
        `INSERT INTO registrations_texts ("order", parent_id, path, text) VALUES (1, $1, 'tags', 'kept-tag')`,
        [rows[0].id],
      )
    }
    await pool.query(
      `INSERT INTO consent_records (email, channel, action, recorded_at, source) VALUES ('both@upgrade.example', 'email', 'given', '2025-09-01T00:00:00Z', 'event-registration-form')`,
    )
    await pool.query(
      `INSERT INTO segments (name, filters_attendance_filter, filters_gdpr_filter) VALUES ('Sunday people', 'in-person', 'consented')`,
    )
    await pool.query(
      `INSERT INTO messaging_logs (type, subject, content, audience, recipient_count, status) VALUES ('email', 'Thanks', 'Thank you', '{"key":"both"}', 1, 'completed')`,
    )

    const snapshot = async () => ({
      registrations: (
        await pool.query(
          `SELECT id, full_name, email, consent_gdpr, checkin_code, created_at, updated_at FROM registrations ORDER BY id`,
        )
      ).rows,
      tags: (await pool.query(`SELECT parent_id, text FROM registrations_texts WHERE path = 'tags' ORDER BY parent_id`))
        .rows,
      consent: (await pool.query(`SELECT * FROM consent_records ORDER BY id`)).rows,
      segments: (await pool.query(`SELECT * FROM segments ORDER BY id`)).rows,
      messages: (await pool.query(`SELECT * FROM messaging_logs ORDER BY id`)).rows,
    })
    const before = await snapshot()
    const ids = before.registrations.map((row) => row.id as number)

    await runUp(migrations[target]!)

    expect(await snapshot()).toEqual(before)
    const { rows: events } = await pool.query(`SELECT * FROM events`)
    expect(events).toHaveLength(1)
    const event = events[0]
    expect(event).toMatchObject({
      title: 'Outreach Event 2025',
      slug: 'outreach-event-2025',
      admission: 'Free admission',
      stream_url: 'https://stream.example/live',
      registration_closes: 'never',
      all_sessions_key: 'both',
      all_sessions_label: 'Both Days',
      _status: 'published',
    })
    expect(
      event.about.root.children.map((paragraph: { children: { text: string }[] }) => paragraph.children[0]!.text),
    ).toEqual(['First paragraph.', 'Second paragraph.'])
    expect([event.first_starts_at.toISOString(), event.last_ends_at.toISOString()]).toEqual([
      '2025-09-20T16:00:00.000Z',
      '2025-09-21T11:30:00.000Z',
    ])
    const { rows: sessions } = await pool.query(
      `SELECT _order, key, title, starts_at, mode, venue, note FROM events_sessions ORDER BY _order`,
    )
    expect(
      sessions.map((row) => [
        row._order,
        row.key,
        row.title,
        row.starts_at.toISOString(),
        row.mode,
        row.venue,
        row.note,
      ]),
    ).toEqual([
      [1, 'online', 'Online Crusade', '2025-09-20T16:00:00.000Z', 'online', 'YouTube', null],
      [2, 'super-sunday', 'Super Sunday', '2025-09-21T09:30:00.000Z', 'in-person', 'Pavilion', 'Bring a friend'],
    ])
    const { rows: versions } = await pool.query(
      `SELECT parent_id, version_slug, version__status, latest FROM _events_v`,
    )
    expect(versions).toEqual([
      { parent_id: event.id, version_slug: 'outreach-event-2025', version__status: 'published', latest: true },
    ])
    expect((await pool.query(`SELECT count(*)::int AS n FROM _events_v_version_sessions`)).rows[0].n).toBe(2)
    expect((await pool.query(`SELECT featured_event_id FROM site_settings`)).rows[0].featured_event_id).toBe(event.id)

    const { rows: registrations } = await pool.query(
      `SELECT id, event_id, identity_key, checked_in_sessions FROM registrations ORDER BY id`,
    )
    expect(registrations.map((row) => [row.event_id, row.identity_key, row.checked_in_sessions])).toEqual([
      [event.id, `${event.id}:both@upgrade.example|both checked`, '|online|super-sunday|'],
      [event.id, `${event.id}:online@upgrade.example|online only`, '|online|'],
      [event.id, null, '|super-sunday|'],
      [event.id, `${event.id}:noshow@upgrade.example|no show`, '|'],
    ])
    const { rows: choices } = await pool.query(
      `SELECT parent_id, "order", text FROM registrations_texts WHERE path = 'attendanceChoice' ORDER BY parent_id, "order"`,
    )
    expect(choices.map((row) => [ids.indexOf(row.parent_id), row.order, row.text])).toEqual([
      [0, 1, 'online'],
      [0, 2, 'super-sunday'],
      [0, 3, 'both'],
      [1, 1, 'online'],
      [2, 1, 'super-sunday'],
      [3, 1, 'super-sunday'],
    ])
    const { rows: checkins } = await pool.query(
      `SELECT registration_id, event_id, session, checked_in_at, checked_in_by_id, method FROM checkins ORDER BY registration_id, session`,
    )
    expect(
      checkins.map((row) => [
        ids.indexOf(row.registration_id),
        row.event_id,
        row.session,
        row.checked_in_at.toISOString(),
        row.checked_in_by_id,
        row.method,
      ]),
    ).toEqual([
      [0, event.id, 'online', '2025-09-20T16:05:00.000Z', staffId, 'search'],
      [0, event.id, 'super-sunday', '2025-09-21T09:40:00.000Z', staffId, 'search'],
      [1, event.id, 'online', '2025-09-20T16:10:00.000Z', staffId, 'search'],
      [2, event.id, 'super-sunday', '2025-09-21T10:00:00.000Z', staffId, 'search'],
    ])
    // The old event global and the day-N columns are gone; every registration now needs its event.
    expect((await pool.query(`SELECT to_regclass('public.event') AS t`)).rows[0].t).toBeNull()
    const columns = (
      await pool.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'registrations'`)
    ).rows.map((row) => row.column_name)
    expect(columns).not.toContain('day1_checkin')
    await expect(pool.query(`INSERT INTO registrations (full_name) VALUES ('No Event')`)).rejects.toThrow(/event_id/)

    // Segments may then be limited to an event; the saved ones keep covering every event.
    await runUp(migrations[indexOf('20261124_002347_segments_by_event')]!)
    const { rows: segments } = await pool.query(`SELECT * FROM segments ORDER BY id`)
    expect(segments).toEqual(
      before.segments.map((row) => ({
        ...row,
        filters_event_id: null,
        filters_session_key: null,
        filters_session_attendance: 'all',
      })),
    )
  })

  it('keeps every message delivery through delivery status, telling e-mail from SMS and what the outbox kept', async () => {
    const target = indexOf('20261124_221945_delivery_status')
    await runUpTo(target)
    const { rows: people } = await pool.query(`SELECT id FROM registrations ORDER BY id LIMIT 2`)
    const [first, second] = people.map((row) => row.id as number)
    const log = async (type: 'email' | 'sms') =>
      (
        await pool.query(
          `INSERT INTO messaging_logs (type, subject, content, audience, status) VALUES ($1, 'Hello', 'Hi', '{"key":"all"}', 'completed') RETURNING id`,
          [type],
        )
      ).rows[0].id as number
    const [emailLog, smsLog] = [await log('email'), await log('sms')]
    const outbox = (
      await pool.query(
        `INSERT INTO email_outbox ("to", subject, idempotency_key) VALUES ('a@upgrade.example', 'Hello', $1) RETURNING id`,
        [`log${emailLog}:reg${first}`],
      )
    ).rows[0].id
    await pool.query(
      `INSERT INTO message_deliveries (log_id, registration_id, address, status, batch_key, provider_id, error, updated_at) VALUES
       ($1, $3, 'a@upgrade.example', 'sent', 'b1', $5, NULL, '2025-09-02T10:00:00Z'),
       ($1, $4, 'b@upgrade.example', 'sent', 'b1', 're_123', NULL, '2025-09-02T10:00:01Z'),
       ($2, $3, '+447700900001', 'failed', 'b2', NULL, 'unreachable', '2025-09-02T10:00:02Z'),
       ($2, $4, '+447700900002', 'claimed', 'b2', NULL, NULL, '2025-09-02T10:00:03Z')`,
      [emailLog, smsLog, first, second, String(outbox)],
    )
    const before = (await pool.query('SELECT * FROM message_deliveries ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM message_deliveries ORDER BY id')).rows
    const expected = [
      { status: 'outbox', channel: 'email' },
      { status: 'sent', channel: 'email' },
      { status: 'failed', channel: 'sms' },
      { status: 'claimed', channel: 'sms' },
    ]
    expect(after).toEqual(
      before.map((row, index) => ({
        ...row,
        ...expected[index],
        kind: 'bulk',
        subject: null,
        status_detail: null,
        status_at: expected[index]!.status === 'claimed' ? null : row.updated_at,
      })),
    )
  })

  it('keeps every staff account active, with its password, through staff invitations', async () => {
    const target = indexOf('20261124_222652_staff_invitations')
    await runUpTo(target)
    // Payload's password format from before its current one (25,000 iterations, 512-byte key, no prefix): old accounts keep it.
    const salt = randomBytes(32).toString('hex')
    const hash = pbkdf2Sync('old-password-1', salt, 25_000, 512, 'sha256').toString('hex')
    await pool.query(
      `INSERT INTO users (full_name, role, email, salt, hash) VALUES ('Olive Old', 'editor', 'olive@upgrade.example', $1, $2)`,
      [salt, hash],
    )
    const before = (await pool.query('SELECT * FROM users ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    expect(after).toEqual(
      before.map((row) => ({
        ...row,
        account_status: 'active',
        invitation_token_hash: null,
        invitation_expires_at: null,
      })),
    )
    const olive = after.find((row) => row.email === 'olive@upgrade.example')!
    expect(await isPasswordCorrect(olive, 'old-password-1')).toBe(true)
    expect(() =>
      refuseSignInUntilAccepted({
        user: { accountStatus: olive.account_status },
        req: { t: (key: string) => key },
      } as never),
    ).not.toThrow()
  })

  it('keeps every delivery and event through scheduled messages, adding no message to an existing event', async () => {
    const target = indexOf('20261124_223307_scheduled_messages')
    await runUpTo(target)
    const deliveries = (await pool.query('SELECT * FROM message_deliveries ORDER BY id')).rows
    const events = (await pool.query('SELECT * FROM events ORDER BY id')).rows
    expect(deliveries.length).toBeGreaterThan(0)
    expect(events.length).toBeGreaterThan(0)

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM message_deliveries ORDER BY id')).rows).toEqual(
      deliveries.map((row) => ({ ...row, scheduled_message_id: null })),
    )
    expect((await pool.query('SELECT * FROM events ORDER BY id')).rows).toEqual(events)
    expect((await pool.query('SELECT count(*)::int AS n FROM scheduled_messages')).rows[0].n).toBe(0)
  })

  it("keeps every event and registration through places, questions and groups, and the waiting list's columns: everyone holds the place they had", async () => {
    const target = indexOf('20261125_011222_places_questions_groups')
    await runUpTo(target)
    const events = (await pool.query('SELECT * FROM events ORDER BY id')).rows
    const sessions = (await pool.query('SELECT * FROM events_sessions ORDER BY _parent_id, _order')).rows
    const registrations = (await pool.query('SELECT * FROM registrations ORDER BY id')).rows
    const choices = (await pool.query('SELECT * FROM registrations_texts ORDER BY id')).rows
    expect(events.length).toBeGreaterThan(0)
    expect(registrations.length).toBeGreaterThan(0)

    for (const migration of migrations.slice(target, indexOf('20261125_013223_waiting_sessions') + 1))
      await runUp(migration)

    expect((await pool.query('SELECT * FROM events ORDER BY id')).rows).toEqual(
      events.map((row) => ({ ...row, capacity: null, offer_hours: '24', group_limit: '8' })),
    )
    expect((await pool.query('SELECT * FROM events_sessions ORDER BY _parent_id, _order')).rows).toEqual(
      sessions.map((row) => ({ ...row, capacity: null })),
    )
    expect((await pool.query('SELECT * FROM registrations ORDER BY id')).rows).toEqual(
      registrations.map((row) => ({
        ...row,
        place_status: 'confirmed',
        group_booker_id: null,
        is_child: false,
        answers: null,
        sensitive_answers: null,
        waiting_sessions: '|',
      })),
    )
    expect((await pool.query('SELECT * FROM registrations_texts ORDER BY id')).rows).toEqual(choices)
    expect((await pool.query('SELECT count(*)::int AS n FROM waiting_list')).rows[0].n).toBe(0)
  })

  it("keeps every registration and waiting entry through the database's place counts, and counts every event from its rows", async () => {
    const target = indexOf('20261125_100000_place_counts')
    await runUpTo(target)
    // Someone waiting, someone offered a place, and a cancelled registration, beside the registrations already here.
    const [first, second, third] = (
      await pool.query('SELECT id, event_id FROM registrations WHERE cancelled_at IS NULL ORDER BY id LIMIT 3')
    ).rows
    expect(third).toBeDefined()
    await pool.query(
      `INSERT INTO waiting_list (event_id, registration_id, session_key, status) VALUES ($1, $2, 'later', 'waiting'), ($3, $4, 'later', 'offered')`,
      [first.event_id, first.id, second.event_id, second.id],
    )
    await pool.query('UPDATE registrations SET cancelled_at = now() WHERE id = $1', [third.id])
    const registrations = (await pool.query('SELECT * FROM registrations ORDER BY id')).rows
    const choices = (await pool.query('SELECT * FROM registrations_texts ORDER BY id')).rows
    const waiting = (await pool.query('SELECT * FROM waiting_list ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM registrations ORDER BY id')).rows).toEqual(registrations)
    expect((await pool.query('SELECT * FROM registrations_texts ORDER BY id')).rows).toEqual(choices)
    expect((await pool.query('SELECT * FROM waiting_list ORDER BY id')).rows).toEqual(waiting)
    expect((await pool.query('SELECT count(*)::int AS n FROM event_places')).rows[0].n).toBe(
      (await pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n,
    )
    expect(await placeCountsDrift(pool)).toEqual([])
    const counted = (await pool.query('SELECT sessions FROM event_places WHERE event_id = $1', [first.event_id]))
      .rows[0].sessions
    expect(counted.later.waiting).toBeGreaterThanOrEqual(1)

    // From here on the triggers keep the counts: a cancellation gives its places back.
    await pool.query('UPDATE registrations SET cancelled_at = now() WHERE id = $1', [first.id])
    expect(await placeCountsDrift(pool)).toEqual([])
  })

  it('keeps every webhook delivery through their link to the registration, linking each earlier one to the registration it announced', async () => {
    const target = indexOf('20261126_203126_webhook_delivery_registration')
    await runUpTo(target)
    const { rows: people } = await pool.query(
      `SELECT r.id, r.full_name, r.created_at, e.slug, e.title FROM registrations r JOIN events e ON e.id = r.event_id ORDER BY r.id LIMIT 2`,
    )
    expect(people).toHaveLength(2)
    const bodyOf = (person: (typeof people)[number], name = person.full_name as string) =>
      JSON.stringify({
        event: 'registration_created',
        data: {
          full_name: name,
          email: null,
          attendance_choice: [],
          created_at: (person.created_at as Date).toISOString(),
          event: { slug: person.slug, title: person.title },
        },
      })
    await pool.query(
      `INSERT INTO webhook_deliveries (event, url, body, status, attempts, updated_at, created_at) VALUES
       ('registration_created', 'https://receiver.example/a', $1, 'succeeded', 1, now(), now()),
       ('registration_created', 'https://receiver.example/a', $2, 'failed', 5, now(), now()),
       ('registration_created', 'https://receiver.example/a', $3, 'pending', 0, now(), now()),
       ('test', 'https://receiver.example/a', '{"test": true}', 'succeeded', 1, now(), now())`,
      [bodyOf(people[0]), bodyOf(people[1]), bodyOf(people[1], 'Someone Renamed Since')],
    )
    const before = (await pool.query('SELECT * FROM webhook_deliveries ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM webhook_deliveries ORDER BY id')).rows
    expect(after.map(({ registration_id: _, ...row }) => row)).toEqual(before)
    expect(after.slice(-4).map((row) => row.registration_id)).toEqual([people[0].id, people[1].id, null, null])
  })

  it('keeps every audit entry through the sensitive-question action, which can then be recorded', async () => {
    const target = indexOf('20261126_203750_sensitive_question_audit')
    await runUpTo(target)
    await pool.query(
      `INSERT INTO audit_log (action, summary, target, updated_at, created_at) VALUES
       ('settings-change', 'Site Settings changed', 'globals:site-settings', now(), now()),
       ('erasure', 'Erased one person''s data: nothing was held.', NULL, now(), now())`,
    )
    const before = (await pool.query('SELECT * FROM audit_log ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM audit_log ORDER BY id')).rows).toEqual(before)
    await pool.query(
      `INSERT INTO audit_log (action, summary, updated_at, created_at) VALUES ('sensitive-question', 'x', now(), now())`,
    )
  })

  it('keeps every queued job through the password-reset task, which can then be queued', async () => {
    const target = indexOf('20261126_204304_password_reset_queue')
    await runUpTo(target)
    await pool.query(
      `INSERT INTO payload_jobs (input, task_slug, queue) VALUES ('{"deliveryId": 9}', 'deliverWebhook', 'default'), ('{}', 'announceRouteChange', 'default')`,
    )
    const before = (await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM payload_jobs ORDER BY id')).rows).toEqual(before)
    await pool.query(
      `INSERT INTO payload_jobs (input, task_slug) VALUES ('{"email": "a@upgrade.example"}', 'sendPasswordReset')`,
    )
  })

  it('keeps every page and its blocks through the upcoming events block, which no page has until the seed adds it', async () => {
    const target = indexOf('20261126_204507_upcoming_events_block')
    await runUpTo(target)
    const page = (
      await pool.query(`INSERT INTO pages (title, path, _status) VALUES ('Home', '/', 'published') RETURNING id`)
    ).rows[0]
    await pool.query(
      `INSERT INTO pages_blocks_quote (_order, _parent_id, _path, id, text, attribution) VALUES (1, $1, 'layout', 'quote-1', 'A family', 'Jane')`,
      [page.id],
    )
    const pages = (await pool.query('SELECT * FROM pages ORDER BY id')).rows
    const quotes = (await pool.query('SELECT * FROM pages_blocks_quote ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM pages ORDER BY id')).rows).toEqual(pages)
    expect((await pool.query('SELECT * FROM pages_blocks_quote ORDER BY id')).rows).toEqual(quotes)
    expect((await pool.query('SELECT count(*)::int AS n FROM pages_blocks_upcoming_events')).rows[0].n).toBe(0)
  })

  it('keeps every staff account and audit entry through e-mail address confirmation, with no change waiting', async () => {
    const target = indexOf('20261126_205353_staff_email_change')
    await runUpTo(target)
    const users = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    const entries = (await pool.query('SELECT * FROM audit_log ORDER BY id')).rows
    expect(users.length).toBeGreaterThan(0)

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM users ORDER BY id')).rows
    expect(
      after.map(({ pending_email: _p, email_change_token_hash: _h, email_change_expires_at: _e, ...row }) => row),
    ).toEqual(users)
    for (const row of after) {
      expect([row.pending_email, row.email_change_token_hash, row.email_change_expires_at]).toEqual([null, null, null])
    }
    expect((await pool.query('SELECT * FROM audit_log ORDER BY id')).rows).toEqual(entries)
    await pool.query(
      `INSERT INTO audit_log (action, summary, updated_at, created_at) VALUES ('staff-email-change', 'x', now(), now())`,
    )
  })

  it('links every registration, check-in, consent record, suppression, message and form to a person through the people migration, keeping every row', async () => {
    const target = indexOf('20261126_211228_people')
    await runUpTo(target)
    const event = (await pool.query('SELECT id FROM events ORDER BY id LIMIT 1')).rows[0].id
    const insert = async (row: Record<string, unknown>) =>
      (
        await pool.query(
          `INSERT INTO registrations (event_id, full_name, email, phone, group_booker_id, checkin_code, identity_key, checked_in_sessions)
           VALUES ($1, $2, $3, $4, $5, upper(substr(md5(random()::text), 1, 8)), $6, '|') RETURNING id`,
          [
            event,
            row.name,
            row.email ?? null,
            row.phone ?? null,
            row.booker ?? null,
            row.email ? `${event}:${row.email}|${row.name}` : null,
          ],
        )
      ).rows[0].id as number
    const mary = await insert({ name: 'Mary People', email: 'Mary.People@Example.org', phone: '07700 900111' })
    const maryAgain = await insert({ name: 'mary  people', email: 'mary.people@example.org ' })
    const john = await insert({ name: 'John People', email: 'mary.people@example.org' })
    const dotted = await insert({ name: 'Gail People', email: 'gail.people@gmail.com' })
    const undotted = await insert({ name: 'Gail People', email: 'GailPeople+church@googlemail.com' })
    const child = await insert({ name: 'Kit People', booker: mary })
    const walkInKnown = await insert({ name: 'Mary People', phone: '+44 7700 900111' })
    const walkInNew = await insert({ name: 'Nobody Known', phone: '01242 000999' })
    await pool.query(
      `INSERT INTO checkins (registration_id, event_id, session, checked_in_at) VALUES ($1, $2, 'online', now())`,
      [child, event],
    )
    await pool.query(
      `INSERT INTO consent_records (email, channel, purpose, action, recorded_at, source) VALUES ('mary.people@example.org', 'email', 'marketing', 'given', now(), 'event-registration-form')`,
    )
    await pool.query(`INSERT INTO suppressions (email, source) VALUES ('gail.people@gmail.com', 'unsubscribe')`)
    await pool.query(
      `INSERT INTO visit_plans (name, email, mobile, service_date, guests_count, status) VALUES ('Mary People', 'MARY.PEOPLE@example.org', '07700 900111', 'this-sunday', '1', 'new')`,
    )
    await pool.query(
      `INSERT INTO prayer_requests (full_name, phone, email, prayer_request, consent) VALUES ('Praying Person', '01242 000111', 'pray@example.org', 'For rain', true)`,
    )
    const tables = [
      'registrations',
      'checkins',
      'consent_records',
      'suppressions',
      'visit_plans',
      'prayer_requests',
      'message_deliveries',
      'foundation_school_applications',
    ]
    const before = Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [table, (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows]),
      ),
    )

    await runUp(migrations[target]!)

    for (const table of tables) {
      const after = (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows
      // Every row and value is kept; each row now names its person.
      expect(after.map(({ person_id: _person, ...row }) => row)).toEqual(before[table])
      // A message to an address nobody registered with names nobody; everything else names someone.
      if (table !== 'message_deliveries')
        expect(after.filter((row) => row.person_id === null).map((row) => row.id)).toEqual([])
    }
    const personOf = async (id: number) =>
      (await pool.query('SELECT person_id FROM registrations WHERE id = $1', [id])).rows[0].person_id as number
    expect(await personOf(maryAgain)).toBe(await personOf(mary))
    expect(await personOf(walkInKnown)).toBe(await personOf(mary))
    expect(await personOf(undotted)).toBe(await personOf(dotted))
    expect(await personOf(john)).not.toBe(await personOf(mary))
    expect(await personOf(walkInNew)).not.toBe(await personOf(mary))
    const household = async (id: number) =>
      (await pool.query('SELECT household_id FROM people WHERE id = $1', [await personOf(id)])).rows[0].household_id
    // The booker and the child they brought, and John who shares Mary's address, are one household.
    expect(await household(mary)).not.toBeNull()
    expect(await household(child)).toBe(await household(mary))
    expect(await household(john)).toBe(await household(mary))
    const visit = (await pool.query(`SELECT person_id FROM visit_plans WHERE name = 'Mary People'`)).rows[0].person_id
    expect(visit).toBe(await personOf(mary))
    const emails = (
      await pool.query('SELECT email, key FROM people_emails WHERE _parent_id = $1 ORDER BY _order', [
        await personOf(dotted),
      ])
    ).rows
    expect(emails.map((row) => row.key)).toEqual(['gailpeople@gmail.com', 'gailpeople@gmail.com'])
  })

  it('keeps every check-in, person and queued job through follow-ups, then holds one open card per person, list and rule', async () => {
    const target = indexOf('20261126_225652_follow_ups')
    await runUpTo(target)
    const person = (await pool.query(`INSERT INTO people (full_name) VALUES ('Follow Upgrade') RETURNING id`)).rows[0]
      .id
    await pool.query(`INSERT INTO payload_jobs (input, task_slug) VALUES ('{}', 'applyRetention')`)
    const tables = ['people', 'checkins', 'visit_plans', 'prayer_requests', 'payload_jobs']
    const snapshot = async () =>
      Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows))
    const before = await snapshot()
    expect(before[1]!.length).toBeGreaterThan(0)

    await runUp(migrations[target]!)

    expect(await snapshot()).toEqual(before)
    const list = (await pool.query(`INSERT INTO follow_up_lists (name) VALUES ('Newcomers') RETURNING id`)).rows[0].id
    const open = `INSERT INTO follow_up_cards (list_id, person_id, rule) VALUES ($1, $2, 'plan-a-visit')`
    await pool.query(open, [list, person])
    await expect(pool.query(open, [list, person])).rejects.toThrow(/follow_up_cards_open_rule/)
    await pool.query(`UPDATE follow_up_cards SET status = 'done' WHERE person_id = $1`, [person])
    await pool.query(open, [list, person])
    await pool.query(`INSERT INTO payload_jobs (input, task_slug) VALUES ('{}', 'sendFollowUpDigest')`)
  })

  it('keeps every person and audit entry through the people merges migration, and can then record merges', async () => {
    const target = indexOf('20261126_230156_people_merges')
    await runUpTo(target)
    await pool.query(
      `INSERT INTO people (full_name, first_seen_at, first_seen_via) VALUES ('Upgrade Kept', now(), 'staff'), ('Upgrade Gone', now(), 'staff')`,
    )
    const people = (await pool.query('SELECT * FROM people ORDER BY id')).rows
    const entries = (await pool.query('SELECT * FROM audit_log ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM people ORDER BY id')).rows).toEqual(people)
    expect((await pool.query('SELECT * FROM audit_log ORDER BY id')).rows).toEqual(entries)
    const [kept, gone] = people.slice(-2).map((row) => row.id as number)
    await pool.query(
      `INSERT INTO person_merges (kept_id, merged_id, merged_at, moved, before) VALUES ($1, $2, now(), '{}', '{}')`,
      [kept, gone],
    )
    await pool.query(`INSERT INTO people_distinct (person_a_id, person_b_id, marked_at) VALUES ($1, $2, now())`, [
      kept,
      gone,
    ])
    // A pair is stored once, the lower id first.
    await expect(
      pool.query(`INSERT INTO people_distinct (person_a_id, person_b_id, marked_at) VALUES ($2, $1, now())`, [
        kept,
        gone,
      ]),
    ).rejects.toThrow(/people_distinct_ordered/)
    await pool.query(
      `INSERT INTO audit_log (action, summary, updated_at, created_at) VALUES ('person-merge', 'x', now(), now()), ('person-unmerge', 'y', now(), now())`,
    )
    expect(
      (await pool.query(`SELECT people_email_distance('anna@example.org', 'annna@example.org') AS d`)).rows[0].d,
    ).toBe(1)
  })

  it('keeps every address and phone of a person through the key order migration, and then reads them in order', async () => {
    const target = indexOf('20261127_021500_people_key_order')
    await runUpTo(target)
    const person = (
      await pool.query(
        `INSERT INTO people (full_name, first_seen_at, first_seen_via) VALUES ('Upgrade Keys', now(), 'staff') RETURNING id`,
      )
    ).rows[0].id
    await pool.query(
      `INSERT INTO people_emails (_order, _parent_id, id, email, key) VALUES (1, $1, 'e1', 'k@x.org', 'k@x.org')`,
      [person],
    )
    await pool.query(
      `INSERT INTO people_phones (_order, _parent_id, id, phone, key) VALUES (1, $1, 'p1', '07700 900000', '447700900000')`,
      [person],
    )
    const emails = (await pool.query('SELECT * FROM people_emails ORDER BY id')).rows
    const phones = (await pool.query('SELECT * FROM people_phones ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM people_emails ORDER BY id')).rows).toEqual(emails)
    expect((await pool.query('SELECT * FROM people_phones ORDER BY id')).rows).toEqual(phones)
    const indexes = await pool.query(
      `SELECT indexname FROM pg_indexes WHERE indexname IN ('people_emails_key_parent', 'people_phones_key_parent') ORDER BY 1`,
    )
    expect(indexes.rows.map((row) => row.indexname)).toEqual(['people_emails_key_parent', 'people_phones_key_parent'])
  })

  it('keeps every check-in and registration through the door sync migration, then logs changes and holds each nonce once', async () => {
    const target = indexOf('20261127_021701_door_offline_sync')
    await runUpTo(target)
    const tables = ['checkins', 'registrations', 'audit_log']
    const snapshot = async () =>
      Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows))
    const before = await snapshot()

    await runUp(migrations[target]!)

    expect(await snapshot()).toEqual(before)
    await pool.query(
      `INSERT INTO checkin_changes (registration, event, session, checked_in, at, txid) VALUES (1, 1, 'friday', true, now(), pg_current_xact_id()::text::numeric)`,
    )
    const nonce = `INSERT INTO checkin_nonces (nonce, outcome) VALUES ('n-1', 'create')`
    await pool.query(nonce)
    await expect(pool.query(nonce)).rejects.toThrow(/checkin_nonces_nonce_idx/)
  })

  it('keeps every person through the kept duplicate pairs, marking each live one stale, and then marks whoever changes', async () => {
    const target = indexOf('20261127_021800_people_duplicate_pairs')
    await runUpTo(target)
    const { rows: made } = await pool.query<{ id: number }>(
      `INSERT INTO people (full_name, first_seen_at, first_seen_via) VALUES ('Pair Upgrade', now(), 'staff'), ('Pair Gone', now(), 'staff') RETURNING id`,
    )
    const [live, gone] = made.map((row) => row.id)
    await pool.query(`UPDATE people SET anonymised_at = now() WHERE id = $1`, [gone])
    const people = (await pool.query('SELECT * FROM people ORDER BY id')).rows

    await runUp(migrations[target]!)

    expect((await pool.query('SELECT * FROM people ORDER BY id')).rows).toEqual(people)
    const stale = async () =>
      (await pool.query<{ id: number }>('SELECT DISTINCT person_id AS id FROM people_duplicates_stale')).rows.map(
        (row) => row.id,
      )
    expect(await stale()).toContain(live)
    expect(await stale()).not.toContain(gone)
    expect((await pool.query('SELECT count(*)::int AS n FROM people_duplicate_pairs')).rows[0].n).toBe(0)
    await pool.query('DELETE FROM people_duplicates_stale')
    await pool.query(
      `INSERT INTO people_emails (_order, _parent_id, id, email, key) VALUES (1, $1, 'up1', 'a@x.org', 'a@x.org')`,
      [live],
    )
    expect(await stale()).toEqual([live])
  })

  it('keeps every event and its versions through event prices, each then free (no price)', async () => {
    const target = indexOf('20261127_022432_event_prices')
    await runUpTo(target)
    await pool.query(
      `INSERT INTO events (title, slug, registration_closes, _status, updated_at, created_at) VALUES ('Upgrade Retreat', 'upgrade-retreat-prices', 'never', 'published', now(), now())`,
    )
    const events = (await pool.query('SELECT * FROM events ORDER BY id')).rows
    const versions = (await pool.query('SELECT * FROM _events_v ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM events ORDER BY id')).rows
    const priceColumns = (row: Record<string, unknown>) => Object.keys(row).filter((key) => key.startsWith('price_'))
    expect(priceColumns(after[0]!).length).toBeGreaterThan(0)
    expect(
      after.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('price_')))),
    ).toEqual(events)
    expect(after.every((row) => priceColumns(row).every((key) => row[key] === null))).toBe(true)
    expect((await pool.query('SELECT id, parent_id, version_title FROM _events_v ORDER BY id')).rows).toEqual(
      versions.map((row) => ({ id: row.id, parent_id: row.parent_id, version_title: row.version_title })),
    )
  })

  it('keeps every registration through card payments, each with nothing to pay, and then applies a Stripe event once', async () => {
    const target = indexOf('20261127_024527_card_payments')
    await runUpTo(target)
    const event = (
      await pool.query(
        `INSERT INTO events (title, slug, registration_closes, _status, updated_at, created_at) VALUES ('Upgrade Camp', 'upgrade-camp-payments', 'never', 'published', now(), now()) RETURNING id`,
      )
    ).rows[0].id
    await pool.query(
      `INSERT INTO registrations (event_id, full_name, email, checkin_code, updated_at, created_at) VALUES ($1, 'Upgrade Payer', 'upgrade.payer@test.example', 'UPGPAY01', now(), now())`,
      [event],
    )
    const registrations = (await pool.query('SELECT * FROM registrations ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM registrations ORDER BY id')).rows
    const added = ['payment_status', 'amount_due_pence', 'hold_expires_at', 'checkout_session_id', 'discount_code']
    expect(after.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !added.includes(key))))).toEqual(
      registrations,
    )
    expect(after.every((row) => added.every((key) => row[key] === null))).toBe(true)
    const once = `INSERT INTO stripe_events (event_id, type, updated_at, created_at) VALUES ('evt_upgrade', 'checkout.session.completed', now(), now())`
    await pool.query(once)
    await expect(pool.query(once)).rejects.toThrow(/stripe_events_event_id_idx/)
  })

  it("keeps every check-in and event session through the children's sessions migration, none of them a children's session", async () => {
    const target = indexOf('20261127_030740_childrens_sessions')
    await runUpTo(target)
    const tables = ['checkins', 'events_sessions']
    const snapshot = async () =>
      Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows))
    const before = await snapshot()
    expect(before[0]!.length).toBeGreaterThan(0)

    await runUp(migrations[target]!)

    const [checkins, sessions] = await snapshot()
    expect(checkins).toEqual(
      before[0]!.map((row) => ({
        ...row,
        security_code: null,
        checked_out_at: null,
        checked_out_by_id: null,
        checkout_override: null,
      })),
    )
    expect(sessions).toEqual(before[1]!.map((row) => ({ ...row, is_childrens: false })))
  })

  it('keeps every staff account, audit entry and document lock through the kiosk devices migration, which can then hold a kiosk and its device', async () => {
    const target = indexOf('20261127_055205_kiosk_devices')
    await runUpTo(target)
    const tables = ['users', 'audit_log', 'payload_locked_documents_rels']
    const snapshot = async () =>
      Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows))
    const before = await snapshot()
    expect(before[0]!.length).toBeGreaterThan(0)
    expect(before[1]!.length).toBeGreaterThan(0)

    await runUp(migrations[target]!)

    const [users, audit, locks] = await snapshot()
    expect(users).toEqual(before[0])
    expect(audit).toEqual(before[1])
    expect(locks).toEqual(before[2]!.map((row) => ({ ...row, kiosk_devices_id: null })))
    const account = users![0]!.id as number
    await pool.query(`UPDATE users SET role = 'kiosk' WHERE id = $1`, [account])
    const event = (await pool.query('SELECT id FROM events ORDER BY id LIMIT 1')).rows[0]!.id as number
    await pool.query(
      `INSERT INTO kiosk_devices (name, event_id, account_id, code_hash, code_expires_at) VALUES ('Front door', $1, $2, 'hash', now())`,
      [event, account],
    )
    await pool.query(
      `INSERT INTO audit_log (action, summary, updated_at, created_at) VALUES ('kiosk-device', 'x', now(), now())`,
    )
  })

  it('keeps every registration, payment and event through offline payments: earlier paid bookings are card ones, every event still takes cards', async () => {
    const target = indexOf('20261127_060132_offline_payments')
    await runUpTo(target)
    const event = (
      await pool.query(
        `INSERT INTO events (title, slug, registration_closes, _status, price_amount_pence, updated_at, created_at) VALUES ('Upgrade Weekend', 'upgrade-weekend-offline', 'never', 'published', 2000, now(), now()) RETURNING id`,
      )
    ).rows[0].id
    const { rows: made } = await pool.query<{ id: number }>(
      `INSERT INTO registrations (event_id, full_name, email, checkin_code, payment_status, amount_due_pence, updated_at, created_at)
       VALUES ($1, 'Upgrade Card', 'upgrade.card@test.example', 'UPGOFF01', 'paid', 2000, now(), now()),
              ($1, 'Upgrade Free', 'upgrade.free@test.example', 'UPGOFF02', NULL, NULL, now(), now()) RETURNING id`,
      [event],
    )
    await pool.query(
      `INSERT INTO payments (registration_id, event_id, kind, method, amount_pence, status, recorded_at, updated_at, created_at)
       VALUES ($1, $2, 'payment', 'card', 2000, 'succeeded', now(), now(), now())`,
      [made[0]!.id, event],
    )
    const tables = ['registrations', 'payments', 'events']
    const added = [
      'payment_method',
      'payment_reference',
      'payment_reminder_at',
      'payment_reminder_sent_at',
      'request_key',
      'price_offer_card',
      'price_offer_bank_transfer',
      'price_offer_on_the_day',
      'price_offline_booking',
      'price_offline_hold_days',
      'price_offline_reminder_days',
    ]
    const snapshot = async () =>
      Promise.all(tables.map(async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows))
    const without = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !added.includes(key))))
    const before = await snapshot()

    await runUp(migrations[target]!)

    const after = await snapshot()
    after.forEach((rows, index) => expect(without(rows)).toEqual(before[index]))
    const [registrations, , events] = after
    const methodOf = (id: number) => registrations!.find((row) => row.id === id)!.payment_method
    expect(methodOf(made[0]!.id)).toBe('card')
    expect(methodOf(made[1]!.id)).toBeNull()
    expect(events!.every((row) => row.price_offer_card === true)).toBe(true)
    const reference = `UPDATE registrations SET payment_reference = 'UPG-222222' WHERE id = $1`
    await pool.query(reference, [made[0]!.id])
    await expect(pool.query(reference, [made[1]!.id])).rejects.toThrow(/registrations_payment_reference_idx/)
  })

  it('keeps every event, payment and audit entry through refunds and the cancellation policy, then takes a request key once', async () => {
    const target = indexOf('20261127_060841_refunds_and_policy')
    await runUpTo(target)
    const event = (
      await pool.query(
        `INSERT INTO events (title, slug, registration_closes, _status, price_amount_pence, updated_at, created_at) VALUES ('Upgrade Refunds', 'upgrade-refunds', 'never', 'published', 1200, now(), now()) RETURNING id`,
      )
    ).rows[0].id
    const registration = (
      await pool.query(
        `INSERT INTO registrations (event_id, full_name, email, checkin_code, payment_status, amount_due_pence, updated_at, created_at) VALUES ($1, 'Upgrade Refunded', 'upgrade.refunded@test.example', 'UPGREF01', 'paid', 1200, now(), now()) RETURNING id`,
        [event],
      )
    ).rows[0].id
    await pool.query(
      `INSERT INTO payments (registration_id, event_id, kind, method, amount_pence, status, provider_id, recorded_at, updated_at, created_at) VALUES ($1, $2, 'payment', 'card', 1200, 'succeeded', 'pi_upgrade', now(), now(), now())`,
      [registration, event],
    )
    const snapshot = async () =>
      Promise.all(
        ['events', 'payments', 'audit_log'].map(
          async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows,
        ),
      )
    const [events, payments, entries] = await snapshot()

    await runUp(migrations[target]!)

    const [eventsAfter, paymentsAfter, entriesAfter] = await snapshot()
    expect(eventsAfter).toEqual(events!.map((row) => ({ ...row, price_refund_until: null })))
    expect(paymentsAfter).toEqual(payments!.map((row) => ({ ...row, request_key: null })))
    expect(entriesAfter).toEqual(entries)
    await pool.query(
      `INSERT INTO audit_log (action, summary, updated_at, created_at) VALUES ('refund', 'Refunded', now(), now())`,
    )
    const refund = `INSERT INTO payments (registration_id, event_id, kind, method, amount_pence, status, request_key, recorded_at, updated_at, created_at) VALUES ($1, $2, 'refund', 'card', 500, 'succeeded', 'upgrade-key-1', now(), now(), now())`
    await pool.query(refund, [registration, event])
    await expect(pool.query(refund, [registration, event])).rejects.toThrow(/payments_request_key_idx/)
  })

  it('keeps the integrations settings through the Stripe keys migration, with no Stripe key set', async () => {
    const target = indexOf('20261127_084345_stripe_keys_in_settings')
    await runUpTo(target)
    await pool.query(`DELETE FROM integrations`)
    await pool.query(
      `INSERT INTO integrations (webhook_url, webhook_secret, require_second_factor) VALUES ('https://example.org/hook', 'shh', true)`,
    )
    const before = (await pool.query('SELECT * FROM integrations')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM integrations')).rows
    expect(after).toEqual(before.map((row) => ({ ...row, stripe_secret_key: null, stripe_webhook_secret: null })))
  })

  it('keeps every event and registration through deposits: none has a deposit, and a booking may then be part paid', async () => {
    const target = indexOf('20261127_084633_deposits')
    await runUpTo(target)
    const event = (
      await pool.query(
        `INSERT INTO events (title, slug, registration_closes, _status, price_amount_pence, updated_at, created_at) VALUES ('Upgrade Deposits', 'upgrade-deposits', 'never', 'published', 5000, now(), now()) RETURNING id`,
      )
    ).rows[0].id
    const registration = (
      await pool.query(
        `INSERT INTO registrations (event_id, full_name, email, checkin_code, payment_status, amount_due_pence, payment_method, updated_at, created_at)
         VALUES ($1, 'Upgrade Awaiting', 'upgrade.awaiting@test.example', 'UPGDEP01', 'awaiting', 5000, 'bank-transfer', now(), now()) RETURNING id`,
        [event],
      )
    ).rows[0].id
    const added = [
      'price_deposit_kind',
      'price_deposit_value',
      'price_balance_due_at',
      'price_balance_reminder_days',
      'deposit_pence',
      'balance_due_at',
      'balance_reminder_at',
      'balance_reminder_sent_at',
    ]
    const snapshot = async () =>
      Promise.all(
        ['events', 'registrations', 'payments'].map(
          async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows,
        ),
      )
    const before = await snapshot()

    await runUp(migrations[target]!)

    const after = await snapshot()
    after.forEach((rows, index) => {
      expect(
        rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !added.includes(key)))),
      ).toEqual(before[index])
      for (const row of rows) for (const column of added) if (column in row) expect(row[column]).toBeNull()
    })
    await pool.query(`UPDATE registrations SET payment_status = 'part-paid', deposit_pence = 1000 WHERE id = $1`, [
      registration,
    ])
    const { rows } = await pool.query('SELECT payment_status, deposit_pence FROM registrations WHERE id = $1', [
      registration,
    ])
    expect(rows[0]).toMatchObject({ payment_status: 'part-paid', deposit_pence: '1000' })
  })

  it('keeps every person and each of their addresses and phones once through one address per person, another spelling in their notes', async () => {
    const target = indexOf('20261129_004002_one_address_per_person')
    await runUpTo(target)
    const { rows: made } = await pool.query<{ id: number }>(
      `INSERT INTO people (full_name, first_seen_at, first_seen_via, notes) VALUES
         ('Once Twice', now(), 'staff', 'Prefers the phone'), ('Once Family', now(), 'staff', NULL) RETURNING id`,
    )
    const [twice, family] = made.map((row) => row.id) as [number, number]
    // Two forms at once added the same address; an admin also listed a Gmail address two ways.
    await pool.query(
      `INSERT INTO people_emails (_order, _parent_id, id, email, key) VALUES
         (1, $1, 'once-e1', 'once.twice@gmail.com', 'oncetwice@gmail.com'),
         (2, $1, 'once-e2', 'oncetwice@gmail.com', 'oncetwice@gmail.com'),
         (3, $1, 'once-e3', 'home@once.example', 'home@once.example'),
         (4, $1, 'once-e4', 'home@once.example', 'home@once.example'),
         (1, $2, 'once-e5', 'home@once.example', 'home@once.example')`,
      [twice, family],
    )
    await pool.query(
      `INSERT INTO people_phones (_order, _parent_id, id, phone, key) VALUES
         (1, $1, 'once-p1', '07700 900600', '7700900600'), (2, $1, 'once-p2', '07700 900600', '7700900600')`,
      [twice],
    )
    const people = (await pool.query('SELECT * FROM people ORDER BY id')).rows

    await runUp(migrations[target]!)

    const after = (await pool.query('SELECT * FROM people ORDER BY id')).rows
    expect(after.map((row) => row.id)).toEqual(people.map((row) => row.id))
    expect(after.find((row) => row.id === twice)!.notes).toBe('Prefers the phone\nAlso written as: oncetwice@gmail.com')
    expect(after.find((row) => row.id === family)).toEqual(people.find((row) => row.id === family))
    const held = async (table: string) =>
      (await pool.query(`SELECT _parent_id, id FROM ${table} WHERE id LIKE 'once-%' ORDER BY id`)).rows.map(
        (row) => `${row._parent_id === twice ? 'twice' : 'family'}:${row.id}`,
      )
    expect(await held('people_emails')).toEqual(['twice:once-e1', 'twice:once-e3', 'family:once-e5'])
    expect(await held('people_phones')).toEqual(['twice:once-p1'])
    const { rows: indexes } = await pool.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('people_emails', 'people_phones') AND indexdef LIKE '%(key%' ORDER BY 1`,
    )
    expect(indexes.map((row) => row.indexname)).toEqual([
      'people_emails_one_key_per_person',
      'people_phones_one_key_per_person',
    ])
    expect(indexes.every((row) => row.indexdef.startsWith('CREATE UNIQUE INDEX'))).toBe(true)
    await expect(
      pool.query(
        `INSERT INTO people_emails (_order, _parent_id, id, email, key) VALUES (5, $1, 'once-e6', 'HOME@once.example', 'home@once.example')`,
        [twice],
      ),
    ).rejects.toThrow(/people_emails_one_key_per_person/)
  })
})
