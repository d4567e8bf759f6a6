import type { Queryable } from '@/platform/database/pool'

/** One payment or refund as the `payments` table keeps it (see collections/Payments). */
export type PaymentRecord = {
  kind: 'payment' | 'refund'
  method: 'card' | 'bank-transfer' | 'on-the-day'
  amountPence: number
  /** Stripe's fee on a card payment, from its balance transaction. */
  feePence?: number | null
  providerId?: string | null
  reference?: string | null
  note?: string | null
}

const COLUMNS = `registration_id, event_id, kind, method, amount_pence, fee_pence, status, provider_id, reference,
  note, recorded_at, updated_at, created_at`

/**
 * The SELECT list that makes a payments row from `source` (an SQL expression naming a row with `id` and
 * `event_id`, the registration) with the record's values as SQL parameters `$<first>`…`$<first+6>`
 * (kind, method, amount, fee, provider id, reference, note) at `at`. Payments are only ever written by the
 * server, never through Payload's API (its access is create: nobody), so this SQL and recordPayment are
 * the one path: a Stripe id is unique, so a record is never written twice for one Stripe payment or refund.
 */
const paymentRow = (source: string, first: number, at: string) =>
  `SELECT ${source}.id, ${source}.event_id, $${first}::enum_payments_kind, $${first + 1}::enum_payments_method,
    $${first + 2}::numeric, $${first + 3}::numeric, 'succeeded'::enum_payments_status, $${first + 4}::varchar,
    $${first + 5}::varchar, $${first + 6}::varchar, ${at}, ${at}, ${at} FROM ${source}`

/** The record's values, in the order paymentRow numbers them. */
export const paymentValues = (record: PaymentRecord): unknown[] => [
  record.kind,
  record.method,
  record.amountPence,
  record.feePence ?? null,
  record.providerId ?? null,
  record.reference ?? null,
  record.note ?? null,
]

/** The CTE that records a payment for each row of `source`, in the statement that changes the booking. */
export const recordPaymentCte = (name: string, source: string, first: number, at: string) =>
  `${name} AS (INSERT INTO payments (${COLUMNS}) ${paymentRow(source, first, at)}
    ON CONFLICT (provider_id) DO NOTHING RETURNING id)`

/** Records a payment or refund against a registration, in the caller's transaction. */
export async function recordPayment(
  db: Queryable,
  registrationId: number,
  record: PaymentRecord,
  at = new Date(),
): Promise<void> {
  await db.query({
    name: 'payments-record',
    text: `WITH registration AS (SELECT id, event_id FROM registrations WHERE id = $1),
      ${recordPaymentCte('recorded', 'registration', 2, '$9::timestamptz')}
      SELECT count(*) FROM recorded`,
    values: [registrationId, ...paymentValues(record), at],
  })
}
