import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { hashToken } from '@/platform/crypto/tokens'
import { poolOf } from '@/platform/database/pool'
import { transactionSession } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

import { buildEmailChangedNotice } from '../emails/email-change'
import { CONFIRMED_EMAIL_CHANGE } from '../hooks/hold-email-change'
import { EMAIL_CHANGE_MESSAGES } from '../rules/email-change'

import { emailChangeSender, sendAll } from './send-email-change-mail'

type Claimed = { id: number; email: string; pending_email: string; full_name: string }

/** The change a still-valid link is for, so its page can say what it confirms; null for any other token. */
export async function findEmailChange(
  payload: Payload,
  token: string,
): Promise<{ currentEmail: string; newEmail: string; fullName: string } | null> {
  const { rows } = await poolOf(payload).query<Claimed>(
    `SELECT email, pending_email, full_name FROM users
      WHERE email_change_token_hash = $1 AND email_change_expires_at > now() AND pending_email IS NOT NULL`,
    [hashToken(token)],
  )
  const row = rows[0]
  return row ? { currentEmail: row.email, newEmail: row.pending_email, fullName: row.full_name } : null
}

/**
 * The link e-mailed to the new address was opened: the link is used up, the address becomes the
 * account's, every session of the account ends (whoever was signed in signs in again with the new
 * address), the old address is told, and the change is audited, all or nothing. An expired, used or
 * unknown link changes nothing.
 */
export async function confirmEmailChange(req: PayloadRequest, token: string): Promise<{ email: string }> {
  return withTransaction(req, async () => {
    const db = await transactionSession(req)
    if (!db) throw new Error('An address change is confirmed inside a transaction')
    const claimed = (
      (await db.execute(sql`
        UPDATE users SET email_change_token_hash = NULL, email_change_expires_at = NULL
         WHERE email_change_token_hash = ${hashToken(token)} AND email_change_expires_at > now() AND pending_email IS NOT NULL
         RETURNING id, email, pending_email, full_name`)) as unknown as { rows: Claimed[] }
    ).rows[0]
    if (!claimed) throw new AppError('forbidden', EMAIL_CHANGE_MESSAGES.linkInvalid)
    const taken = await req.payload.db.findOne({
      collection: 'users',
      where: { email: { equals: claimed.pending_email } },
      req,
    })
    if (taken) throw new AppError('conflict', EMAIL_CHANGE_MESSAGES.taken)
    // The link is the authority here, whoever is signed in (or nobody).
    await req.payload.update({
      collection: 'users',
      id: claimed.id,
      data: { email: claimed.pending_email, pendingEmail: null, sessions: [] },
      overrideAccess: true,
      depth: 0,
      context: { [CONFIRMED_EMAIL_CHANGE]: true },
      req,
    })
    await audit(
      req,
      {
        action: 'staff-email-change',
        summary: `E-mail address changed from ${claimed.email} to ${claimed.pending_email}, confirmed from the new address`,
        target: `users:${claimed.id}`,
      },
      { id: claimed.id, email: claimed.pending_email, collection: 'users' },
    )
    const sender = await emailChangeSender(req)
    await sendAll(req, [
      {
        to: claimed.email,
        ...buildEmailChangedNotice(sender, {
          fullName: claimed.full_name || claimed.email,
          currentEmail: claimed.email,
          newEmail: claimed.pending_email,
        }),
      },
    ])
    return { email: claimed.pending_email }
  })
}
