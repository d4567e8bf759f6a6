import type { PayloadRequest } from 'payload'

import { roleOf } from '@/platform/access/roles'
import { audit } from '@/platform/audit/audit'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

import { hasMedicalAnswer } from './rules/medical-flag'
import { isSameSecurityCode } from './rules/security-code'
import { lockPersonsCheckins } from './sync-checked-in-sessions'

const WRONG_CODE_MESSAGE = 'That is not the code on this child’s receipt. Nothing was changed.'

type CheckinRow = { id: number; security_code: string | null; checked_out_at: Date | null }

/** The child's check-in at the session, read under their lock. */
async function readCheckin(req: PayloadRequest, registration: number, session: string): Promise<CheckinRow | null> {
  const client = await transactionClient(req)
  const { rows } = await client.query<CheckinRow>(
    'SELECT id, security_code, checked_out_at FROM checkins WHERE registration_id = $1 AND session = $2',
    [registration, session],
  )
  return rows[0] ?? null
}

/**
 * Hands a child back at a children's session: only with the security code from their parent's
 * receipt, or, when the receipt is lost, on an admin's override, which is audited with its reason.
 * A wrong code changes nothing. Collecting twice is refused, so the record keeps who handed over when.
 */
export async function checkOut(
  req: PayloadRequest,
  {
    registration,
    session,
    code,
    override,
  }: { registration: number; session: string; code?: string; override?: { reason: string } },
): Promise<{ checkedOutAt: string }> {
  return withTransaction(req, async () => {
    await lockPersonsCheckins(req, registration)
    const checkin = await readCheckin(req, registration, session)
    if (!checkin?.security_code) throw new AppError('not-found', 'This child is not checked in at this session.')
    if (checkin.checked_out_at) throw new AppError('conflict', 'This child has already been collected.')
    if (override) {
      if (roleOf(req.user) !== 'admin')
        throw new AppError('forbidden', 'Only an admin can hand a child over without the code.')
    } else if (!isSameSecurityCode(code ?? '', checkin.security_code)) {
      throw new AppError('forbidden', WRONG_CODE_MESSAGE)
    }
    const client = await transactionClient(req)
    const { rows } = await client.query<{ checked_out_at: Date }>(
      `UPDATE checkins SET checked_out_at = now(), checked_out_by_id = $2, checkout_override = $3 WHERE id = $1 RETURNING checked_out_at`,
      [checkin.id, req.user?.id ?? null, Boolean(override)],
    )
    await audit(req, {
      action: 'check-in',
      summary: override
        ? `Child handed over without the code (admin override): ${override.reason}`
        : 'Child handed over with the security code',
      target: `registrations:${registration}`,
      details: { session, checkedOut: true, override: Boolean(override) },
    })
    return { checkedOutAt: rows[0]!.checked_out_at.toISOString() }
  })
}

/** What a child's label and their parent's receipt print: the same code on both. */
export async function readLabel(
  req: PayloadRequest,
  { registration, session }: { registration: number; session: string },
): Promise<{ fullName: string; securityCode: string; hasMedicalNote: boolean; session: string; checkedInAt: string }> {
  const { rows } = await poolOf(req.payload).query<{
    full_name: string
    security_code: string | null
    sensitive_answers: unknown
    checked_in_at: Date
  }>(
    `SELECT r.full_name, c.security_code, r.sensitive_answers, c.checked_in_at
     FROM checkins c JOIN registrations r ON r.id = c.registration_id
     WHERE c.registration_id = $1 AND c.session = $2`,
    [registration, session],
  )
  const row = rows[0]
  if (!row?.security_code) throw new AppError('not-found', 'This child is not checked in at a children’s session.')
  return {
    fullName: row.full_name,
    securityCode: row.security_code,
    hasMedicalNote: hasMedicalAnswer(row.sensitive_answers),
    session,
    checkedInAt: row.checked_in_at.toISOString(),
  }
}
