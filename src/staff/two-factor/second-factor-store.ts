import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'

/**
 * The second-factor columns of a staff account. They are hidden fields, so Payload never returns
 * them; these statements are the only way in, and each is atomic so that parallel requests cannot
 * use one code twice or lose a failed attempt.
 */

export type StoredSecondFactor = {
  secret: string | null
  pendingSecret: string | null
  lastStep: number | null
  verifiedSessions: string[]
  lockUntil: Date | null
}

export async function readSecondFactor(payload: Payload, userId: number | string): Promise<StoredSecondFactor | null> {
  const { rows } = await poolOf(payload).query<{
    secret: string | null
    pending: string | null
    last_step: string | null
    sessions: unknown
    lock_until: Date | null
  }>(
    `SELECT two_factor_secret AS secret, two_factor_pending_secret AS pending, two_factor_last_step AS last_step,
            two_factor_sessions AS sessions, lock_until
       FROM users WHERE id = $1`,
    [userId],
  )
  const row = rows[0]
  if (!row) return null
  return {
    secret: row.secret,
    pendingSecret: row.pending,
    lastStep: row.last_step === null ? null : Number(row.last_step),
    verifiedSessions: Array.isArray(row.sessions)
      ? row.sessions.filter((sid): sid is string => typeof sid === 'string')
      : [],
    lockUntil: row.lock_until,
  }
}

/** Whether this session has entered a code; one indexed row read on every signed-in request of an enrolled user. */
export async function isSessionVerified(payload: Payload, userId: number | string, sid: string): Promise<boolean> {
  const { rows } = await poolOf(payload).query<{ verified: boolean }>(
    `SELECT coalesce(two_factor_sessions, '[]'::jsonb) ? $2 AS verified FROM users WHERE id = $1`,
    [userId, sid],
  )
  return rows[0]?.verified === true
}

export async function storePendingSecret(payload: Payload, userId: number | string, sealed: string): Promise<void> {
  await poolOf(payload).query(`UPDATE users SET two_factor_pending_secret = $2 WHERE id = $1`, [userId, sealed])
}

/**
 * Turns the pending secret on, but only if it is still the one the code was checked against
 * (a second set-up in another tab must not be enabled by the first tab's code), and, when set-up
 * needs the e-mailed link, only if that link's token is still valid: it is used up here.
 */
export async function enableSecondFactor(
  payload: Payload,
  {
    userId,
    sealedPending,
    step,
    sid,
    enrolmentTokenHash,
  }: {
    userId: number | string
    sealedPending: string
    step: number
    sid: string | undefined
    enrolmentTokenHash: string | null
  },
): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
            two_factor_enabled = true, two_factor_last_step = $3, two_factor_failures = 0,
            two_factor_sessions = $4::jsonb,
            two_factor_enrolment_token_hash = NULL, two_factor_enrolment_expires_at = NULL
      WHERE id = $1 AND two_factor_pending_secret = $2
        AND ($5::text IS NULL OR (two_factor_enrolment_token_hash = $5 AND two_factor_enrolment_expires_at > now()))
      RETURNING id`,
    [userId, sealedPending, step, JSON.stringify(sid ? [sid] : []), enrolmentTokenHash],
  )
  return rows.length === 1
}

/**
 * Keeps the hash of a new set-up link's token. Unless `replace`, only when no earlier link is still
 * valid, so that showing the set-up page again does not send another e-mail (or void the first link).
 */
export async function storeEnrolmentToken(
  payload: Payload,
  { userId, hash, expiresAt, replace }: { userId: number | string; hash: string; expiresAt: Date; replace: boolean },
): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `UPDATE users SET two_factor_enrolment_token_hash = $2, two_factor_enrolment_expires_at = $3
      WHERE id = $1 AND ($4 OR two_factor_enrolment_token_hash IS NULL OR two_factor_enrolment_expires_at <= now())
      RETURNING id`,
    [userId, hash, expiresAt, replace],
  )
  return rows.length === 1
}

export async function isEnrolmentTokenValid(payload: Payload, userId: number | string, hash: string): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `SELECT 1 FROM users WHERE id = $1 AND two_factor_enrolment_token_hash = $2 AND two_factor_enrolment_expires_at > now()`,
    [userId, hash],
  )
  return rows.length === 1
}

/** Accepts a step only if it is later than every step accepted before: the replay check and the write in one statement. */
export async function consumeStep(payload: Payload, userId: number | string, step: number): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `UPDATE users SET two_factor_last_step = $2
      WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
    [userId, step],
  )
  return rows.length === 1
}

/** Marks a session as having passed its second factor, forgetting sessions that have since ended. */
export async function markSessionVerified(payload: Payload, userId: number | string, sid: string): Promise<void> {
  await poolOf(payload).query(
    `UPDATE users SET two_factor_failures = 0,
            two_factor_sessions = (
              SELECT coalesce(jsonb_agg(s.id), '[]'::jsonb) FROM users_sessions s
               WHERE s._parent_id = $1 AND s.expires_at > now() AND (s.id = $2 OR coalesce(users.two_factor_sessions, '[]'::jsonb) ? s.id)
            )
      WHERE id = $1`,
    [userId, sid],
  )
}

/** Counts a wrong code; returns the count so far (the caller decides on a lock). */
export async function countFailure(payload: Payload, userId: number | string): Promise<number> {
  const { rows } = await poolOf(payload).query<{ failures: number }>(
    `UPDATE users SET two_factor_failures = coalesce(two_factor_failures, 0) + 1 WHERE id = $1 RETURNING two_factor_failures AS failures`,
    [userId],
  )
  return Number(rows[0]?.failures ?? 0)
}

/** Payload's own account lock, so the password stops working too, and every session of the account ends. */
export async function lockAccount(payload: Payload, userId: number | string, lockMs: number): Promise<void> {
  const pool = poolOf(payload)
  await pool.query(
    `UPDATE users SET lock_until = now() + make_interval(secs => $2), two_factor_failures = 0, two_factor_sessions = '[]'::jsonb WHERE id = $1`,
    [userId, lockMs / 1000],
  )
  await pool.query(`DELETE FROM users_sessions WHERE _parent_id = $1`, [userId])
}

export async function clearSecondFactor(payload: Payload, userId: number | string): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled = false,
            two_factor_last_step = NULL, two_factor_failures = 0, two_factor_sessions = '[]'::jsonb,
            two_factor_enrolment_token_hash = NULL, two_factor_enrolment_expires_at = NULL
      WHERE id = $1 RETURNING id`,
    [userId],
  )
  return rows.length === 1
}
