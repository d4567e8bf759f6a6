import type { Payload } from 'payload'
import { email as payloadEmailRule } from 'payload/shared'

import { generateCheckinCode } from './rules/checkin-code'
import type { StoredAnswer } from '@/events'
import {
  type ConsentEntry,
  type ConsentSnapshot,
  currentConsent,
  registrationConsentFields,
  withAddedRecords,
} from '@/consent'
import { normaliseEmail, normaliseName, trimToNull } from '@/platform/data/normalise'
import type { ConsentRecord, Registration } from '@/payload-types'
import {
  emailKey,
  personCandidatesSql,
  personOfAddressSql,
  type PersonCandidate,
  REGISTRATION_PEOPLE_WRITES,
  registrationPeopleParams,
  registrationPeopleValues,
  matchRegistrationPeople,
  writeRegistrationPeopleCtes,
} from '@/people'
import { phoneKey } from '@/platform/data/phone-key'
import { poolOf } from '@/platform/database/pool'
import { queueJobsCte } from '@/platform/jobs/queue-jobs'

import { registrationStatementJobs } from './queue-registration-jobs'
import {
  eventPlaceCountsSql,
  noCounts,
  type PlaceCounts,
  placeCountsOf,
  type PlaceCountsRow,
  type PlacesTaken,
  placeStatusOf,
  type Queryable,
  waitingSessionsOf,
} from '@/places'

/**
 * The public form's fast path. Through Payload a new registration is a transaction of a dozen
 * statements (the consent records, the row, its sessions and the confirmation job, each written and
 * read back) and ~10 ms of CPU in field hooks and query building; under a burst of sign-ups that,
 * not the database, is the limit. A new person whose registration needs nothing but what the
 * collection's hooks derive is written here in one statement instead, with every derived field
 * computed by the same functions the hooks call:
 *
 * - normaliseContact and trimToNull: the name, e-mail and phone as stored;
 * - checkSessionChoice: the sessions are the form's already checked and normalised choice, less
 *   those the person waits for (their waiting-list entries are written here too, and the place
 *   status with placeStatusOf and waitingSessionsOf, as syncPlaceStatus keeps them);
 * - deriveServerFields: the identity key (the caller's) and a new check-in code;
 * - deriveConsent: the flags from the address's records, those just added included;
 * - queueRegistrationWebhook: only when no webhook is configured (otherwise Payload's path runs it);
 * - the jobs a registration queues (queueRegistrationJobs: its confirmation, and a due reminder's send);
 * - syncConsentOfSameAddress: when boxes were ticked, the address's other registrations (family
 *   members, the person at other events) take the same consent fields in the same statement.
 *
 * Anything else (a repeat of an earlier registration, a configured webhook, an address Payload's own
 * e-mail rule would refuse) goes through Payload. `tests/int/registrations/write-paths-agree.int.test.ts`
 * sends generated submissions both ways and compares every row they leave; registration-queries
 * checks that the collection has no hook this path does not account for.
 */

export type PersonAtEvent = {
  /** The person's earlier registration for the event (same identity key), if any. */
  earlier: Pick<Registration, 'id' | 'phone' | 'attendanceChoice' | 'cancelledAt'> | null
  /** The address's consent records and suppression, which a registration's flags are derived from. */
  consent: ConsentSnapshot
  webhookUrl: string | null
  /** The people the submission could be (see matchRegistrationPeople). */
  candidates: PersonCandidate[]
  /** The event's place counts as last committed, when they were asked for (an event with limits). */
  counts: PlaceCounts | null
}

type PersonRow = {
  earlier: { id: number; phone: string | null; cancelled_at: string | null; attendance_choice: string[] } | null
  records: Array<
    Omit<ConsentRecord, 'recordedAt' | 'updatedAt' | 'createdAt'> &
      Record<'recordedAt' | 'updatedAt' | 'createdAt', string>
  >
  suppressed: boolean
  webhook_url: string | null
  candidates: PersonCandidate[]
  counts: PlaceCountsRow | null
}

const iso = (value: string | Date) => new Date(value).toISOString()

/**
 * The matching's parts of the form's two statements; only they use each statement's last parameters:
 * - `candidates`: the people the submission could be (matchRegistrationPeople decides among them),
 *   read with the person ($4 to $6);
 * - `people`: the booker and the people they bring, made real by the registration's statement ($29 on),
 *   and undone with it when its places no longer fit;
 * - `consentPerson`: the person the new consent records name.
 * `bench:people` weighs the matching by the form's time with and without them.
 */
export const FORM_MATCHING = {
  candidates: personCandidatesSql({ email: '$4', phone: '$5', name: '$6' }),
  people: writeRegistrationPeopleCtes(registrationPeopleParams({ first: 29 })),
  // The address's first person: someone already seen with it, else the person this statement makes.
  consentPerson: `coalesce(${personOfAddressSql('$32::varchar')}, (SELECT id FROM person_id))`,
}

/**
 * What the form needs to know before it writes, in one statement: the person's earlier registration
 * for the event (by identity key, with its sessions), the address's consent records and suppression,
 * whether a webhook is configured, and, given `countsOf` (an event with limits), that event's place
 * counts to allocate from. Registrations and consent records are server-owned, so this reads past
 * access deliberately, as the form's lookups always have. Prepared once per connection.
 */
export async function readPersonAtEvent(
  payload: Payload,
  identityKey: string,
  rawEmail: string,
  who: { fullName: string; phone: string | null },
  countsOf: number | null = null,
): Promise<PersonAtEvent> {
  const email = normaliseEmail(rawEmail)
  const { rows } = await poolOf(payload).query<PersonRow>({
    name: 'registration-form-read-person',
    text: `SELECT
      (SELECT json_build_object('id', r.id, 'phone', r.phone, 'cancelled_at', r.cancelled_at, 'attendance_choice',
          coalesce((SELECT json_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice'), '[]'::json))
        FROM registrations r WHERE r.identity_key = $1) AS earlier,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'email', c.email, 'channel', c.channel, 'purpose', c.purpose, 'action', c.action,
          'recordedAt', c.recorded_at, 'wording', c.wording, 'wordingVersion', c.wording_version, 'source', c.source, 'staffUser', c.staff_user_id,
          'staffEmail', c.staff_email, 'updatedAt', c.updated_at, 'createdAt', c.created_at) ORDER BY c.recorded_at, c.id), '[]'::json)
        FROM consent_records c WHERE c.email = $2) AS records,
      EXISTS (SELECT 1 FROM suppressions s WHERE s.email = $2) AS suppressed,
      (SELECT webhook_url FROM integrations ORDER BY created_at DESC LIMIT 1) AS webhook_url,
      ${FORM_MATCHING.candidates} AS candidates,
      (SELECT row_to_json(e) FROM (${eventPlaceCountsSql('$3::integer')}) e) AS counts`,
    values: [identityKey, email, countsOf, emailKey(email), phoneKey(who.phone), normaliseName(who.fullName)],
  })
  const row = rows[0]!
  if (countsOf !== null && !row.counts) throw noCounts(countsOf)
  const records: ConsentRecord[] = row.records.map((record) => ({
    ...record,
    recordedAt: iso(record.recordedAt),
    updatedAt: iso(record.updatedAt),
    createdAt: iso(record.createdAt),
  }))
  const earlier = row.earlier
    ? {
        id: row.earlier.id,
        phone: row.earlier.phone,
        attendanceChoice: row.earlier.attendance_choice,
        cancelledAt: row.earlier.cancelled_at ? iso(row.earlier.cancelled_at) : null,
      }
    : null
  return {
    earlier,
    consent: { email, records, marketing: currentConsent<ConsentRecord>(records), isSuppressed: row.suppressed },
    webhookUrl: row.webhook_url?.trim() || null,
    candidates: row.candidates,
    counts: row.counts && placeCountsOf(row.counts),
  }
}

/** A person brought along by the booker: their own registration, check-in code and place, no address of their own. */
export type NewGroupMember = {
  fullName: string
  isChild: boolean
  attendanceChoice: string[]
  waitingFor: string[]
  answers: StoredAnswer[]
  sensitiveAnswers: StoredAnswer[]
}

export type NewRegistration = {
  eventId: number
  identityKey: string
  fullName: string
  email: string
  phone: string | null
  /** The sessions the person holds a place for, in the stored shape (possibly none while they wait). */
  attendanceChoice: string[]
  /** The sessions they join the waiting list for. */
  waitingFor: string[]
  answers: StoredAnswer[]
  sensitiveAnswers: StoredAnswer[]
  members: NewGroupMember[]
  /** The ticked boxes, each recorded as given with the words shown. */
  consents: ConsentEntry[]
  consentSource: ConsentRecord['source']
  /** For an event with limits, the places the allocations above take and must still find free (null: no limits). */
  places: PlacesTaken | null
}

/**
 * The new registration's id and, for an event with limits, the counts it was written against (as they
 * were just before it); or, when the places no longer fit, nothing written and the counts as they are now.
 */
export type InsertResult =
  { registrationId: number; counts: PlaceCounts | null } | { registrationId: null; counts: PlaceCounts }

/** Answers as stored: none is a null column, as Payload writes an unset json field. */
const answersColumn = (answers: StoredAnswer[]) => (answers.length ? JSON.stringify(answers) : null)

/** Payload's own rule for an e-mail field: an address it would refuse goes through Payload, which answers as it always has. */
const isEmailPayloadAccepts = (payload: Payload, email: string) =>
  payloadEmailRule(email, { req: { payload, t: () => 'invalid' } } as never) === true

/** Whether a submission can be written by insertNewRegistration, which does nothing but what Payload's create would. */
export const canInsertDirectly = (payload: Payload, person: PersonAtEvent, email: string) =>
  !person.earlier && !person.webhookUrl && isEmailPayloadAccepts(payload, normaliseEmail(email))

/** The registration's jobs (see queueRegistrationJobs), written by the statement itself. */
const JOBS_CTE = queueJobsCte(
  'jobs',
  registrationStatementJobs({ event: '$9::integer', at: '$2::timestamptz' }),
  '$2::timestamptz',
)

/**
 * The statement's writing CTEs that run before it locks the event's counts: it reads them all first,
 * since PostgreSQL runs a writing CTE no one reads only once the statement's own query is done.
 */
const WRITTEN_FIRST = [
  ...REGISTRATION_PEOPLE_WRITES,
  'consent',
  'registration',
  'members',
  'sessions',
  'family',
  'jobs',
]

/** The SQLSTATE of registration_places_taken: the places a registration was allocated were taken first (its counts in DETAIL). */
const PLACES_TAKEN = 'PLACE'

/** The form's statement (see insertNewRegistration); its parameters are in the order of its values there. */
export const FORM_INSERT_SQL = `WITH ${FORM_MATCHING.people}, consent AS (
        INSERT INTO consent_records (email, channel, purpose, action, recorded_at, wording, wording_version, source, person_id, updated_at, created_at)
        SELECT $1::varchar, c.channel::enum_consent_records_channel, c.purpose::enum_consent_records_purpose, c.action::enum_consent_records_action,
          $2::timestamptz, c.wording, c.wording_version, $3::enum_consent_records_source,
          ${FORM_MATCHING.consentPerson}, $2::timestamptz, $2::timestamptz
        FROM unnest($4::text[], $5::text[], $6::text[], $7::varchar[], $8::varchar[]) AS c(channel, purpose, action, wording, wording_version)
        RETURNING id
      ), registration AS (
        INSERT INTO registrations (event_id, full_name, email, phone, consent_email, consent_sms, email_suppressed, consent_gdpr, consent_recorded_at, consent_wording,
          consent_source, checked_in_sessions, checkin_code, identity_key, answers, sensitive_answers, place_status, waiting_sessions, person_id, updated_at, created_at)
        VALUES ($9::integer, $10::varchar, $1::varchar, $11::varchar, $12::boolean, $13::boolean, $14::boolean, $15::boolean, $16::timestamptz, $17::varchar,
          $18::varchar, '|', $19::varchar, $20::varchar, $21::jsonb, $22::jsonb, $23::enum_registrations_place_status, $27::varchar, (SELECT id FROM person_id), $2::timestamptz, $2::timestamptz)
        RETURNING id, checkin_code
      ), members AS (
        -- The people brought along: no address of their own, so no consent and no identity key; the booker is their contact.
        INSERT INTO registrations (event_id, full_name, is_child, group_booker_id, consent_email, consent_sms, email_suppressed, consent_gdpr,
          checked_in_sessions, checkin_code, answers, sensitive_answers, place_status, waiting_sessions, person_id, updated_at, created_at)
        SELECT $9::integer, m.full_name, m.is_child, registration.id, false, false, false, false, '|', m.checkin_code, m.answers, m.sensitive_answers,
          m.place_status::enum_registrations_place_status, m.waiting_sessions, brought_people.id, $2::timestamptz, $2::timestamptz
        FROM registration, jsonb_to_recordset($24::jsonb) AS m(ord integer, full_name varchar, is_child boolean, checkin_code varchar, answers jsonb, sensitive_answers jsonb, place_status text, waiting_sessions varchar)
          LEFT JOIN brought_people ON brought_people.ord = m.ord
        RETURNING id, checkin_code
      ), everyone AS (
        SELECT id, checkin_code FROM registration UNION ALL SELECT id, checkin_code FROM members
      ), sessions AS (
        INSERT INTO registrations_texts ("order", parent_id, path, text)
        SELECT s.position, everyone.id, 'attendanceChoice', s.key
        FROM everyone JOIN jsonb_to_recordset($25::jsonb) AS s(code varchar, key varchar, position integer) ON s.code = everyone.checkin_code
        RETURNING id
      ), family AS (
        -- Consent belongs to the address: a ticked box changes every registration with it. Without one,
        -- the address's records are unchanged and so are its registrations.
        UPDATE registrations SET consent_email = $12::boolean, consent_sms = $13::boolean, email_suppressed = $14::boolean, consent_gdpr = $15::boolean,
          consent_recorded_at = $16::timestamptz, consent_wording = $17::varchar, consent_source = $18::varchar, updated_at = $2::timestamptz
        WHERE email = $1::varchar AND cardinality($4::text[]) > 0
          AND (consent_email IS DISTINCT FROM $12::boolean OR consent_sms IS DISTINCT FROM $13::boolean OR email_suppressed IS DISTINCT FROM $14::boolean)
        RETURNING id
      ), ${JOBS_CTE}, written AS (
        -- Read before the counts below, so that all of it is written before their lock is taken (the
        -- waiting-list entries, after it).
        SELECT ${WRITTEN_FIRST.map((cte) => `(SELECT count(*) FROM ${cte})`).join(' + ')} AS rows
      ), places AS (
        -- An event with limits: its counts, locked last (and read as last committed); see insertNewRegistration.
        ${eventPlaceCountsSql('$9::integer')} AND $28::jsonb IS NOT NULL AND (SELECT rows FROM written) IS NOT NULL FOR UPDATE
      ), fits AS (
        SELECT $28::jsonb IS NULL OR EXISTS (SELECT 1 FROM places p
          WHERE NOT EXISTS (SELECT 1 FROM jsonb_each($28::jsonb -> 'sessions') AS t(key, need)
              WHERE coalesce((p.sessions -> t.key ->> 'held')::int, 0) + (t.need ->> 'take')::int > (t.need ->> 'capacity')::int
                OR coalesce((p.sessions -> t.key ->> 'waiting')::int, 0) > 0)
            AND (jsonb_typeof($28::jsonb -> 'people') IS DISTINCT FROM 'object'
              OR (p.people + ($28::jsonb #>> '{people,take}')::int <= ($28::jsonb #>> '{people,capacity}')::int AND p.people_waiting = 0))) AS ok
      ), waiting AS (
        -- After the check, under the lock: a queue's order (its entries' ids) is the order its places were counted in.
        INSERT INTO waiting_list (event_id, registration_id, session_key, status, updated_at, created_at)
        SELECT $9::integer, everyone.id, w.key, 'waiting', $2::timestamptz, $2::timestamptz
        FROM everyone JOIN jsonb_to_recordset($26::jsonb) AS w(code varchar, key varchar, position integer) ON w.code = everyone.checkin_code
        WHERE (SELECT ok FROM fits)
        ORDER BY everyone.id, w.position
      )
      SELECT CASE WHEN (SELECT ok FROM fits) THEN (SELECT id FROM registration)
          ELSE registration_places_taken((SELECT row_to_json(places) FROM places)) END AS id,
        (SELECT row_to_json(places) FROM places WHERE $28::jsonb IS NOT NULL) AS counts`

/**
 * Writes a new person's consent records, registration, the people they bring, everyone's sessions and
 * waiting-list entries, and the confirmation job in one statement: all of it or none (a unique key
 * taken by a twin submission fails the whole of it). The event's counts (`event_places`) are locked
 * last, once everything else is written: for an event with limits the statement then checks that the
 * places taken still fit (see placesTaken) and, when they do not, undoes the whole of itself
 * (registration_places_taken) and answers the counts as they are now. Only the waiting-list entries
 * are written after the check, under the lock, so that a queue's order (its entries' ids) is the order
 * its newcomers were counted in, and told their place in it. Every registration of an event, with
 * limits or without, so holds that lock only from its check (or the counting trigger's, at the
 * statement's end) to its commit, never across a round trip; with limits it used to hold it for its
 * whole statement (docs/benchmarks.md, section 4's notes of 29 November).
 */
export async function insertNewRegistration(
  db: Queryable,
  person: PersonAtEvent,
  registration: NewRegistration,
): Promise<InsertResult> {
  const at = new Date().toISOString()
  const email = normaliseEmail(registration.email)
  const added: ConsentRecord[] = registration.consents.map((entry, index) => ({
    // Newer than every stored record, for the ordering of records made in the same millisecond.
    id: Number.MAX_SAFE_INTEGER - registration.consents.length + index,
    email,
    channel: entry.channel,
    purpose: entry.purpose ?? 'marketing',
    action: entry.action,
    recordedAt: at,
    wording: entry.wording ?? null,
    wordingVersion: entry.wording ? (entry.wordingVersion ?? null) : null,
    source: registration.consentSource,
    staffUser: null,
    staffEmail: null,
    updatedAt: at,
    createdAt: at,
  }))
  const consent = registrationConsentFields(withAddedRecords(person.consent, added))
  // Who the booker and the people they bring are, from the people read with the person (matchRegistrationPeople).
  const booker = { fullName: registration.fullName, email, phone: trimToNull(registration.phone) }
  const keys = { fullName: registration.fullName, emailKey: emailKey(email), phoneKey: phoneKey(registration.phone) }
  const broughtNames = registration.members.map((member) => member.fullName)
  const people = matchRegistrationPeople(keys, person.candidates, broughtNames)
  const checkinCode = generateCheckinCode()
  const members = registration.members.map((member, ord) => ({
    ord,
    full_name: normaliseName(member.fullName),
    is_child: member.isChild,
    checkin_code: generateCheckinCode(),
    answers: member.answers.length ? member.answers : null,
    sensitive_answers: member.sensitiveAnswers.length ? member.sensitiveAnswers : null,
    place_status: placeStatusOf(member.waitingFor),
    waiting_sessions: waitingSessionsOf(member.waitingFor),
  }))
  // Everyone's sessions and waiting entries, tied to their row by check-in code (unique, made here).
  const everyone = [
    { code: checkinCode, ...registration },
    ...registration.members.map((member, index) => ({ code: members[index]!.checkin_code, ...member })),
  ]
  const sessions = everyone.flatMap((one) =>
    one.attendanceChoice.map((key, index) => ({ code: one.code, key, position: index + 1 })),
  )
  const waiting = everyone.flatMap((one) =>
    one.waitingFor.map((key, index) => ({ code: one.code, key, position: index + 1 })),
  )
  const statement = {
    name: 'registration-form-insert',
    text: FORM_INSERT_SQL,
    values: [
      email,
      at,
      registration.consentSource,
      added.map((record) => record.channel),
      added.map((record) => record.purpose),
      added.map((record) => record.action),
      added.map((record) => record.wording),
      added.map((record) => record.wordingVersion),
      registration.eventId,
      normaliseName(registration.fullName),
      trimToNull(registration.phone),
      consent.consentEmail,
      consent.consentSms,
      consent.emailSuppressed,
      consent.consentGdpr,
      consent.consentRecordedAt,
      consent.consentWording,
      consent.consentSource,
      checkinCode,
      registration.identityKey,
      answersColumn(registration.answers),
      answersColumn(registration.sensitiveAnswers),
      placeStatusOf(registration.waitingFor),
      JSON.stringify(members),
      JSON.stringify(sessions),
      JSON.stringify(waiting),
      waitingSessionsOf(registration.waitingFor),
      registration.places ? JSON.stringify(registration.places) : null,
      ...registrationPeopleValues(booker, keys, people, broughtNames, new Date(at)),
    ],
  }
  try {
    const { rows } = await db.query<{ id: number; counts: PlaceCountsRow | null }>(statement)
    const { id, counts } = rows[0]!
    return { registrationId: id, counts: counts && placeCountsOf(counts) }
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string }
    if (code !== PLACES_TAKEN) throw error
    if (!detail) throw noCounts(registration.eventId)
    return { registrationId: null, counts: placeCountsOf(JSON.parse(detail) as PlaceCountsRow) }
  }
}
