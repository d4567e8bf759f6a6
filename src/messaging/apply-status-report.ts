import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { statusesReplacedBy, type DeliveryChannel, type StatusReport } from '@/platform/delivery/delivery-status'
import { boundRateLimitKey } from '@/platform/rate-limit/rate-limit-key'
import { transactionSession } from '@/platform/database/transaction-session'
import { AppError } from '@/platform/http/app-error'
import { suppressEverywhere } from '@/consent'

/**
 * How long a provider's event id is remembered against replays: longer than the 5 minutes either
 * way in which its timestamp is accepted, after which a replay is refused as stale anyway.
 */
const REPLAY_WINDOW_SECONDS = 15 * 60

export const REPLAYED_MESSAGE = 'This webhook was received before.'

export type ProviderReport = {
  channel: DeliveryChannel
  providerId: string
  report: StatusReport
  provider: 'Resend' | 'Twilio'
  /** The provider's id of this event, accepted once; none for a provider that gives none (Twilio). */
  eventId?: string
}

type Outcome = { isNew: boolean; updated: number }

type Database = Pick<PostgresAdapter['drizzle'], 'execute'>

/**
 * One statement for any number of reports, so one commit: remembers each event's id (a row in the
 * shared `rate_limits` table, so every instance agrees, kept one window; a row whose window ended
 * is taken over) and, for each event that was new (or has no id), moves its message forward to the
 * reported status, never back (`statusesReplacedBy`). No two reports may share an id or a message.
 */
async function recordAndMove(db: Database, reports: ProviderReport[]): Promise<Outcome[]> {
  const column = <T>(pick: (report: ProviderReport, index: number) => T) => sql.param(reports.map(pick))
  const result = await db.execute(sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((_, n) => n)}::int[], ${column((r) => (r.eventId ? boundRateLimitKey(`webhook-event:${r.eventId}`) : null))}::text[],
        ${column((r) => r.providerId)}::text[], ${column((r) => r.channel)}::text[], ${column((r) => r.report.status)}::text[],
        ${column((r) => r.report.detail)}::text[], ${column((r) => `{${statusesReplacedBy(r.report.status).join(',')}}`)}::text[]
      ) AS i(n, event_key, provider_id, channel, status, detail, replaceable)
    ),
    seen AS (
      INSERT INTO rate_limits (key, count, reset_at, updated_at, created_at)
      SELECT event_key, 1, now() + make_interval(secs => ${REPLAY_WINDOW_SECONDS}), now(), now() FROM input WHERE event_key IS NOT NULL
      ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = excluded.reset_at, updated_at = now() WHERE rate_limits.reset_at <= now()
      RETURNING key
    ),
    accepted AS (SELECT * FROM input WHERE event_key IS NULL OR event_key IN (SELECT key FROM seen)),
    moved AS (
      UPDATE message_deliveries d
      SET status = a.status::enum_message_deliveries_status, status_detail = coalesce(a.detail, d.status_detail), status_at = now(), updated_at = now()
      FROM accepted a
      WHERE d.provider_id = a.provider_id AND d.channel = a.channel::enum_message_deliveries_channel AND d.status::text = ANY(a.replaceable::text[])
      RETURNING a.n
    )
    SELECT i.n, EXISTS (SELECT 1 FROM accepted a WHERE a.n = i.n) AS is_new, (SELECT count(*) FROM moved m WHERE m.n = i.n)::int AS updated
    FROM input i ORDER BY i.n`)
  const rows = (result as unknown as { rows: Array<{ is_new: boolean; updated: number }> }).rows
  return rows.map((row) => ({ isNew: Boolean(row.is_new), updated: Number(row.updated) }))
}

type Waiting = { report: ProviderReport; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }

/** A few statements at once keep the pool busy without taking all of it. */
const MAX_STATEMENTS_IN_FLIGHT = 4
const MAX_BATCH = 200

/**
 * Reports that need no transaction of their own are written together: while a statement runs, the
 * reports that arrive wait and go in the next one, so a burst of webhooks costs one commit per batch
 * instead of one each (a commit is most of an event's cost). Each caller still gets its own outcome.
 */
function createBatcher(db: Database) {
  const queue: Waiting[] = []
  let inFlight = 0
  const takeBatch = () => {
    const batch: Waiting[] = []
    const claimed = new Set<string>()
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      const { report } = queue[i]!
      const keys = [
        `message:${report.channel}:${report.providerId}`,
        ...(report.eventId ? [`event:${report.eventId}`] : []),
      ]
      // The same message or event twice waits for the next statement, so each sees the other's effect.
      if (keys.some((key) => claimed.has(key))) {
        i++
        continue
      }
      keys.forEach((key) => claimed.add(key))
      batch.push(...queue.splice(i, 1))
    }
    return batch
  }
  const drain = () => {
    while (inFlight < MAX_STATEMENTS_IN_FLIGHT && queue.length) {
      const batch = takeBatch()
      inFlight++
      recordAndMove(
        db,
        batch.map((waiting) => waiting.report),
      )
        .then((outcomes) => batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!)))
        .catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)))
        .finally(() => {
          inFlight--
          drain()
        })
    }
  }
  return (report: ProviderReport) =>
    new Promise<Outcome>((resolve, reject) => {
      queue.push({ report, resolve, reject })
      drain()
    })
}

const batchers = new WeakMap<Payload, ReturnType<typeof createBatcher>>()
const batcherFor = (payload: Payload) => {
  let batcher = batchers.get(payload)
  if (!batcher) {
    batcher = createBatcher((payload.db as unknown as PostgresAdapter).drizzle)
    batchers.set(payload, batcher)
  }
  return batcher
}

const accepted = (outcome: Outcome) => {
  if (!outcome.isNew) throw new AppError('conflict', REPLAYED_MESSAGE)
  return outcome.updated
}

/**
 * Whom a bounce or complaint is about: the recipient of the message we sent with that id, and never
 * an address the report itself names. A signed report about a message we never sent (or a `to` list
 * padded with other addresses) so suppresses nobody. E-mail only: the suppression list holds e-mail
 * addresses.
 */
async function recipientsOf(req: PayloadRequest, report: ProviderReport): Promise<string[]> {
  if (report.channel !== 'email') return []
  const { docs } = await req.payload.find({
    collection: 'message-deliveries',
    where: { and: [{ providerId: { equals: report.providerId } }, { channel: { equals: 'email' } }] },
    select: { address: true },
    limit: 10,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return [...new Set(docs.map((doc) => doc.address.trim().toLowerCase()).filter((address) => address.includes('@')))]
}

/**
 * Applies a provider's report to the message it names: refused as a replay (409) when its event id
 * was seen before, otherwise the message moves forward. A hard bounce or a complaint also puts the
 * recipient of that message on the suppression list with the reason, in one transaction with the
 * report; about a message we have no record of, it suppresses nobody. Returns how many messages changed.
 */
export async function applyStatusReport(req: PayloadRequest, report: ProviderReport): Promise<number> {
  const { suppressReason } = report.report
  const addresses = suppressReason ? await recipientsOf(req, report) : []
  if (!suppressReason || !addresses.length) return accepted(await batcherFor(req.payload)(report))

  let changed = 0
  const source = `${report.provider}: ${suppressReason}`.slice(0, 500)
  const inTransaction = async () => {
    const db = await transactionSession(req)
    if (!db) throw new Error('A suppressing report is applied in a transaction')
    changed = accepted((await recordAndMove(db, [report]))[0]!)
  }
  for (const [index, email] of addresses.entries()) {
    await suppressEverywhere(req, { email, source, alongside: index === 0 ? inTransaction : undefined })
  }
  return changed
}
