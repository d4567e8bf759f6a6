import type { Payload } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { hashToken } from '@/platform/crypto/tokens'

/** The account a still-valid invitation link is for, so its page can greet the person; null for any other token. */
export async function findInvitation(
  payload: Payload,
  token: string,
): Promise<{ email: string; fullName: string } | null> {
  const { rows } = await poolOf(payload).query<{ email: string; full_name: string }>(
    `SELECT email, full_name FROM users WHERE invitation_token_hash = $1 AND invitation_expires_at > now() AND account_status = 'invited'`,
    [hashToken(token)],
  )
  const row = rows[0]
  return row ? { email: row.email, fullName: row.full_name } : null
}
