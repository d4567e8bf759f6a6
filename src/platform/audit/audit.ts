import type { PayloadRequest } from 'payload'

import { poolOf } from '../database/pool'
import { transactionClient } from '../database/transaction-session'
import type { AuditAction } from './audit-actions'

type Entry = { action: AuditAction; summary: string; target?: string; details?: Record<string, unknown> }

/**
 * Adds an entry to the audit log as the request's user, inside the request's transaction (so an
 * action that is rolled back leaves no entry). Only the server writes the log (its API create is nobody).
 */
export async function audit(
  req: PayloadRequest,
  entry: Entry,
  actor: { id: number | string; email?: string | null; collection?: string } | null = req.user ?? null,
): Promise<void> {
  const user = actor && (actor.collection ?? 'users') === 'users' ? actor : null
  // One INSERT, as Payload's create would write it (the log has no write hooks): an entry is written
  // with most staff actions, a check-in at the door among them, where every query counts.
  const db = req.transactionID ? await transactionClient(req) : poolOf(req.payload)
  await db.query({
    name: 'audit-log-insert',
    text: `INSERT INTO audit_log (action, actor_id, actor_email, summary, target, details)
      VALUES ($1::enum_audit_log_action, $2, $3, $4, $5, $6::jsonb)`,
    values: [
      entry.action,
      user ? Number(user.id) : null,
      user ? String(user.email) : null,
      entry.summary,
      entry.target ?? null,
      entry.details === undefined || entry.details === null ? null : JSON.stringify(entry.details),
    ],
  })
}
