import type { Payload } from 'payload'

import type { DeliveryChannel, DeliveryKind, DeliveryStatus } from '@/platform/delivery/delivery-status'
import { poolOf } from '@/platform/database/pool'

export type RegistrationMessage = {
  id: number
  channel: DeliveryChannel
  kind: DeliveryKind
  subject: string
  address: string
  status: DeliveryStatus
  statusDetail: string | null
  error: string | null
  sentAt: string
}

const REGISTRATION_MESSAGES_LIMIT = 100

/**
 * Every message sent to the person a registration is for, newest first: those sent about it (its
 * confirmation, bulk sends it was in) and any other to its address or phone (a form's thanks).
 */
export async function listRegistrationMessages(
  payload: Payload,
  registration: { id: number; email?: string | null; phone?: string | null },
): Promise<RegistrationMessage[]> {
  const { rows } = await poolOf(payload).query(
    `SELECT d.id, d.channel, d.kind, coalesce(d.subject, l.subject, CASE WHEN d.channel = 'sms' THEN 'SMS message' ELSE '' END) AS subject,
            d.address, d.status, d.status_detail, d.error, d.created_at
     FROM message_deliveries d LEFT JOIN messaging_logs l ON l.id = d.log_id
     WHERE d.registration_id = $1 OR (d.registration_id IS NULL AND (lower(d.address) = $2 OR d.address = $3))
     ORDER BY d.created_at DESC, d.id DESC
     LIMIT ${REGISTRATION_MESSAGES_LIMIT}`,
    [registration.id, registration.email?.toLowerCase() ?? null, registration.phone ?? null],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    kind: row.kind,
    subject: String(row.subject ?? ''),
    address: String(row.address),
    status: row.status,
    statusDetail: row.status_detail ?? null,
    error: row.error ?? null,
    sentAt: new Date(row.created_at).toISOString(),
  }))
}
