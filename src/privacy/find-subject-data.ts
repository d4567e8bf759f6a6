import type { Payload } from 'payload'

import { normaliseEmail } from '@/platform/data/normalise'
import { choiceRulesOf, chosenSessionKeys } from '@/events'
import { phoneKey, phoneKeySql } from '@/platform/data/phone-key'
import { addressPattern } from './rules/subject-match'
import type { Event, Registration } from '@/payload-types'
import { poolOf } from '@/platform/database/pool'
import { emailKey } from '@/people'
type Row = { id: number }
const idsOf = (rows: Row[]) => rows.map((row) => row.id)

/**
 * Everything held about one person, found by e-mail address and the phone numbers they gave:
 * their submissions, and every stored message that names them, wherever the address appears (the
 * recipient, a Reply-To, the text of a notice to the church, a webhook's payload, an audit entry).
 */
export async function findSubjectData(payload: Payload, rawEmail: string) {
  const email = normaliseEmail(rawEmail)
  // The people the address is (by its key, however written), and the people merged into them: what
  // names them is theirs too, whichever address it came with.
  const { rows: personRows } = await poolOf(payload).query<Row>(
    `WITH found AS (SELECT DISTINCT _parent_id AS id FROM people_emails WHERE key = $1)
     SELECT id FROM found UNION SELECT p.id FROM people p JOIN found f ON p.merged_into_id = f.id`,
    [emailKey(email)],
  )
  const personIds = idsOf(personRows)
  // The people a person registered along with them (family, friends) have no address of their own:
  // what is stored about them was given by the booker, so it is the booker's to see and to erase.
  const withPeopleBrought = async <Found extends { docs: Array<{ id: number }> }>(found: Found): Promise<Found> => {
    if (!found.docs.length) return found
    const brought = await payload.find({
      collection: 'registrations',
      where: { groupBooker: { in: found.docs.map((doc) => doc.id) } },
      sort: 'createdAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    return { ...found, docs: [...found.docs, ...brought.docs] }
  }
  // A subject access request is answered by an admin from the server: every read is a deliberate override.
  // Oldest first, so the person reads their history (and their events) in the order it happened.
  const find = <
    T extends
      | 'registrations'
      | 'prayer-requests'
      | 'foundation-school-applications'
      | 'visit-plans'
      | 'suppressions'
      | 'consent-records',
  >(
    collection: T,
  ) =>
    payload.find({
      collection,
      where:
        personIds.length && collection !== 'suppressions'
          ? { or: [{ email: { equals: email } }, { person: { in: personIds } }] }
          : { email: { equals: email } },
      sort: 'createdAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  // Every row of `collection` whose `field` is one of `ids` (none when there are no ids).
  const whereIn = <T extends 'email-outbox' | 'sms-outbox' | 'message-deliveries' | 'people' | 'follow-up-cards'>(
    collection: T,
    field: 'id' | 'person',
    ids: number[],
  ) =>
    ids.length
      ? payload
          .find({
            collection,
            where: { [field]: { in: ids } },
            limit: 1000,
            depth: 0,
            overrideAccess: true,
            pagination: false,
          })
          .then((found) => found.docs)
      : Promise.resolve([])
  const byIds = <T extends 'email-outbox' | 'sms-outbox' | 'message-deliveries'>(collection: T, ids: number[]) =>
    whereIn(collection, 'id', ids)

  const [registrations, prayerRequests, foundationSchool, visitPlans, suppressions, consentRecords, people, cards] =
    await Promise.all([
      find('registrations').then(withPeopleBrought),
      find('prayer-requests'),
      find('foundation-school-applications'),
      find('visit-plans'),
      find('suppressions'),
      find('consent-records'),
      whereIn('people', 'id', personIds),
      whereIn('follow-up-cards', 'person', personIds),
    ])
  const phoneKeys = [
    ...new Set(
      [
        ...registrations.docs.map((r) => r.phone),
        ...prayerRequests.docs.map((p) => p.phone),
        ...foundationSchool.docs.map((f) => f.mobile),
        ...visitPlans.docs.map((v) => v.mobile),
      ]
        .map(phoneKey)
        .filter((key): key is string => key !== null),
    ),
  ]
  const pattern = addressPattern(email)
  const pool = poolOf(payload)
  const [emailRows, smsRows, deliveryRows, webhooks, auditEntries] = await Promise.all([
    pool.query<Row>(
      `SELECT id FROM email_outbox WHERE concat_ws(' ', "to", headers::text, subject, text, html) ~* $1`,
      [pattern],
    ),
    pool.query<Row>(`SELECT id FROM sms_outbox WHERE ${phoneKeySql('"to"')} = ANY($1::text[])`, [phoneKeys]),
    pool.query<Row>(
      `SELECT id FROM message_deliveries
       WHERE lower(address) = $1 OR registration_id = ANY($2::int[]) OR (address NOT LIKE '%@%' AND ${phoneKeySql('address')} = ANY($3::text[]))
         OR person_id = ANY($4::int[])`,
      [email, registrations.docs.map((r) => r.id), phoneKeys, personIds],
    ),
    // Those announcing any of the registrations (the people a booker brought have no address in theirs), and any naming the address.
    pool.query<Row & { event: string; status: string; created_at: string }>(
      `SELECT id, event, status, created_at FROM webhook_deliveries
       WHERE registration_id = ANY($2::int[]) OR body::text ~* $1 ORDER BY created_at, id`,
      [pattern, registrations.docs.map((r) => r.id)],
    ),
    pool.query<Row & { action: string; summary: string; created_at: string }>(
      `SELECT id, action, summary, created_at FROM audit_log WHERE concat_ws(' ', summary, target, details::text) ~* $1`,
      [pattern],
    ),
  ])
  const [emailsSent, smsSent, messageDeliveries, registrationsWithEvents] = await Promise.all([
    byIds('email-outbox', idsOf(emailRows.rows)),
    byIds('sms-outbox', idsOf(smsRows.rows)),
    byIds('message-deliveries', idsOf(deliveryRows.rows)),
    withEventsAndCheckins(payload, registrations.docs),
  ])
  return {
    email,
    registrations: registrationsWithEvents,
    prayerRequests: prayerRequests.docs,
    foundationSchoolApplications: foundationSchool.docs,
    visitPlans: visitPlans.docs,
    emailsSent,
    smsSent,
    messageDeliveries,
    webhookDeliveries: webhooks.rows,
    auditEntries: auditEntries.rows,
    consentRecords: consentRecords.docs,
    people,
    followUpCards: cards,
    unsubscribed: suppressions.docs.length > 0,
  }
}

type EventSummary = Pick<Event, 'id' | 'title' | 'slug'>
type SubjectCheckin = { session: string; sessionTitle: string; checkedInAt: string; method: string }
/** A registration as the person is shown it: which event (by title), the sessions they chose and when they were let in at each. */
export type SubjectRegistration = Omit<Registration, 'event'> & {
  event: EventSummary
  sessionsChosen: string[]
  checkins: SubjectCheckin[]
}

/**
 * A person may be registered for several events: each registration names its event and carries the
 * person's check-ins, which are theirs too (and go with the registration when it is erased).
 */
async function withEventsAndCheckins(payload: Payload, registrations: Registration[]): Promise<SubjectRegistration[]> {
  if (!registrations.length) return []
  const eventIdOf = (registration: Registration) =>
    typeof registration.event === 'object' ? registration.event.id : registration.event
  const [events, checkins] = await Promise.all([
    payload.find({
      collection: 'events',
      where: { id: { in: [...new Set(registrations.map(eventIdOf))] } },
      select: { title: true, slug: true, sessions: true, allSessionsKey: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'checkins',
      where: { registration: { in: registrations.map((registration) => registration.id) } },
      sort: 'checkedInAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const eventById = new Map(events.docs.map((event) => [event.id, event]))
  return registrations.map((registration) => {
    const event = eventById.get(eventIdOf(registration))
    const titleOf = (key: string) => event?.sessions?.find((session) => session.key === key)?.title ?? key
    const own = checkins.docs.filter(
      (checkin) =>
        (typeof checkin.registration === 'object' ? checkin.registration.id : checkin.registration) === registration.id,
    )
    return {
      ...registration,
      event: { id: eventIdOf(registration), title: event?.title ?? '(deleted event)', slug: event?.slug ?? '' },
      sessionsChosen: event
        ? chosenSessionKeys(choiceRulesOf(event), registration.attendanceChoice).map(titleOf)
        : (registration.attendanceChoice ?? []),
      checkins: own.map((checkin) => ({
        session: checkin.session,
        sessionTitle: titleOf(checkin.session),
        checkedInAt: checkin.checkedInAt,
        method: checkin.method,
      })),
    }
  })
}

export type SubjectData = Awaited<ReturnType<typeof findSubjectData>>

/** The titles of the events the person registered for, each once, in the order of their registrations. */
export const subjectEventTitles = (data: SubjectData): string[] => [
  ...new Set(data.registrations.map((registration) => registration.event.title)),
]

export const subjectCounts = (data: SubjectData) => ({
  registrations: data.registrations.length,
  checkins: data.registrations.reduce((sum, registration) => sum + registration.checkins.length, 0),
  prayerRequests: data.prayerRequests.length,
  foundationSchoolApplications: data.foundationSchoolApplications.length,
  visitPlans: data.visitPlans.length,
  emailsSent: data.emailsSent.length,
  smsSent: data.smsSent.length,
  messageDeliveries: data.messageDeliveries.length,
  webhookDeliveries: data.webhookDeliveries.length,
  auditEntries: data.auditEntries.length,
  consentRecords: data.consentRecords.length,
  people: data.people.length,
  followUpCards: data.followUpCards.length,
})
