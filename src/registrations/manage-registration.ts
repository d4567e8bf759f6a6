import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import {
  answersSchemaFor,
  choiceRulesOf,
  chosenSessionKeys,
  eventQuestionsOf,
  questionsFor,
  storedAnswers,
  type StoredAnswer,
  normaliseSessionChoice,
  readRegistrationEvent,
  registrationWindow,
  registrationWindowMessage,
  type SessionChoiceRules,
  sessionsOf,
  unknownSessionChoices,
} from '@/events'
import { hookContext, withHookContext } from '@/platform/hook-context'
import { escapeHtml } from '@/platform/data/escape-html'
import { MISSING_ATTENDANCE_MESSAGE } from '@/platform/forms/form-texts'
import type { Event } from '@/payload-types'
import { sendEmail } from '@/platform/email'
import { AppError } from '@/platform/http/app-error'
import { changeSessions, placeLimitsOf } from '@/places'
import { withTransaction } from '@/platform/database/with-transaction'
import { poolOf } from '@/platform/database/pool'
import {
  type CancellationTerms,
  readBalanceView,
  readCancellationTerms,
  refundOnCancellation,
  startBalanceCheckout,
} from '@/payments'
import { type BalanceSummary, formatPence } from '@/payments/shared'

import { findGroupMembers, type GroupMember } from './find-group-members'
import { formatCheckinCode } from './rules/checkin-code'
import { hashToken } from '@/platform/crypto/tokens'

export const MANAGE_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in your most recent confirmation e-mail.',
  updated: 'Your registration has been updated.',
  cancelled: 'Your registration has been cancelled. We hope to see you another time.',
  alreadyCancelled: 'This registration was already cancelled.',
  restored: 'Your registration has been restored. We look forward to seeing you.',
  notCancelled: 'This registration is not cancelled.',
  personRemoved: 'They have been removed from your registration.',
  notInGroup: 'That person is not part of your registration.',
  personUpdated: 'Their sessions have been updated.',
  answersUpdated: 'Your answers have been updated.',
  answersInvalid: 'Please check your answers.',
  unpaidRestore:
    'This booking was not paid for (or its payment was refunded), so it cannot be restored here. Please contact us to book again.',
} as const

/** A person the booker brought along, as the booker's page lists them, with their own sessions and check-in code. */
type GroupPersonView = {
  id: number
  fullName: string
  isChild: boolean
  attendanceChoice: string[]
  checkinCode: string | null
}
type ManageView = {
  firstName: string
  attendanceChoice: string[]
  waitingFor: string[]
  isCancelled: boolean
  group: GroupPersonView[]
  /** "ABCD-2345" while the person holds a place (someone only waiting has no code to show yet). */
  checkinCode: string | null
  /** The person's answers to the event's questions, as the form holds them; sensitive ones are never sent back. */
  answers: Record<string, string | string[]>
  /** The sensitive questions they have answered: the page says an answer is kept without showing it. */
  privateAnswered: string[]
  /** A paid booking that stands: what cancelling would give back under the event's policy, shown before they confirm. */
  cancellation?: CancellationTerms | null
  /** A paid booking that stands: what it costs, what is paid and left (and by when), and whether card can pay it. */
  balance?: BalanceSummary | null
}
export type ManageResult =
  { success: true; message?: string; registration: ManageView } | { success: false; message: string }

async function findByToken(payload: Payload, token: string) {
  if (!token || token.length > 200) return null
  // Deliberate override: the token hash is readable by nobody over the API.
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { manageTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A stored answer as the form's control holds it: yes/no as "yes"/"no", a number as text. */
const formValueOf = (answer: StoredAnswer): string | string[] =>
  typeof answer.value === 'boolean'
    ? answer.value
      ? 'yes'
      : 'no'
    : Array.isArray(answer.value)
      ? answer.value
      : String(answer.value)

const storedList = (value: unknown) => (Array.isArray(value) ? (value as StoredAnswer[]) : [])
const codeOf = (code: string | null | undefined, placeStatus: string | null | undefined, choice: unknown[]) =>
  code && placeStatus !== 'waiting' && choice.length ? formatCheckinCode(code) : null

const view = (
  doc: {
    fullName: string
    attendanceChoice?: string[] | null
    waitingSessions?: string | null
    cancelledAt?: string | null
    checkinCode?: string | null
    placeStatus?: string | null
    answers?: unknown
    sensitiveAnswers?: unknown
  },
  group: readonly GroupMember[],
): ManageView => ({
  firstName: doc.fullName.split(/\s+/)[0] ?? doc.fullName,
  attendanceChoice: doc.attendanceChoice ?? [],
  // The sessions still waited for: "|day-2|" as kept on the registration.
  waitingFor: doc.cancelledAt ? [] : (doc.waitingSessions ?? '').split('|').filter(Boolean),
  isCancelled: Boolean(doc.cancelledAt),
  group: group.map((member) => ({
    id: member.id,
    fullName: member.fullName,
    isChild: member.isChild,
    attendanceChoice: member.attendanceChoice,
    checkinCode: codeOf(member.checkinCode, member.placeStatus, member.attendanceChoice),
  })),
  checkinCode: doc.cancelledAt ? null : codeOf(doc.checkinCode, doc.placeStatus, doc.attendanceChoice ?? []),
  answers: Object.fromEntries(storedList(doc.answers).map((answer) => [answer.key, formValueOf(answer)])),
  privateAnswered: storedList(doc.sensitiveAnswers).map((answer) => answer.key),
})

/**
 * The person is e-mailed what their registration now is after every change made through their link
 * (the booker's e-mail for their group): the confirmation as it stands, or the notice that it is
 * cancelled. Queued, so it goes within seconds and a slow mail provider never holds up the page.
 */
const confirmChange = (payload: Payload, registrationId: number) =>
  payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId, isChange: true } })

/**
 * The group the booker's link manages: everyone they brought who still comes, or, once the booker
 * has cancelled, those cancelled with them (at the same moment), who come back with a restore.
 * Someone removed from the group earlier stays removed.
 */
async function groupOf(payload: Payload, booker: { id: number; cancelledAt?: string | null }): Promise<GroupMember[]> {
  if (!booker.cancelledAt) return findGroupMembers(payload, booker.id)
  const members = await findGroupMembers(payload, booker.id, { includeCancelled: true })
  const cancelledAt = new Date(booker.cancelledAt).getTime()
  return members.filter((member) => member.cancelledAt && new Date(member.cancelledAt).getTime() === cancelledAt)
}

/** Writes to the booker and their group together, or none of them. */
async function inOneTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  return withTransaction(req, () => work(req))
}

/** The event the private link's registration is for, so its page can offer that event's sessions; null for an unknown link. */
export async function readManagedEvent(payload: Payload, token: string): Promise<Event | null> {
  const registration = await findByToken(payload, token)
  return registration ? readRegistrationEvent(payload, registration) : null
}

/** A refusal of the sessions field, answered like the form's own validation. */
const sessionsRefused = (message: string) => new AppError('invalid', message, { errors: { attendanceChoice: message } })

/**
 * The sessions asked for, checked against the registration's own event and brought to the stored
 * shape (event order, its all-sessions marker exactly when every session is chosen).
 */
function checkedChoice(rules: SessionChoiceRules, submitted: readonly string[] | undefined): string[] {
  const unknown = unknownSessionChoices(rules, submitted ?? [])
  if (unknown.length)
    throw sessionsRefused(
      `${unknown.map((value) => `"${value}"`).join(', ')} ${unknown.length === 1 ? 'is not a session' : 'are not sessions'} of this event.`,
    )
  const choice = normaliseSessionChoice(rules, submitted)
  if (!choice.length) throw sessionsRefused(MISSING_ATTENDANCE_MESSAGE)
  return choice
}

/**
 * Once an event's registration has closed, its registrants may still drop sessions or cancel, but
 * not add sessions nor come back: that would be registering after the close.
 */
function refuseAddingWhenClosed(
  event: Event,
  current: readonly string[],
  next: readonly string[],
  rules: SessionChoiceRules,
  now: Date,
) {
  const closed = registrationWindowMessage(registrationWindow(now, event, sessionsOf(event)))
  if (!closed) return
  const had = new Set(chosenSessionKeys(rules, current))
  if (chosenSessionKeys(rules, next).some((key) => !had.has(key))) throw new AppError('conflict', closed)
}

/** "Day 2 is full, so you are on its waiting list: we will e-mail you if a place frees up." */
function fullSessionsMessage(sessions: ReturnType<typeof sessionsOf>, waiting: string[]): string {
  const titles = waiting.map((key) => sessions.find((session) => session.key === key)?.title ?? key)
  const named = titles.length === 1 ? `${titles[0]} is` : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)} are`
  return `${named} full, so you are on ${titles.length === 1 ? 'its' : 'their'} waiting list: we will e-mail you if a place frees up.`
}

type ManageAction = 'view' | 'update' | 'cancel' | 'restore' | 'remove-person' | 'update-person' | 'update-answers'

/**
 * (Then, for a paid booking that stands, what cancelling it would give back.)
 * Shows, changes, cancels or restores the one registration the private link belongs to, with the
 * people its booker brought along, and nothing else: days change and cancelling applies to the whole
 * group; `remove-person` cancels one of them. Only this link restores a cancelled registration:
 * sending the form again does not. Sessions are those of the registration's own event; a person
 * registered for several events has a link for each.
 */
export async function manageRegistration(
  payload: Payload,
  input: Parameters<typeof changeRegistration>[1],
  now = new Date(),
): Promise<ManageResult> {
  const result = await changeRegistration(payload, input, now)
  if (!result.success || result.registration.isCancelled) return result
  const registration = await findByToken(payload, input.token)
  if (!registration?.paymentStatus) return result
  const event = await readRegistrationEvent(payload, registration)
  const [cancellation, balance] = await Promise.all([
    event ? readCancellationTerms(poolOf(payload), { registrationId: registration.id, event, now }) : null,
    readBalanceView(payload, registration.id, now),
  ])
  return { ...result, registration: { ...result.registration, cancellation, balance } }
}

/**
 * "Pay the balance": Stripe Checkout for (part of) the balance of the booking this link belongs to,
 * and no other (the link is the only way in; its booker's own money alone is ever shown or charged).
 */
export async function payBalanceByLink(
  payload: Payload,
  { token, amountPence }: { token: string; amountPence: number | undefined },
): Promise<{ success: true; checkoutUrl: string } | { success: false; message: string }> {
  const registration = await findByToken(payload, token)
  if (!registration) return { success: false, message: MANAGE_MESSAGES.invalid }
  if (registration.cancelledAt) return { success: false, message: MANAGE_MESSAGES.alreadyCancelled }
  const checkoutUrl = await startBalanceCheckout(payload, {
    registrationId: registration.id,
    amountPence,
    email: registration.email ?? '',
  })
  return { success: true, checkoutUrl }
}

async function changeRegistration(
  payload: Payload,
  {
    token,
    action,
    attendanceChoice,
    person,
    answers,
  }: {
    token: string
    action: ManageAction
    attendanceChoice?: string[]
    person?: number
    answers?: Record<string, unknown>
  },
  now = new Date(),
): Promise<ManageResult> {
  const registration = await findByToken(payload, token)
  if (!registration) return { success: false, message: MANAGE_MESSAGES.invalid }
  const group = await groupOf(payload, registration)
  if (action === 'view') return { success: true, registration: view(registration, group) }
  if (action === 'restore' && !registration.cancelledAt)
    return { success: false, message: MANAGE_MESSAGES.notCancelled }
  if (action !== 'restore' && registration.cancelledAt)
    return { success: false, message: MANAGE_MESSAGES.alreadyCancelled }
  // A paid place comes back only with its payment: one refunded, or never made before its hold lapsed, is not restored for free.
  if (action === 'restore' && (registration.paymentStatus === 'refunded' || registration.paymentStatus === 'expired'))
    return { success: false, message: MANAGE_MESSAGES.unpaidRestore }

  const event = await readRegistrationEvent(payload, registration)
  if (!event) return { success: false, message: MANAGE_MESSAGES.invalid }
  const rules = choiceRulesOf(event)
  // The sessions were checked here against the same event: the collection's hook need not read it again.
  const eventRules = { eventRules: { eventId: event.id, rules } }

  if (action === 'remove-person') {
    // Only someone this booker brought, and still coming: never another booker's person.
    const removed = group.find((member) => member.id === person)
    if (!removed) return { success: false, message: MANAGE_MESSAGES.notInGroup }
    await payload.update({
      collection: 'registrations',
      id: removed.id,
      data: { cancelledAt: now.toISOString() },
      overrideAccess: true,
      context: hookContext(eventRules),
    })
    await tellStaffOfCancellation(payload, {
      event,
      text: `${registration.fullName} (${registration.email}) has removed ${removed.fullName}, whom they brought, from their registration for ${event.title}.`,
      registrationIds: [removed.id],
    })
    await confirmChange(payload, registration.id)
    return {
      success: true,
      message: MANAGE_MESSAGES.personRemoved,
      registration: view(
        registration,
        group.filter((member) => member.id !== removed.id),
      ),
    }
  }

  if (action === 'update-person') {
    // One person the booker brought: their sessions change, nobody else's (a child staying home from week 2).
    const member = group.find((candidate) => candidate.id === person)
    if (!member) return { success: false, message: MANAGE_MESSAGES.notInGroup }
    const choice = checkedChoice(rules, attendanceChoice)
    refuseAddingWhenClosed(event, member.attendanceChoice, choice, rules, now)
    const waiting = await inOneTransaction(payload, async (req) => {
      const [changed] = await changeSessions(req, { id: event.id, limits: placeLimitsOf(event), rules }, [
        { registrationId: member.id, held: member.attendanceChoice, requested: choice },
      ])
      await withHookContext(req, eventRules, () =>
        payload.update({
          collection: 'registrations',
          id: member.id,
          data: { attendanceChoice: changed!.attendanceChoice },
          overrideAccess: true,
          req,
        }),
      )
      return changed!.waiting
    })
    await confirmChange(payload, registration.id)
    const updatedGroup = await groupOf(payload, registration)
    return {
      success: true,
      message: waiting.length
        ? `${MANAGE_MESSAGES.personUpdated} ${fullSessionsMessage(sessionsOf(event), waiting)}`
        : MANAGE_MESSAGES.personUpdated,
      registration: view(registration, updatedGroup),
    }
  }

  if (action === 'update-answers') {
    // The booker's own answers. A private (sensitive) answer is never shown back: left empty, it is kept.
    const questions = questionsFor(eventQuestionsOf(event), 'booker')
    const kept = storedList(registration.sensitiveAnswers)
    const submitted = { ...(answers ?? {}) }
    for (const answer of kept) {
      const value = submitted[answer.key]
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        submitted[answer.key] = answer.value === true ? 'yes' : answer.value === false ? 'no' : answer.value
    }
    const parsed = answersSchemaFor(questions).safeParse(submitted)
    if (!parsed.success)
      throw new AppError('invalid', MANAGE_MESSAGES.answersInvalid, {
        errors: Object.fromEntries(
          parsed.error.issues.map((issue) => [`answers.${issue.path.join('.')}`, issue.message]),
        ),
      })
    const saved = await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: storedAnswers(questions, parsed.data),
      overrideAccess: true,
      context: hookContext(eventRules),
    })
    await confirmChange(payload, registration.id)
    return { success: true, message: MANAGE_MESSAGES.answersUpdated, registration: view(saved, group) }
  }

  if (action === 'restore' || action === 'update') {
    const choice = checkedChoice(rules, attendanceChoice)
    // A restored registration starts again from nothing, like a new one; so does each person of its group.
    refuseAddingWhenClosed(event, action === 'restore' ? [] : (registration.attendanceChoice ?? []), choice, rules, now)
    for (const member of group)
      refuseAddingWhenClosed(event, action === 'restore' ? [] : member.attendanceChoice, choice, rules, now)
    const restoring = action === 'restore'
    const { saved, waiting } = await inOneTransaction(payload, (req) =>
      withHookContext(req, eventRules, async () => {
        // Places are taken as on the form: a session added when full (or a restore into a full event) joins its waiting list.
        const everyone = [...group, registration]
        const changed = await changeSessions(
          req,
          { id: event.id, limits: placeLimitsOf(event), rules },
          everyone.map((person) => ({
            registrationId: person.id,
            held: restoring ? [] : (person.attendanceChoice ?? []),
            requested: choice,
          })),
        )
        const save = (index: number) =>
          payload.update({
            collection: 'registrations',
            id: everyone[index]!.id,
            data: { ...(restoring ? { cancelledAt: null } : {}), attendanceChoice: changed[index]!.attendanceChoice },
            overrideAccess: true,
            req,
          })
        for (const index of group.keys()) await save(index)
        return { saved: await save(group.length), waiting: changed.at(-1)!.waiting }
      }),
    )
    const done = restoring ? MANAGE_MESSAGES.restored : MANAGE_MESSAGES.updated
    await confirmChange(payload, registration.id)
    return {
      success: true,
      message: waiting.length ? `${done} ${fullSessionsMessage(sessionsOf(event), waiting)}` : done,
      registration: view(saved, await groupOf(payload, saved)),
    }
  }

  // The whole group is cancelled at the same moment, which is how a restore knows who comes back with the booker;
  // the event's cancellation policy refunds a card payment in the same transaction (a failed refund cancels nothing).
  let refundedPence = 0
  const updated = await inOneTransaction(payload, (req) =>
    withHookContext(req, eventRules, async () => {
      if (registration.paymentStatus)
        refundedPence = await refundOnCancellation(req, { registrationId: registration.id, event, now })
      for (const member of group)
        await payload.update({
          collection: 'registrations',
          id: member.id,
          data: { cancelledAt: now.toISOString() },
          overrideAccess: true,
          req,
        })
      return payload.update({
        collection: 'registrations',
        id: registration.id,
        data: { cancelledAt: now.toISOString() },
        overrideAccess: true,
        req,
      })
    }),
  )
  const withGroup = group.length
    ? `, with the ${group.length === 1 ? 'person' : `${group.length} people`} they brought: ${group.map((member) => member.fullName).join(', ')}`
    : ''
  await tellStaffOfCancellation(payload, {
    event,
    text: `${registration.fullName} (${registration.email}) has cancelled their registration for ${event.title}${withGroup}.${refundedPence ? ` ${formatPence(refundedPence)} was refunded to their card under the event's cancellation policy.` : ''}`,
    registrationIds: [registration.id, ...group.map((member) => member.id)],
  })
  await confirmChange(payload, registration.id)
  const refunded = refundedPence ? ` ${formatPence(refundedPence)} has been refunded to your card.` : ''
  return { success: true, message: `${MANAGE_MESSAGES.cancelled}${refunded}`, registration: view(updated, group) }
}

/** The enquiries address hears of every cancellation made through a private link. */
async function tellStaffOfCancellation(
  payload: Payload,
  { event, text, registrationIds }: { event: Event; text: string; registrationIds: number[] },
) {
  // Read with a visitor's access, as the person's own link is: the enquiries address is public anyway.
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { enquiriesEmail: true },
    overrideAccess: false,
  })
  await sendEmail(payload, {
    to: settings.enquiriesEmail,
    subject: 'A registration was cancelled',
    text,
    html: `<p>A registration for ${escapeHtml(event.title)} was cancelled by the person through their private link (${registrationIds.length === 1 ? 'registration' : 'registrations'} ${registrationIds.join(', ')}).</p>`,
  })
}
