import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { registrationCreatedPayload } from '../rules/webhook-payloads'
import { transactionSession } from '@/platform/database/transaction-session'
import { readRegistrationEvent } from '@/events'

/**
 * The configured webhook address, read with one plain statement: every public registration asks,
 * and most sites have none, so Payload's whole global read (access, hooks, hydration) is skipped.
 */
async function webhookUrl(req: PayloadRequest): Promise<string | null> {
  const db = (await transactionSession(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
  // Payload keeps a global in one row (the newest, if ever more than one).
  const { rows } = await db.execute<{ webhook_url: string | null }>(
    sql`SELECT webhook_url FROM integrations ORDER BY created_at DESC LIMIT 1`,
  )
  return rows[0]?.webhook_url?.trim() || null
}

/**
 * Every new registration is announced to the configured webhook: a delivery is recorded as pending
 * and the `deliverWebhook` job (src/registrations/deliver-webhook.ts) sends it, retrying with backoff.
 */
export const queueRegistrationWebhook: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const url = await webhookUrl(req)
  if (!url) return doc
  // `doc` is what the creator may read (a visitor reads nothing back), so the webhook reads the record itself.
  const registration = await req.payload.findByID({
    collection: 'registrations',
    id: doc.id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const event = await readRegistrationEvent(req.payload, registration, req)
  // The delivery log is server-owned: nobody creates entries over the API.
  const delivery = await req.payload.create({
    collection: 'webhook-deliveries',
    data: {
      event: 'registration_created',
      url,
      body: registrationCreatedPayload(registration, event),
      registration: registration.id,
      status: 'pending',
      attempts: 0,
    },
    overrideAccess: true,
    req,
  })
  await req.payload.jobs.queue({ task: 'deliverWebhook', input: { deliveryId: delivery.id }, req })
  return doc
}
