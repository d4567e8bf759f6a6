import type { PayloadRequest } from 'payload'

import { PUBLIC_FORM_CONTEXT } from '@/access'
import { CONSENT_VERSION, consentWording } from '@/lib/consent'
import type { EventSession, SessionChoiceRules } from '@/lib/event-model'
import { registrationWindow, registrationWindowMessage } from '@/lib/registration-window'
import { identityKey, repeatRegistrationChanges } from '@/lib/registration-identity'
import { fieldErrors, registrationSchemaFor, type RegistrationInput } from '@/lib/schemas/registration'
import type { Event } from '@/payload-types'
import { readThrough } from '@/server/cache/read-cache'
import { KNOWN_CONSENT_CONTEXT, withAddedRecords } from '@/server/consent/read-consent'
import { recordConsent, type ConsentEntry } from '@/server/consent/record-consent'
import { syncConsentFlags } from '@/server/consent/sync-consent-flags'
import { choiceRulesOf, EVENT_RULES_CONTEXT, readFeaturedEvent, readPublishedEvent, sessionsOf, type EventRulesContext } from '@/server/events/read-event'
import { AppError } from '@/server/http/app-error'
import { withTransaction } from '@/server/transaction'
import { readChurchName } from '@/server/settings/read-church-name'
import { queueSendIfDue } from '@/server/scheduled-messages/queue-due-send'

import { canInsertDirectly, insertNewRegistration, readPersonAtEvent, type PersonAtEvent } from './insert-new-registration'

export const REGISTRATION_SOURCE = 'event-registration-form' as const

type PublicFields = { event: number; fullName: string; email: string; phone: string | null; attendanceChoice: string[] }
type EarlierRegistration = NonNullable<PersonAtEvent['earlier']>

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? error)) || (error as { code?: string })?.code === '23505'

export const NO_SUCH_EVENT = 'There is no such event.'

/** A published event as the form needs it, built once per read: its sessions, choice rules and the sessions' check. */
type FormEvent = { event: Event; sessions: EventSession[]; rules: SessionChoiceRules; checkChoice: ReturnType<typeof registrationSchemaFor>['shape']['attendanceChoice'] }

function formEvent(event: Event | null): FormEvent | null {
  if (!event) return null
  const rules = choiceRulesOf(event)
  return { event, sessions: sessionsOf(event), rules, checkChoice: registrationSchemaFor(rules).shape.attendanceChoice }
}

/**
 * The event a form is for, open for registration now, and the submitted sessions checked against
 * it. A draft or unknown event is "not found"; one not open yet or closed answers with the sentence
 * its page shows instead of the form; a session it does not have is a field error. Nothing is stored.
 */
export async function openEventFor(req: PayloadRequest, input: Pick<RegistrationInput, 'event' | 'attendanceChoice'>, now = new Date()): Promise<{ event: Event; rules: SessionChoiceRules; attendanceChoice: string[] }> {
  // Every submission asks and editors rarely change it: kept a few seconds (see read-cache), never a draft.
  const slug = input.event
  const found = slug
    ? await readThrough(`form-event:${slug}`, async () => formEvent(await readPublishedEvent(req.payload, slug)))
    : await readThrough('form-event-featured', async () => formEvent(await readFeaturedEvent(req.payload)))
  if (!found) throw new AppError('not-found', NO_SUCH_EVENT)
  const { event, sessions, rules, checkChoice } = found
  const closed = registrationWindowMessage(registrationWindow(now, event, sessions))
  if (closed) throw new AppError('conflict', closed)
  const checked = checkChoice.safeParse(input.attendanceChoice)
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

  const key = identityKey(event.id, input.email, input.fullName)
  let person = await readPersonAtEvent(payload, key, input.email)
  // A new person: one statement writes everything (see insert-new-registration). A twin submission
  // that got there first makes it fail whole, and Payload's path below then adds to the twin's row.
  if (canInsertDirectly(payload, person, input.email)) {
    try {
      const { fullName, email, phone } = publicFields
      await insertNewRegistration(payload, person, { eventId: event.id, identityKey: key, fullName, email, phone, attendanceChoice, consents, consentSource: REGISTRATION_SOURCE })
      return
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      person = await readPersonAtEvent(payload, key, input.email)
    }
  }

  const attempt = (known: PersonAtEvent) =>
    withTransaction(req, async () => {
      const added = await recordConsent(req, { email: input.email, entries: consents, source: REGISTRATION_SOURCE })
      // The registration's consent flags are derived by its own hook from the records read and just added.
      req.context[KNOWN_CONSENT_CONTEXT] = withAddedRecords(known.consent, added)
      try {
        const registration = known.earlier ? await addToEarlierRegistration(req, rules, known.earlier, publicFields) : await createAsTheForm(req, publicFields)
        // Consent belongs to the address: the person's own earlier row (even when no session was added)
        // and their family's rows follow what was just recorded. The visitor's create cannot do it
        // itself: its hooks see only what a visitor may read, which holds no address.
        if (added.length) await syncConsentFlags(req, input.email, withAddedRecords(known.consent, added))
        await payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: registration.id }, req })
        await queueSendIfDue(req, event.id)
      } finally {
        delete req.context[KNOWN_CONSENT_CONTEXT]
      }
    })

  try {
    await attempt(person)
  } catch (error) {
    // Two submissions of the same person at once: the second finds the first's row on retry.
    if (!isUniqueViolation(error)) throw error
    await attempt(await readPersonAtEvent(payload, key, input.email))
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

