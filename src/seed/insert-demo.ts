import type { Payload } from 'payload'

import { generateCheckinCode, identityKey } from '@/registrations'
import { type ConsentChannel, currentConsent, registrationConsentFields } from '@/consent'
import { inPoolTransaction } from '@/platform/database/in-pool-transaction'
import { poolOf } from '@/platform/database/pool'

import type { DemoRegistration } from './demo-registrations'

/** What a staff-less write through Payload records for a ticked box (see deriveConsent). */
const DEMO_CONSENT_SOURCE = 'api'
const FLAG: Record<ConsentChannel, 'consentEmail' | 'consentSms'> = { email: 'consentEmail', sms: 'consentSms' }

/**
 * Writes demo people straight to the tables, a few statements per batch in one transaction, with
 * the fields Payload's hooks would derive computed by the same functions (identity key, check-in
 * code, consent from the records). Through Payload each person costs ~9 ms of hooks; the benchmarks
 * need 50,000 of them. Demo addresses are new, so each person's records are only their own.
 * `tests/int/seed/seed.int.test.ts` re-saves people through Payload and checks nothing changes.
 */
export async function insertDemoRegistrations(
  payload: Payload,
  event: DemoEvent | number,
  people: DemoRegistration[],
  now = Date.now(),
): Promise<void> {
  if (!people.length) return
  const target = typeof event === 'number' ? { id: event, keys: SPEC_KEYS } : event
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertBatch(payload, target, people, now)
    } catch (error) {
      // Random check-in codes can collide (about once in 600 runs of 50,000); a new draw fixes it.
      const isCodeClash = (error as { constraint?: string }).constraint === 'registrations_checkin_code_idx'
      if (!isCodeClash || attempt === 3) throw error
    }
  }
}

/** Demo people choose among the SPEC event's sessions; another event names its own first two sessions and all-sessions marker. */
export type DemoEvent = { id: number; keys: Record<'online' | 'super-sunday' | 'both', string> }
const SPEC_KEYS: DemoEvent['keys'] = { online: 'online', 'super-sunday': 'super-sunday', both: 'both' }

async function insertBatch(payload: Payload, event: DemoEvent, people: DemoRegistration[], now: number) {
  // Spread over the last hours, one second apart and oldest first, as a real sign-up would be.
  const timeOf = (index: number) => new Date(now - (people.length - index) * 1000).toISOString()

  const stamped = people.map((person, index) => {
    const at = timeOf(index)
    const records = (['email', 'sms'] as const)
      .filter((channel) => person[FLAG[channel]])
      .map((channel) => ({
        email: person.email,
        channel,
        action: 'given' as const,
        purpose: 'marketing' as const,
        recordedAt: at,
        source: DEMO_CONSENT_SOURCE,
      }))
    return { person, at, records }
  })
  const codes = uniqueCodes()
  const records = stamped.flatMap(({ records }) => records)
  const rows = stamped.map(({ person, at, records }) => ({
    ...person,
    ...registrationConsentFields({ marketing: currentConsent(records), isSuppressed: false }),
    at,
    checkinCode: codes.next(),
    identityKey: identityKey(event.id, person.email, person.fullName),
    checkedInSessions: `|${[person.day1Checkin ? event.keys.online : null, person.day2Checkin ? event.keys['super-sunday'] : null].filter(Boolean).sort().join('|')}${person.day1Checkin || person.day2Checkin ? '|' : ''}`,
  }))

  await inPoolTransaction(poolOf(payload), async (client) => {
    await client.query(
      `INSERT INTO consent_records (email, channel, purpose, action, recorded_at, source, created_at, updated_at)
     SELECT email, channel::enum_consent_records_channel, 'marketing', 'given', at, $3, at, at
     FROM unnest($1::varchar[], $2::text[], $4::timestamptz[]) AS t(email, channel, at)`,
      [
        records.map((r) => r.email),
        records.map((r) => r.channel),
        DEMO_CONSENT_SOURCE,
        records.map((r) => r.recordedAt),
      ],
    )
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key])
    const { rows: inserted } = await client.query<{ id: number; email: string }>(
      `INSERT INTO registrations (event_id, full_name, email, phone, consent_email, consent_sms, consent_gdpr, email_suppressed,
       consent_recorded_at, consent_wording, consent_source, checked_in_sessions, checkin_code, identity_key, created_at, updated_at)
     SELECT $15, full_name, email, phone, consent_email, consent_sms, consent_gdpr, email_suppressed,
       consent_recorded_at, consent_wording, consent_source, checked_in_sessions, checkin_code, identity_key, at, at
     FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::boolean[], $5::boolean[], $6::boolean[], $7::boolean[],
       $8::timestamptz[], $9::varchar[], $10::varchar[], $11::varchar[], $12::varchar[], $13::varchar[], $14::timestamptz[])
       AS t(full_name, email, phone, consent_email, consent_sms, consent_gdpr, email_suppressed,
         consent_recorded_at, consent_wording, consent_source, checked_in_sessions, checkin_code, identity_key, at)
     RETURNING id, email`,
      [
        column('fullName'),
        column('email'),
        column('phone'),
        column('consentEmail'),
        column('consentSms'),
        column('consentGdpr'),
        column('emailSuppressed'),
        column('consentRecordedAt'),
        column('consentWording'),
        column('consentSource'),
        column('checkedInSessions'),
        column('checkinCode'),
        column('identityKey'),
        column('at'),
        event.id,
      ],
    )
    const idOf = new Map(inserted.map((row) => [row.email, row.id]))
    // Payload numbers the entries of a list from 1.
    const choices = rows.flatMap((row) =>
      row.attendanceChoice.map((value, index) => ({
        parent: idOf.get(row.email)!,
        order: index + 1,
        value: event.keys[value],
      })),
    )
    await client.query(
      `INSERT INTO registrations_texts ("order", parent_id, path, text)
     SELECT "order", parent, 'attendanceChoice', text FROM unnest($1::int[], $2::int[], $3::varchar[]) AS t("order", parent, text)`,
      [choices.map((c) => c.order), choices.map((c) => c.parent), choices.map((c) => c.value)],
    )
    const checkins = rows.flatMap((row) =>
      [row.day1Checkin ? event.keys.online : null, row.day2Checkin ? event.keys['super-sunday'] : null]
        .filter((session): session is string => session !== null)
        .map((session) => ({ registration: idOf.get(row.email)!, session, at: row.at })),
    )
    await client.query(
      `INSERT INTO checkins (registration_id, event_id, session, checked_in_at, method, created_at, updated_at)
     SELECT registration, $4, session, at, 'search', at, at FROM unnest($1::int[], $2::varchar[], $3::timestamptz[]) AS t(registration, session, at)`,
      [checkins.map((c) => c.registration), checkins.map((c) => c.session), checkins.map((c) => c.at), event.id],
    )
    const tags = rows.flatMap((row) =>
      row.tags.map((text, index) => ({ parent: idOf.get(row.email)!, order: index + 1, text })),
    )
    await client.query(
      `INSERT INTO registrations_texts ("order", parent_id, path, text)
     SELECT "order", parent, 'tags', text FROM unnest($1::int[], $2::int[], $3::varchar[]) AS t("order", parent, text)`,
      [tags.map((t) => t.order), tags.map((t) => t.parent), tags.map((t) => t.text)],
    )
  })
}

/** Check-in codes, none repeated within a batch. */
function uniqueCodes() {
  const used = new Set<string>()
  return {
    next() {
      let code = generateCheckinCode()
      while (used.has(code)) code = generateCheckinCode()
      used.add(code)
      return code
    },
  }
}
