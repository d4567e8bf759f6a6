import type { PayloadRequest } from 'payload'

import {
  allocateInTurn,
  isCapped,
  joinWaitingList,
  lockEventPlaces,
  newcomerPositions,
  type PlaceCounts,
  type PlaceLimits,
  placeLimitsOf,
  placesTaken,
  type Queryable,
  waitingPositions,
} from '@/places'
import { resolveRegistrationPeople } from '@/people'
import {
  CONSENT_VERSION,
  type ConsentEntry,
  consentWording,
  recordConsent,
  syncConsentFlags,
  withAddedRecords,
} from '@/consent'
import {
  answersSchemaFor,
  choiceRulesOf,
  chosenSessionKeys,
  type EventQuestion,
  eventQuestionsOf,
  type EventSession,
  normaliseSessionChoice,
  questionsFor,
  readFeaturedEvent,
  readPublishedEvent,
  registrationWindow,
  registrationWindowMessage,
  type SessionChoiceRules,
  sessionsOf,
  type StoredAnswer,
  storedAnswers,
} from '@/events'
import { identityKey, repeatRegistrationChanges } from './rules/registration-identity'
import { fieldErrors } from '@/platform/forms/form-texts'
import { registrationSchemaFor, tooManyPeopleMessage, type RegistrationInput } from './rules/registration-schema'
import type { Event } from '@/payload-types'
import { readThrough } from '@/platform/cache/read-cache'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'
import { withHookContext } from '@/platform/hook-context'
import { keyedLimit } from '@/platform/database/keyed-limit'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { registrationOutcomeMessage } from './rules/registration-outcome'
import { queueRegistrationJobs } from './queue-registration-jobs'
import { readChurchName } from '@/site'
import { holdForPayment, type Hold, paymentNoticeOf, type PaymentNotice, planPayment, startCheckout } from '@/payments'

import {
  canInsertDirectly,
  insertNewRegistration,
  readPersonAtEvent,
  type NewGroupMember,
  type PersonAtEvent,
} from './insert-new-registration'

const REGISTRATION_SOURCE = 'event-registration-form' as const

type PublicFields = {
  event: number
  fullName: string
  email: string
  phone: string | null
  attendanceChoice: string[]
  person?: number
}
type EarlierRegistration = NonNullable<PersonAtEvent['earlier']>

const isDeadlock = (error: unknown) => (error as { code?: string })?.code === '40P01'
const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(String((error as { message?: string })?.message ?? error)) ||
  (error as { code?: string })?.code === '23505'

const NO_SUCH_EVENT = 'There is no such event.'
const BUSY_MESSAGE =
  'So many people are registering right now that we could not save yours. Please send the form again.'

/**
 * How often the form allocates places again when others took them first. Each retry means another
 * registration was stored in between, so this is only reached under a burst far beyond any event's.
 */
const MAX_PLACE_ATTEMPTS = 50

/**
 * How many registrations of one event this process stores at a time; the rest wait for a turn, in
 * the order they came. Every registration of an event ends on the event's counts row, one at a time
 * in the database (insertNewRegistration); fifty sent at once made fifty database processes on two
 * cores, each holding its place in that queue, and the one at its head waited for a core among them.
 * Four at a time keep the database busy and its queue short: in `bench:public` (section 4, 29
 * November) 35.3–39.1 % of the endpoint's ceiling against 32.4–34.2 % with fifty at once, and
 * PostgreSQL's CPU per registration 1.7–2.2 ms against 2.0–2.9. Opening Stripe Checkout is left out of
 * the turn.
 */
const REGISTRATIONS_OF_ONE_EVENT = keyedLimit(4)

type AnswersSchema = ReturnType<typeof answersSchemaFor>

/**
 * A published event as the form needs it, built once per read: its sessions, choice rules and the
 * sessions' check, its place limits, and its questions with their checks (the booker's, and those
 * asked of each person brought along).
 */
type FormEvent = {
  event: Event
  sessions: EventSession[]
  rules: SessionChoiceRules
  checkChoice: ReturnType<typeof registrationSchemaFor>['shape']['attendanceChoice']
  limits: PlaceLimits
  questions: { booker: EventQuestion[]; attendee: EventQuestion[] }
  checkAnswers: { booker: AnswersSchema; attendee: AnswersSchema }
  groupLimit: number
}

function formEvent(event: Event | null): FormEvent | null {
  if (!event) return null
  const rules = choiceRulesOf(event)
  const questions = eventQuestionsOf(event)
  const booker = questionsFor(questions, 'booker')
  const attendee = questionsFor(questions, 'attendee')
  return {
    event,
    sessions: sessionsOf(event),
    rules,
    checkChoice: registrationSchemaFor(rules).shape.attendanceChoice,
    limits: placeLimitsOf(event),
    questions: { booker, attendee },
    checkAnswers: { booker: answersSchemaFor(booker), attendee: answersSchemaFor(attendee) },
    groupLimit: event.groupLimit ?? 8,
  }
}

/**
 * The event a form is for, open for registration now, and the submitted sessions checked against
 * it. A draft or unknown event is "not found"; one not open yet or closed answers with the sentence
 * its page shows instead of the form; a session it does not have is a field error. Nothing is stored.
 */
async function openEventFor(
  req: PayloadRequest,
  input: Pick<RegistrationInput, 'event' | 'attendanceChoice'>,
  now = new Date(),
): Promise<FormEvent & { attendanceChoice: string[] }> {
  // Every submission asks and editors rarely change it: kept a few seconds (see read-cache), never a draft.
  const slug = input.event
  const found = slug
    ? await readThrough(`form-event:${slug}`, async () => formEvent(await readPublishedEvent(req.payload, slug)))
    : await readThrough('form-event-featured', async () => formEvent(await readFeaturedEvent(req.payload)))
  if (!found) throw new AppError('not-found', NO_SUCH_EVENT)
  const closed = registrationWindowMessage(registrationWindow(now, found.event, found.sessions))
  if (closed) throw new AppError('conflict', closed)
  const checked = found.checkChoice.safeParse(input.attendanceChoice)
  if (!checked.success) {
    const message =
      fieldErrors(checked)._form ??
      Object.values(fieldErrors(checked))[0] ??
      'Please choose which events you plan to attend.'
    throw new AppError('invalid', message, { errors: { attendanceChoice: message } })
  }
  return { ...found, attendanceChoice: checked.data }
}

type CheckedPerson = { fullName: string; isChild: boolean; answers: StoredAnswer[]; sensitiveAnswers: StoredAnswer[] }

/**
 * The answers to the event's questions and the people brought along, checked with the same schema
 * the browser uses: a missing required answer, an unknown option or a text too long is a field
 * error ("answers.<key>", "people.<n>.answers.<key>") and nothing is stored.
 */
function checkAnswersAndPeople(
  form: FormEvent,
  input: Pick<RegistrationInput, 'answers' | 'people'>,
): { booker: Pick<CheckedPerson, 'answers' | 'sensitiveAnswers'>; people: CheckedPerson[] } {
  const errors: Record<string, string> = {}
  const people = input.people ?? []
  if (people.length > form.groupLimit) errors.people = tooManyPeopleMessage(form.groupLimit)
  const check = (schema: AnswersSchema, questions: EventQuestion[], raw: unknown, prefix: string) => {
    const result = schema.safeParse(raw)
    if (result.success) return storedAnswers(questions, result.data)
    for (const issue of result.error.issues) errors[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message
    return { answers: [], sensitiveAnswers: [] }
  }
  const booker = check(form.checkAnswers.booker, form.questions.booker, input.answers, 'answers')
  const checked = people.map((person, index) => ({
    fullName: person.fullName,
    isChild: person.isChild,
    ...check(form.checkAnswers.attendee, form.questions.attendee, person.answers, `people.${index}.answers`),
  }))
  const first = Object.entries(errors)[0]
  if (first) throw new AppError('invalid', first[1], { errors })
  return { booker, people: checked }
}

/** Who got a place and who waits, per person, in the order they are written (the booker first). */
type Allocation = { confirmed: string[]; waiting: string[] }

/**
 * Places for the booker and each person they bring, in turn (see allocateInTurn); the counts must
 * have been read under the event's lock. Without limits, everyone gets every session asked for.
 */
function allocateForEveryone(
  limits: PlaceLimits,
  counts: PlaceCounts | null,
  requested: string[],
  people: number,
  bookerHolds: boolean,
): Allocation[] {
  if (!counts) return Array.from({ length: people + 1 }, () => ({ confirmed: requested, waiting: [] }))
  return allocateInTurn(
    limits,
    counts,
    Array.from({ length: people + 1 }, (_, index) => ({ requested, holdsEventPlace: index === 0 && bookerHolds })),
  )
}

/** What the form tells the person: the sessions they hold a place for, those they wait for, and the message saying so. */
export type RegistrationOutcome = {
  confirmed: string[]
  waiting: string[]
  message: string
  checkoutUrl?: string
  /** A booking to pay by bank transfer or on the day: its reference and how to pay. */
  payment?: PaymentNotice
}
type Written = {
  registrationId: number
  confirmed: string[]
  waiting: string[]
  /** A paid booking's places held while the person pays. */
  hold?: Hold | null
  positions?: Array<{ sessionKey: string; position: number }>
}

/** The form's answer, with each waited-for session's place in its queue (read only when someone waits and it is not known yet). */
async function outcomeOf(
  payload: PayloadRequest['payload'],
  sessions: EventSession[],
  written: Written,
): Promise<RegistrationOutcome> {
  const titleOf = (key: string) => sessions.find((session) => session.key === key)?.title ?? key
  const positions =
    written.positions ?? (written.waiting.length ? await waitingPositions(poolOf(payload), written.registrationId) : [])
  const waiting = positions.map(({ sessionKey, position }) => ({ title: titleOf(sessionKey), position }))
  return {
    confirmed: written.confirmed,
    waiting: written.waiting,
    message: registrationOutcomeMessage({ confirmed: written.confirmed.map(titleOf), waiting }),
  }
}

/**
 * Stores a registration (or adds to the person's earlier one for the same event), the people the
 * person brings, and queues the confirmation e-mail in the same transaction: either all happen or
 * none does. When places are limited they are taken under the event's lock in that transaction, so
 * the event is never overbooked: who does not fit joins the waiting list, in arrival order. New,
 * repeated and cancelled registrations get the same answer, so the form tells nobody what is stored.
 */
export async function registerForEvent(
  req: PayloadRequest,
  input: Omit<RegistrationInput, 'website'>,
): Promise<RegistrationOutcome> {
  const form = await openEventFor(req, input)
  // Opening Stripe Checkout, after, needs no turn: it waits on Stripe, not on the database.
  const written = await REGISTRATIONS_OF_ONE_EVENT(form.event.id, () => storeRegistration(req, input, form))
  // Checkout opens after the booking (and its hold) is committed: the webhook may come back at once.
  if (written.hold?.method === 'card') {
    const checkoutUrl = await startCheckout(req, { hold: written.hold, event: form.event, email: input.email })
    return { ...(await outcomeOf(req.payload, form.sessions, written)), checkoutUrl }
  }
  const notice = await paymentNoticeOf(req, written.hold)
  return { ...(await outcomeOf(req.payload, form.sessions, written)), ...(notice ? { payment: notice } : {}) }
}

/** What the form asks for, stored: the registration, the people brought, consent, places and jobs (see registerForEvent). */
async function storeRegistration(
  req: PayloadRequest,
  input: Omit<RegistrationInput, 'website'>,
  form: Awaited<ReturnType<typeof openEventFor>>,
): Promise<Written> {
  const { payload } = req
  const { event, rules, attendanceChoice, limits } = form
  const checked = checkAnswersAndPeople(form, input)
  // The wording names the church; it is read only when there is consent to record.
  const wording =
    input.consentEmail || input.consentSms
      ? consentWording((await readThrough('church-name', () => readChurchName(payload, req)))!)
      : null
  /*
   * Only a ticked box is recorded. An unticked box on a repeat registration is not a withdrawal:
   * PECR needs a positive opt-in, which an unticked box never is, but it does not turn silence into
   * an opt-out either, and family members share an address (one of them not ticking must not
   * withdraw another's consent). Withdrawal is one click away in every message's footer.
   */
  const consents: ConsentEntry[] = [
    ...(input.consentEmail && wording
      ? [
          {
            channel: 'email' as const,
            action: 'given' as const,
            wording: wording.email,
            wordingVersion: CONSENT_VERSION,
          },
        ]
      : []),
    ...(input.consentSms && wording
      ? [{ channel: 'sms' as const, action: 'given' as const, wording: wording.sms, wordingVersion: CONSENT_VERSION }]
      : []),
  ]
  const publicFields: PublicFields = {
    event: event.id,
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    attendanceChoice,
  }
  const capped = isCapped(limits)
  const requested = chosenSessionKeys(rules, attendanceChoice)
  // A paid event's price is checked before anything is stored (a wrong code or amount stores nothing).
  const pricedAs = (sessions: number[]) => ({
    people: sessions.map((count, index) => ({
      isChild: index > 0 && checked.people[index - 1]!.isChild,
      sessions: count,
    })),
    eventSessions: form.sessions.length,
  })
  const payment = await planPayment(req, event, {
    discountCode: input.discountCode,
    offered: input.offered,
    paymentMethod: input.paymentMethod,
    booking: pricedAs(Array.from({ length: checked.people.length + 1 }, () => requested.length)),
  })

  const key = identityKey(event.id, input.email, input.fullName)
  const who = { fullName: input.fullName, phone: input.phone ?? null }
  // An event with limits allocates from its counts as last committed, read with the person.
  let person = await readPersonAtEvent(payload, key, input.email, who, capped ? event.id : null)
  // A new person: one statement writes everything (see insert-new-registration). A twin submission
  // that got there first makes it fail whole, and Payload's path below then adds to the twin's row.
  // A paid booking takes Payload's path, whose transaction also marks it awaiting payment.
  if (!payment && canInsertDirectly(payload, person, input.email)) {
    try {
      const { fullName, email, phone } = publicFields
      const db = poolOf(payload)
      // Places are allocated from the counts as last committed, and the statement keeps its writes only
      // if they still fit; when someone took them first it answers the fresh counts and the allocation
      // is made again.
      let counts = person.counts
      for (let attempt = 1; ; attempt++) {
        const allocations = allocateForEveryone(limits, counts, requested, checked.people.length, false)
        const [booker, ...others] = allocations
        const members: NewGroupMember[] = checked.people.map((one, index) => ({
          ...one,
          attendanceChoice: normaliseSessionChoice(rules, others[index]!.confirmed),
          waitingFor: others[index]!.waiting,
        }))
        const written = await insertNewRegistration(db, person, {
          eventId: event.id,
          identityKey: key,
          fullName,
          email,
          phone,
          attendanceChoice: normaliseSessionChoice(rules, booker!.confirmed),
          waitingFor: booker!.waiting,
          ...checked.booker,
          members,
          consents,
          consentSource: REGISTRATION_SOURCE,
          places: capped
            ? placesTaken(
                limits,
                allocations.map((allocation) => ({ ...allocation, holdsEventPlace: false })),
              )
            : null,
        })
        if (written.registrationId !== null) {
          const positions = written.counts ? newcomerPositions(written.counts, booker!.waiting) : undefined
          return { registrationId: written.registrationId, ...booker!, positions }
        }
        if (attempt >= MAX_PLACE_ATTEMPTS) throw new AppError('unavailable', BUSY_MESSAGE)
        counts = written.counts
      }
    } catch (error) {
      // A deadlock with a staff edit of the same address's rows (the database undid this side) is taken, like a twin, by Payload's path.
      if (!isUniqueViolation(error) && !isDeadlock(error)) throw error
      person = await readPersonAtEvent(payload, key, input.email, who)
    }
  }

  // The registration hooks take the event's rules from here instead of reading the event again.
  const eventRules = { eventRules: { eventId: event.id, rules } }
  const attempt = (known: PersonAtEvent) =>
    withTransaction(req, () =>
      withHookContext(req, eventRules, async (): Promise<Written> => {
        const db = capped ? await transactionClient(req) : null
        const counts = db ? await lockEventPlaces(db, event.id) : null
        const recordConsentGiven = () =>
          recordConsent(req, { email: input.email, entries: consents, source: REGISTRATION_SOURCE })
        const earlier = known.earlier
        let written: Written
        let added: Awaited<ReturnType<typeof recordConsentGiven>>
        if (earlier) {
          added = await recordConsentGiven()
          written = await repeatRegistration(req, {
            db,
            counts,
            form,
            earlier,
            requested,
            publicFields,
            people: checked.people,
          })
        } else {
          const [booker, ...others] = allocateForEveryone(limits, counts, requested, checked.people.length, false)
          const confirmed = booker!.confirmed
          const people = await resolveRegistrationPeople(
            await transactionClient(req),
            { fullName: input.fullName, email: input.email, phone: input.phone ?? null },
            checked.people.map((one) => one.fullName),
            new Date(),
          )
          // After the person is known, so the records name them (the address's first person), as the fast statement's do.
          added = await recordConsentGiven()
          const registration = await createAsTheForm(
            req,
            { ...publicFields, attendanceChoice: normaliseSessionChoice(rules, confirmed), person: people.booker },
            checked.booker,
          )
          if (db)
            await joinWaitingList(db, {
              eventId: event.id,
              registrationId: registration.id,
              sessionKeys: booker!.waiting,
            })
          await addGroupMembers(req, db, registration.id, event.id, rules, checked.people, others, people.brought)
          const hold = payment
            ? await holdForPayment(req, payment, {
                registrationId: registration.id,
                booking: pricedAs([booker!, ...others].map((allocation) => allocation!.confirmed.length)),
              })
            : null
          await queueRegistrationJobs(req, { registrationId: registration.id, eventId: event.id })
          written = { registrationId: registration.id, confirmed, waiting: booker!.waiting, hold }
        }
        // Consent belongs to the address: the person's own earlier row (even when no session was added)
        // and their family's rows follow what was just recorded.
        if (added.length) await syncConsentFlags(req, input.email, withAddedRecords(known.consent, added))
        return written
      }),
    )

  let written: Written
  try {
    written = await attempt(person)
  } catch (error) {
    // Two submissions of the same person at once: the second finds the first's row on retry.
    if (!isUniqueViolation(error)) throw error
    written = await attempt(await readPersonAtEvent(payload, key, input.email, who))
  }
  return written
}

/**
 * The same name and e-mail again for the same event. Sessions the person does not hold yet are
 * added (places taken as on the form) and an empty phone filled, nothing else; a cancelled
 * registration stays cancelled; the people listed are never added to the existing booking, whoever
 * sent the form (a group grows only when it is booked). The form's answer is the one a new person
 * would get for the same submission now, so it says nothing about what was stored before; the
 * e-mail to the address tells its owner the truth, people left out included.
 */
async function repeatRegistration(
  req: PayloadRequest,
  {
    db,
    counts,
    form,
    earlier,
    requested,
    publicFields,
    people,
  }: {
    db: Queryable | null
    counts: PlaceCounts | null
    form: FormEvent
    earlier: EarlierRegistration
    requested: string[]
    publicFields: PublicFields
    people: CheckedPerson[]
  },
): Promise<Written> {
  const { event, rules, limits } = form
  const held = new Set(chosenSessionKeys(rules, earlier.attendanceChoice ?? []))
  const asked = earlier.cancelledAt ? [] : requested.filter((sessionKey) => !held.has(sessionKey))
  const [booker] = allocateForEveryone(limits, counts, asked, 0, held.size > 0)
  const changes = earlier.cancelledAt
    ? {}
    : repeatRegistrationChanges(rules, earlier, {
        ...publicFields,
        attendanceChoice: normaliseSessionChoice(rules, [...held, ...booker!.confirmed]),
      })
  // Visitors cannot update registrations, so the override is deliberate; only the additions are passed.
  if (Object.keys(changes).length)
    await req.payload.update({
      collection: 'registrations',
      id: earlier.id,
      data: changes,
      overrideAccess: true,
      depth: 0,
      req,
    })
  if (db) await joinWaitingList(db, { eventId: event.id, registrationId: earlier.id, sessionKeys: booker!.waiting })
  await queueRegistrationJobs(req, { registrationId: earlier.id, eventId: event.id, peopleLeftOut: people.length })
  // What a new person sending this would be told, from the counts as they were before this write.
  const [newcomer] = allocateForEveryone(limits, counts, requested, people.length, false)
  return {
    registrationId: earlier.id,
    confirmed: newcomer!.confirmed,
    waiting: newcomer!.waiting,
    positions: counts ? newcomerPositions(counts, newcomer!.waiting) : [],
  }
}

/**
 * The people a new booking brings, each a registration of their own linked to the booker (no
 * address, so never a messaging recipient) and to their person.
 */
async function addGroupMembers(
  req: PayloadRequest,
  db: Queryable | null,
  bookerId: number,
  eventId: number,
  rules: SessionChoiceRules,
  people: CheckedPerson[],
  allocations: Allocation[],
  personIds: readonly number[],
) {
  for (const [index, member] of people.entries()) {
    const allocation = allocations[index]!
    // Server-owned fields (the booker link, the person, sensitive answers) are set deliberately here, past field access.
    const created = await req.payload.create({
      collection: 'registrations',
      data: {
        event: eventId,
        fullName: member.fullName,
        isChild: member.isChild,
        groupBooker: bookerId,
        person: personIds[index],
        attendanceChoice: normaliseSessionChoice(rules, allocation.confirmed),
        ...(allocation.confirmed.length ? {} : { placeStatus: 'waiting' as const }),
        ...(member.answers.length ? { answers: member.answers } : {}),
        ...(member.sensitiveAnswers.length ? { sensitiveAnswers: member.sensitiveAnswers } : {}),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (db && allocation.waiting.length)
      await joinWaitingList(db, { eventId, registrationId: created.id, sessionKeys: allocation.waiting })
  }
}

/**
 * A new person's registration through Payload (the fast statement's equal, for what it cannot
 * write). Only the fields the endpoint has just checked are passed, so the override of access is
 * deliberate; sensitive answers are written with the rest. A person who only waits holds no session,
 * which their place status says.
 */
async function createAsTheForm(
  req: PayloadRequest,
  data: PublicFields,
  answers: Pick<CheckedPerson, 'answers' | 'sensitiveAnswers'>,
) {
  return req.payload.create({
    collection: 'registrations',
    data: {
      ...data,
      ...(data.attendanceChoice.length ? {} : { placeStatus: 'waiting' as const }),
      ...(answers.answers.length ? { answers: answers.answers } : {}),
      ...(answers.sensitiveAnswers.length ? { sensitiveAnswers: answers.sensitiveAnswers } : {}),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
