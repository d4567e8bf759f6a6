import type { Payload } from 'payload'

import type { SessionChoiceRules } from '@/lib/event-model'
import { escapeHtml } from '@/lib/merge-fields'
import { registrationWindow, registrationWindowMessage } from '@/lib/registration-window'
import { MISSING_ATTENDANCE_MESSAGE } from '@/lib/schemas/form-texts'
import { chosenSessionKeys, normaliseSessionChoice, unknownSessionChoices } from '@/lib/session-choice'
import type { Event } from '@/payload-types'
import { sendEmail } from '@/server/email'
import { choiceRulesOf, EVENT_RULES_CONTEXT, sessionsOf, type EventRulesContext } from '@/server/events/read-event'
import { AppError } from '@/server/http/app-error'

import { readRegistrationEvent } from './read-registration-event'
import { hashToken } from './tokens'

export const MANAGE_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in your most recent confirmation e-mail.',
  updated: 'Your registration has been updated.',
  cancelled: 'Your registration has been cancelled. We hope to see you another time.',
  alreadyCancelled: 'This registration was already cancelled.',
  restored: 'Your registration has been restored. We look forward to seeing you.',
  notCancelled: 'This registration is not cancelled.',
} as const

type ManageView = { firstName: string; attendanceChoice: string[]; isCancelled: boolean }
export type ManageResult = { success: true; message?: string; registration: ManageView } | { success: false; message: string }

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

const view = (doc: { fullName: string; attendanceChoice?: string[] | null; cancelledAt?: string | null }): ManageView => ({
  firstName: doc.fullName.split(/\s+/)[0] ?? doc.fullName,
  attendanceChoice: doc.attendanceChoice ?? [],
  isCancelled: Boolean(doc.cancelledAt),
})

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
  if (unknown.length) throw sessionsRefused(`${unknown.map((value) => `"${value}"`).join(', ')} ${unknown.length === 1 ? 'is not a session' : 'are not sessions'} of this event.`)
  const choice = normaliseSessionChoice(rules, submitted)
  if (!choice.length) throw sessionsRefused(MISSING_ATTENDANCE_MESSAGE)
  return choice
}

/**
 * Once an event's registration has closed, its registrants may still drop sessions or cancel, but
 * not add sessions nor come back: that would be registering after the close.
 */
function refuseAddingWhenClosed(event: Event, current: readonly string[], next: readonly string[], rules: SessionChoiceRules, now: Date) {
  const closed = registrationWindowMessage(registrationWindow(now, event, sessionsOf(event)))
  if (!closed) return
  const had = new Set(chosenSessionKeys(rules, current))
  if (chosenSessionKeys(rules, next).some((key) => !had.has(key))) throw new AppError('conflict', closed)
}

export type ManageAction = 'view' | 'update' | 'cancel' | 'restore'

/**
 * Shows, changes, cancels or restores the one registration the private link belongs to, and nothing
 * else. Only this link restores a cancelled registration: sending the form again does not. Sessions
 * are those of the registration's own event; a person registered for several events has a link for each.
 */
export async function manageRegistration(
  payload: Payload,
  { token, action, attendanceChoice }: { token: string; action: ManageAction; attendanceChoice?: string[] },
  now = new Date(),
): Promise<ManageResult> {
  const registration = await findByToken(payload, token)
  if (!registration) return { success: false, message: MANAGE_MESSAGES.invalid }
  if (action === 'view') return { success: true, registration: view(registration) }
  if (action === 'restore' && !registration.cancelledAt) return { success: false, message: MANAGE_MESSAGES.notCancelled }
  if (action !== 'restore' && registration.cancelledAt) return { success: false, message: MANAGE_MESSAGES.alreadyCancelled }

  const event = await readRegistrationEvent(payload, registration)
  if (!event) return { success: false, message: MANAGE_MESSAGES.invalid }
  const rules = choiceRulesOf(event)
  // The sessions were checked here against the same event: the collection's hook need not read it again.
  const context = { [EVENT_RULES_CONTEXT]: { eventId: event.id, rules } satisfies EventRulesContext }

  if (action === 'restore' || action === 'update') {
    const choice = checkedChoice(rules, attendanceChoice)
    // A restored registration starts again from nothing, like a new one.
    refuseAddingWhenClosed(event, action === 'restore' ? [] : (registration.attendanceChoice ?? []), choice, rules, now)
    const data = action === 'restore' ? { cancelledAt: null, attendanceChoice: choice } : { attendanceChoice: choice }
    const saved = await payload.update({ collection: 'registrations', id: registration.id, data, overrideAccess: true, context })
    return { success: true, message: action === 'restore' ? MANAGE_MESSAGES.restored : MANAGE_MESSAGES.updated, registration: view(saved) }
  }

  const updated = await payload.update({ collection: 'registrations', id: registration.id, data: { cancelledAt: now.toISOString() }, overrideAccess: true, context })
  // Read with a visitor's access, as the person's own link is: the enquiries address is public anyway.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { enquiriesEmail: true }, overrideAccess: false })
  await sendEmail(payload, {
    to: settings.enquiriesEmail,
    subject: 'A registration was cancelled',
    text: `${registration.fullName} (${registration.email}) has cancelled their registration for ${event.title}.`,
    html: `<p>A registration for ${escapeHtml(event.title)} was cancelled by the person through their private link (registration ${registration.id}).</p>`,
  })
  return { success: true, message: MANAGE_MESSAGES.cancelled, registration: view(updated) }
}
