import type { PayloadRequest } from 'payload'

import { DAY_CHOICE } from '@/lib/attendance'
import { normaliseName } from '@/lib/normalise'
import type { WalkInInput } from '@/lib/schemas/walk-in'
import { poolOf } from '@/server/database/pool'
import { withTransaction } from '@/server/transaction'

import { forgetExpectedCounts } from './list-checkin'

/** Walk-ins carry this tag, so staff can find (and segment) them later. */
export const WALK_IN_TAG = 'walk-in'

export type PossibleDuplicate = { id: number; fullName: string; email: string | null; day1Checkin: boolean; day2Checkin: boolean }

export type WalkInResult =
  | { status: 'duplicates'; duplicates: PossibleDuplicate[] }
  /** The same name and e-mail are registered already: one person has one registration. */
  | { status: 'exists'; existing: PossibleDuplicate }
  | { status: 'created'; registration: { id: number; fullName: string; checkinCode: string | null } }

/** Registrations that are probably the same person: the same name (any case) or the same e-mail. */
async function findPossibleDuplicates(req: PayloadRequest, input: WalkInInput): Promise<PossibleDuplicate[]> {
  const { rows } = await poolOf(req.payload).query(
    `SELECT id, full_name, email, day1_checkin, day2_checkin FROM registrations
     WHERE cancelled_at IS NULL AND (lower(full_name) = lower($1) OR ($2::varchar IS NOT NULL AND email = $2::varchar))
     ORDER BY full_name, id LIMIT 5`,
    [normaliseName(input.fullName), input.email],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: String(row.full_name),
    email: (row.email as string | null) ?? null,
    day1Checkin: Boolean(row.day1_checkin),
    day2Checkin: Boolean(row.day2_checkin),
  }))
}

/**
 * Registers someone who turned up without registering, and checks them in for the day, in one
 * transaction. Unless staff confirm, a likely duplicate is reported instead of creating anything.
 */
export async function registerWalkIn(req: PayloadRequest, input: WalkInInput): Promise<WalkInResult> {
  const duplicates = await findPossibleDuplicates(req, input)
  const existing = duplicates.find(
    (duplicate) => duplicate.email !== null && duplicate.email === input.email && duplicate.fullName.toLowerCase() === normaliseName(input.fullName).toLowerCase(),
  )
  if (existing) return { status: 'exists', existing }
  if (duplicates.length && !input.confirmDuplicate) return { status: 'duplicates', duplicates }

  const registration = await withTransaction(req, async () => {
    // Check-in staff may not create registrations over the API; this trusted path sets known fields only,
    // as the signed-in user so the check-in records who let the person in.
    const created = await req.payload.create({
      collection: 'registrations',
      data: {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        attendanceChoice: [DAY_CHOICE[input.day]],
        [`${input.day}Checkin`]: true,
        tags: [WALK_IN_TAG],
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (created.email) {
      await req.payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId: created.id }, req })
    }
    return created
  })
  forgetExpectedCounts()
  return { status: 'created', registration: { id: registration.id, fullName: registration.fullName, checkinCode: registration.checkinCode ?? null } }
}
