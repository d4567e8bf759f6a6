import type { PayloadRequest } from 'payload'

import { resolvePerson } from '@/people'
import { transactionClient } from '@/platform/database/transaction-session'

import { phoneHint } from './rules/door-contact'
import { normaliseName } from '@/platform/data/normalise'
import type { WalkInInput } from './rules/walk-in-schema'
import { WALK_IN_SESSION_MESSAGE } from './rules/walk-in-schema'
import { checkedInSessionKeys, readStaffEvent, type StaffEvent } from '@/events'
import { checkIn } from './check-in'
import { poolOf } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'
import { withTransaction } from '@/platform/database/with-transaction'

/** Walk-ins carry this tag, so staff can find (and segment) them later. */
const WALK_IN_TAG = 'walk-in'

/**
 * A registration of the same event that is probably the same person, with the sessions they were
 * checked in at. Door staff see no contact details: whether the e-mail they typed is this
 * registration's, and the masked phone.
 */
export type PossibleDuplicate = {
  id: number
  fullName: string
  isSameEmail: boolean
  phoneHint: string | null
  checkedIn: string[]
}

export type WalkInResult =
  | { status: 'duplicates'; duplicates: PossibleDuplicate[] }
  /** The same name and e-mail are registered for the event already: one person has one registration per event. */
  | { status: 'exists'; existing: PossibleDuplicate }
  | { status: 'created'; registration: { id: number; fullName: string; checkinCode: string | null } }

/** Registrations of the event that are probably the same person: the same name (any case) or the same e-mail. */
async function findPossibleDuplicates(
  req: PayloadRequest,
  event: StaffEvent,
  input: WalkInInput,
): Promise<PossibleDuplicate[]> {
  const { rows } = await poolOf(req.payload).query(
    `SELECT id, full_name, ($2::varchar IS NOT NULL AND email = $2::varchar) AS is_same_email, phone, checked_in_sessions FROM registrations
     WHERE event_id = $3 AND cancelled_at IS NULL AND (lower(full_name) = lower($1) OR ($2::varchar IS NOT NULL AND email = $2::varchar))
     ORDER BY full_name, id LIMIT 5`,
    [normaliseName(input.fullName), input.email, event.id],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: String(row.full_name),
    isSameEmail: row.is_same_email === true,
    phoneHint: phoneHint(row.phone as string | null),
    checkedIn: checkedInSessionKeys(row.checked_in_sessions as string | null),
  }))
}

/** The event and session a walk-in came to, as the signed-in staff member may see them. */
async function doorOf(req: PayloadRequest, input: WalkInInput): Promise<StaffEvent> {
  const event = await readStaffEvent(req.payload, req.user, input.event)
  if (!event) throw new AppError('not-found', 'There is no such event.')
  if (!event.sessions.some((session) => session.key === input.session)) {
    throw new AppError('invalid', WALK_IN_SESSION_MESSAGE, {
      errors: { session: `"${input.session}" is not a session of ${event.title}.` },
    })
  }
  return event
}

/**
 * Registers someone who turned up without registering for the event, and checks them in at the
 * session, in one transaction. Unless staff confirm, a likely duplicate is reported instead of
 * creating anything.
 */
export async function registerWalkIn(req: PayloadRequest, input: WalkInInput): Promise<WalkInResult> {
  const event = await doorOf(req, input)
  const duplicates = await findPossibleDuplicates(req, event, input)
  const existing = duplicates.find(
    (duplicate) =>
      duplicate.isSameEmail && duplicate.fullName.toLowerCase() === normaliseName(input.fullName).toLowerCase(),
  )
  if (existing) return { status: 'exists', existing }
  if (duplicates.length && !input.confirmDuplicate) return { status: 'duplicates', duplicates }

  const registration = await withTransaction(req, async () => {
    const person = await resolvePerson(
      await transactionClient(req),
      { fullName: input.fullName, email: input.email ?? null, phone: input.phone ?? null },
      { at: new Date(), via: 'walk-in' },
    )
    // Check-in staff may not create registrations over the API; this trusted path sets known fields only.
    const created = await req.payload.create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        person,
        attendanceChoice: [input.session],
        tags: [WALK_IN_TAG],
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    // As the signed-in user, so the check-in records who let the person in.
    await checkIn(req, { registration: created.id, session: input.session, method: 'walk-in' })
    if (created.email) {
      await req.payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: created.id }, req })
    }
    return created
  })
  return {
    status: 'created',
    registration: {
      id: registration.id,
      fullName: registration.fullName,
      checkinCode: registration.checkinCode ?? null,
    },
  }
}
