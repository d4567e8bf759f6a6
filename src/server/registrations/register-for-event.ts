import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { PUBLIC_FORM_CONTEXT } from '@/access'
import { CONSENT_VERSION, consentWording } from '@/lib/consent'
import { currentConsent } from '@/lib/current-consent'
import type { SessionChoiceRules } from '@/lib/event-model'
import { registrationWindow, registrationWindowMessage } from '@/lib/registration-window'
import { identityKey, repeatRegistrationChanges } from '@/lib/registration-identity'
import { fieldErrors, registrationSchemaFor, type RegistrationInput } from '@/lib/schemas/registration'
import { normaliseEmail } from '@/lib/normalise'
import type { ConsentRecord, Event, Registration } from '@/payload-types'
import { readThrough } from '@/server/cache/read-cache'
import { KNOWN_CONSENT_CONTEXT, withAddedRecords, type ConsentSnapshot } from '@/server/consent/read-consent'
import { recordConsent, type ConsentEntry } from '@/server/consent/record-consent'
import { transactionSession } from '@/server/database/transaction-session'
import { choiceRulesOf, EVENT_RULES_CONTEXT, readFeaturedEvent, readPublishedEvent, sessionsOf, type EventRulesContext } from '@/server/events/read-event'
import { AppError } from '@/server/http/app-error'
import { withTransaction } from '@/server/transaction'
import { readChurchName } from '@/server/settings/read-church-name'

export const REGISTRATION_SOURCE = 'event-registration-form' as const

type PublicFields = { event: number; fullName: string; email: string; phone: string | null; attendanceChoice: string[] }
type EarlierRegistration = Pick<Registration, 'id' | 'phone' | 'attendanceChoice' | 'cancelledAt'>

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? error)) || (error as { code?: string })?.code === '23505'

export const NO_SUCH_EVENT = 'There is no such event.'

/**
 * The event a form is for, open for registration now, and the submitted sessions checked against
 * it. A draft or unknown event is "not found"; one not open yet or closed answers with the sentence
 * its page shows instead of the form; a session it does not have is a field error. Nothing is stored.
 */
export async function openEventFor(req: PayloadRequest, input: Pick<RegistrationInput, 'event' | 'attendanceChoice'>, now = new Date()): Promise<{ event: Event; rules: SessionChoiceRules; attendanceChoice: string[] }> {
  // Every submission asks, editors rarely change it: kept a few seconds (see read-cache), never a draft.
  const slug = input.event
  const event = slug ? await readThrough(`published-event:${slug}`, () => readPublishedEvent(req.payload, slug)) : await readThrough('featured-event', () => readFeaturedEvent(req.payload))
  if (!event) throw new AppError('not-found', NO_SUCH_EVENT)
  const window = registrationWindow(now, event, sessionsOf(event))
  const closed = registrationWindowMessage(window)
  if (closed) throw new AppError('conflict', closed)
  const rules = choiceRulesOf(event)
  const checked = registrationSchemaFor(rules).shape.attendanceChoice.safeParse(input.attendanceChoice)
  if (!checked.success) {
    const message = fieldErrors(checked)._form ?? Object.values(fieldErrors(checked))[0] ?? 'Please choose which events you plan to attend.'
    throw new AppError('invalid', message, { errors: { attendanceChoice: message } })
  }
  return { event, rules, attendanceChoice: checked.data }
}

/**
 * Stores a registration (or adds to the person's earlier one for the same event) and queues the
 * confirmation e-mail in the same transaction: either both happen or neither does. New, repeated and
 * cancelled registrations get the same answer, so the form tells nobody what is stored.
 */
export async function registerForEvent(req: PayloadRequest, input: Omit<RegistrationInput, 'website'>): Promise<void> {
  const { payload } = req
  const { event, rules, attendanceChoice } = await openEventFor(req, input)
  req.context[EVENT_RULES_CONTEXT] = { eventId: event.id, rules } satisfies EventRulesContext
  // The wording names the church; it is read only when there is consent to record.
  const wording = input.consentEmail || input.consentSms ? consentWording((await readThrough('church-name', () => readChurchName(payload, req)))!) : null
  /*
   * Only a ticked box is recorded. An unticked box on a repeat registration is not a withdrawal:
   * PECR needs a positive opt-in, which an unticked box never is, but it does not turn silence into
   * an opt-out either, and family members share an address (one of them not ticking must not
   * withdraw another's consent). Withdrawal is one click away in every message's footer.
   */
  const consents: ConsentEntry[] = [
    ...(input.consentEmail && wording ? [{ channel: 'email' as const, action: 'given' as const, wording: wording.email, wordingVersion: CONSENT_VERSION }] : []),
    ...(input.consentSms && wording ? [{ channel: 'sms' as const, action: 'given' as const, wording: wording.sms, wordingVersion: CONSENT_VERSION }] : []),
  ]
  const publicFields: PublicFields = {
    event: event.id,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    attendanceChoice,
  }

  const attempt = () =>
    withTransaction(req, async () => {
      const { earlier, consent } = await readPersonAtEvent(req, identityKey(event.id, input.email, input.fullName), input.email)
      const added = await recordConsent(req, { email: input.email, entries: consents, source: REGISTRATION_SOURCE })
      // The registration's consent flags are derived by its own hook from the records just read and added.
      req.context[KNOWN_CONSENT_CONTEXT] = withAddedRecords(consent, added)
      try {
        const registration = earlier ? await addToEarlierRegistration(req, rules, earlier, publicFields) : await createAsTheForm(req, publicFields)
        await payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: registration.id }, req })
      } finally {
        delete req.context[KNOWN_CONSENT_CONTEXT]
      }
    })

  try {
    await attempt()
  } catch (error) {
    // Two submissions of the same person at once: the second finds the first's row on retry.
    if (!isUniqueViolation(error)) throw error
    await attempt()
  }
}

/**
 * The same name and e-mail again for the same event: sessions are added and an empty phone filled, nothing else (see
 * repeatRegistrationChanges). A cancelled registration stays cancelled; its confirmation job tells
 * the address's owner so, with the private link that can restore it.
 */
async function addToEarlierRegistration(req: PayloadRequest, rules: SessionChoiceRules, earlier: EarlierRegistration, submitted: PublicFields) {
  const changes = earlier.cancelledAt ? {} : repeatRegistrationChanges(rules, earlier, submitted)
  if (!Object.keys(changes).length) return earlier
  // Visitors cannot update registrations, so the override is deliberate; only the additions are passed.
  return req.payload.update({ collection: 'registrations', id: earlier.id, data: changes, overrideAccess: true, depth: 0, req })
}

/** The visitor's create, admitted as the form's own (see PUBLIC_FORM_CONTEXT), with field access still applied. */
async function createAsTheForm(req: PayloadRequest, data: PublicFields) {
  req.context[PUBLIC_FORM_CONTEXT] = true
  try {
    return await req.payload.create({ collection: 'registrations', data, overrideAccess: false, req })
  } finally {
    delete req.context[PUBLIC_FORM_CONTEXT]
  }
}

type PersonRow = {
  earlier: { id: number; phone: string | null; cancelled_at: string | null; attendance_choice: string[] } | null
  records: Array<Omit<ConsentRecord, 'recordedAt'> & { recordedAt: string | Date }>
  suppressed: boolean
}

/**
 * In one statement inside the registration's transaction: the person's earlier registration for the
 * event (by identity key) and the address's consent records and suppression, which a new or
 * repeated registration derives its consent flags from. Registrations and consent records are
 * server-owned, so this reads past access deliberately, as the form's own lookups always have.
 */
async function readPersonAtEvent(req: PayloadRequest, key: string, rawEmail: string): Promise<{ earlier: EarlierRegistration | null; consent: ConsentSnapshot }> {
  const db = await transactionSession(req)
  if (!db) throw new Error('A registration is stored in a transaction')
  const email = normaliseEmail(rawEmail)
  const { rows } = await db.execute<PersonRow>(sql`
    SELECT
      (SELECT json_build_object('id', r.id, 'phone', r.phone, 'cancelled_at', r.cancelled_at, 'attendance_choice',
          coalesce((SELECT json_agg(t.text ORDER BY t."order") FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice'), '[]'::json))
        FROM registrations r WHERE r.identity_key = ${key}) AS earlier,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'email', c.email, 'channel', c.channel, 'purpose', c.purpose, 'action', c.action,
          'recordedAt', c.recorded_at, 'wording', c.wording, 'wordingVersion', c.wording_version, 'source', c.source, 'staffUser', c.staff_user_id,
          'staffEmail', c.staff_email, 'updatedAt', c.updated_at, 'createdAt', c.created_at) ORDER BY c.recorded_at, c.id), '[]'::json)
        FROM consent_records c WHERE c.email = ${email}) AS records,
      EXISTS (SELECT 1 FROM suppressions s WHERE s.email = ${email}) AS suppressed`)
  const row = rows[0]!
  const iso = (value: string | Date) => new Date(value).toISOString()
  const records: ConsentRecord[] = row.records.map((record) => ({ ...record, recordedAt: iso(record.recordedAt), updatedAt: iso(record.updatedAt), createdAt: iso(record.createdAt) }))
  const earlier = row.earlier
    ? { id: row.earlier.id, phone: row.earlier.phone, attendanceChoice: row.earlier.attendance_choice, cancelledAt: row.earlier.cancelled_at ? iso(row.earlier.cancelled_at) : null }
    : null
  return { earlier, consent: { email, records, marketing: currentConsent<ConsentRecord>(records), isSuppressed: row.suppressed } }
}
