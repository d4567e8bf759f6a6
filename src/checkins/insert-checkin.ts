import type { CollectionConfig, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import type { Checkin } from '@/payload-types'
import { transactionClient } from '@/platform/database/transaction-session'

/** How the door found the person: searched for, scanned, or registered there and then. */
export type CheckinMethod = 'search' | 'qr' | 'walk-in'

type Stamped = {
  registration: number
  event: number
  person: number | null
  session: string
  method: CheckinMethod
  checkedInAt: string
  checkedInBy: number | null
  securityCode: string | null
}

/**
 * Writes a check-in the door made, in the caller's transaction: the collection's own beforeChange
 * hooks stamp it (its event, person, time, staff member and a child's code), one INSERT writes it,
 * and the collection's afterChange hooks follow (its sessions list, the change log for door devices,
 * the audit entry, the follow-up rules), exactly the hooks Payload's create runs, so a check-in made
 * over the API and one made at the door do the same. Payload's create is left out because the rest of
 * it (validating and traversing every field, then reading the row back) cost three times what the
 * check-in itself does, and a busy door taps hundreds a minute; the door's endpoints validate their input.
 */
export async function insertCheckin(
  req: PayloadRequest,
  data: { registration: number; session: string; method: CheckinMethod },
): Promise<Checkin> {
  const collection = req.payload.collections.checkins.config as SanitizedCollectionConfig
  const hooks = (collection as CollectionConfig).hooks ?? {}
  let stamped = { ...data } as Record<string, unknown>
  for (const hook of hooks.beforeChange ?? [])
    stamped =
      (await hook({
        collection,
        context: req.context,
        data: stamped,
        operation: 'create',
        req,
        originalDoc: undefined,
      })) ?? stamped
  const row = stamped as unknown as Stamped
  const client = await transactionClient(req)
  const { rows } = await client.query<{ id: number; created_at: Date; updated_at: Date }>({
    name: 'checkins-insert',
    text: `INSERT INTO checkins (registration_id, event_id, person_id, session, method, checked_in_at, checked_in_by_id, security_code)
      VALUES ($1, $2, $3, $4, $5::enum_checkins_method, $6, $7, $8) RETURNING id, created_at, updated_at`,
    values: [
      row.registration,
      row.event,
      row.person,
      row.session,
      row.method,
      row.checkedInAt,
      row.checkedInBy,
      row.securityCode,
    ],
  })
  const inserted = rows[0]!
  const doc = {
    ...row,
    id: inserted.id,
    createdAt: inserted.created_at.toISOString(),
    updatedAt: inserted.updated_at.toISOString(),
  } as unknown as Checkin
  for (const hook of hooks.afterChange ?? [])
    await hook({
      collection,
      context: req.context,
      data: stamped,
      doc,
      operation: 'create',
      previousDoc: {} as Checkin,
      req,
    })
  return doc
}
