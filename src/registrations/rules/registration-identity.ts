import { normaliseSessionChoice, type SessionChoiceRules } from '@/events/shared'
import { normaliseEmail, normaliseName, trimToNull } from '@/platform/data/normalise'
/**
 * Who a registration belongs to: the event, the e-mail and the name, case-insensitively. A family
 * sharing one e-mail with different names stays distinct; the same person registering again for the
 * same event is one record, and registering for another event is another.
 */
export const identityKey = (eventId: number, email: string, fullName: string) =>
  `${eventId}:${normaliseEmail(email)}|${normaliseName(fullName).toLowerCase()}`

type RepeatableFields = { phone?: string | null; attendanceChoice?: readonly string[] | null }

/**
 * What a repeat submission of the public form may change in the registration already stored. Its
 * sender proved nothing but knowing a name and an e-mail address, so it may add sessions and fill a
 * field left empty, never take anything away or replace what the person gave: the sessions are the
 * union of both (every session chosen gains the all-sessions marker), and the phone is kept unless
 * there was none. Returns only the fields that change; an empty object means nothing does.
 */
export function repeatRegistrationChanges(
  rules: SessionChoiceRules,
  stored: RepeatableFields,
  submitted: { phone?: string | null; attendanceChoice: readonly string[] },
): { phone?: string; attendanceChoice?: string[] } {
  const storedChoice = normaliseSessionChoice(rules, stored.attendanceChoice)
  const choice = normaliseSessionChoice(rules, [...storedChoice, ...submitted.attendanceChoice])
  const phone = trimToNull(stored.phone) ? null : trimToNull(submitted.phone)
  return {
    ...(choice.length !== storedChoice.length ? { attendanceChoice: choice } : {}),
    ...(phone ? { phone } : {}),
  }
}
