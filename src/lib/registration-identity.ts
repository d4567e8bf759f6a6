import { normaliseAttendance, type AttendanceChoice } from './attendance'
import { normaliseEmail, normaliseName, trimToNull } from './normalise'

/**
 * Who a registration belongs to: the e-mail and the name, case-insensitively. A family sharing one
 * e-mail with different names stays distinct; the same person registering again is one record.
 */
export const identityKey = (email: string, fullName: string) => `${normaliseEmail(email)}|${normaliseName(fullName).toLowerCase()}`

type RepeatableFields = { phone?: string | null; attendanceChoice?: readonly string[] | null }

/**
 * What a repeat submission of the public form may change in the registration already stored. Its
 * sender proved nothing but knowing a name and an e-mail address, so it may add days and fill a
 * field left empty, never take anything away or replace what the person gave: the days are the
 * union of both (two single days become "both"), and the phone is kept unless there was none.
 * Returns only the fields that change; an empty object means nothing does.
 */
export function repeatRegistrationChanges(stored: RepeatableFields, submitted: { phone?: string | null; attendanceChoice: readonly AttendanceChoice[] }): { phone?: string; attendanceChoice?: AttendanceChoice[] } {
  const storedDays = normaliseAttendance(stored.attendanceChoice)
  const days = normaliseAttendance([...storedDays, ...submitted.attendanceChoice])
  const phone = trimToNull(stored.phone) ? null : trimToNull(submitted.phone)
  return {
    ...(days.length !== storedDays.length ? { attendanceChoice: days } : {}),
    ...(phone ? { phone } : {}),
  }
}
