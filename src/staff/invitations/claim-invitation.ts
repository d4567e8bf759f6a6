import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionSession } from '@/platform/database/transaction-session'

export type ClaimedInvitation = { id: number; email: string }

/**
 * Uses up the invitation whose token has this hash, if it is still valid: one statement, so two
 * tabs opening the same link cannot both accept it. Runs in the request's transaction, so a
 * password that is then refused rolls the claim back and the link keeps working.
 */
export async function claimInvitation(req: PayloadRequest, tokenHash: string): Promise<ClaimedInvitation | null> {
  const session = await transactionSession(req)
  if (!session) throw new Error('An invitation is claimed inside a transaction')
  const result = (await session.execute(sql`
    UPDATE users SET invitation_token_hash = NULL, invitation_expires_at = NULL
     WHERE invitation_token_hash = ${tokenHash} AND invitation_expires_at > now() AND account_status = 'invited'
     RETURNING id, email`)) as unknown as { rows: Array<{ id: number; email: string }> }
  return result.rows[0] ?? null
}
