import type { PayloadRequest } from 'payload'

import type { AuditAction } from './audit-actions'

type Entry = { action: AuditAction; summary: string; target?: string; details?: Record<string, unknown> }

/**
 * Adds an entry to the audit log as the request's user, inside the request's transaction (so an
 * action that is rolled back leaves no entry). The log is server-owned, hence the override.
 */
export async function audit(
  req: PayloadRequest,
  entry: Entry,
  actor: { id: number | string; email?: string | null; collection?: string } | null = req.user ?? null,
): Promise<void> {
  const user = actor && (actor.collection ?? 'users') === 'users' ? actor : null
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      actor: user ? Number(user.id) : null,
      actorEmail: user ? String(user.email) : null,
      summary: entry.summary,
      target: entry.target ?? null,
      details: entry.details ?? null,
    },
    overrideAccess: true,
    depth: 0,
    req,
    // Nothing is read back: naming the entry's record would look it up inside the writer's transaction.
    select: { action: true },
  })
}
