import type { Queryable } from '@/platform/database/pool'
import { AppError } from '@/platform/http/app-error'

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
  /** The admin form's key: the same request again finds its record; a key is never used for two. */
  requestKey?: string | null
  /** The staff member who recorded it (a payment received, a refund); none for Stripe's webhooks. */
  recordedBy?: number | null
}

export const REQUEST_KEY_REUSED_MESSAGE =
  'This form was already used to record a payment for another booking. Reload the page and try again.'

const COLUMNS = `registration_id, event_id, kind, method, amount_pence, fee_pence, status, provider_id, reference,
  note, recorded_at, updated_at, created_at`

/**
 * The SELECT list that makes a payments row from `source` (an SQL expression naming a row with `id` and
 * `event_id`, the registration) with the record's values as SQL parameters `$<first>`…`$<first+6>`
 * (kind, method, amount, fee, provider id, reference, note) at `at`. Payments are only ever written by the
 * server, never through Payload's API (its access is create: nobody), so this SQL and recordPayment are
 * the one path: a Stripe id is unique, so a record is never written twice for one Stripe payment or refund.
 */
const paymentRow = (source: string, first: number, at: string, more = '') =>
  `SELECT ${source}.id, ${source}.event_id, $${first}::enum_payments_kind, $${first + 1}::enum_payments_method,
    $${first + 2}::numeric, $${first + 3}::numeric, 'succeeded'::enum_payments_status, $${first + 4}::varchar,
    $${first + 5}::varchar, $${first + 6}::varchar, ${at}, ${at}, ${at}${more} FROM ${source}`

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

const isRequestKeyConflict = (error: unknown) =>
  (error as { code?: string; constraint?: string })?.code === '23505' &&
  (error as { constraint?: string }).constraint === 'payments_request_key_idx'

/**
 * Records a payment or refund against a registration, in the caller's transaction: the one writer of
 * the `payments` table besides the webhook's statement above (it shares its row). A request key that
 * already recorded something for another booking is refused (409) and, the caller's transaction
 * failing, nothing of the request is kept. Answers the record's id (null: that Stripe id was recorded before).
 */
export async function recordPayment(
  db: Queryable,
  registrationId: number,
  record: PaymentRecord,
  at = new Date(),
): Promise<number | null> {
  try {
    const { rows } = await db.query<{ id: number }>({
      name: 'payments-record',
      text: `WITH registration AS (SELECT id, event_id FROM registrations WHERE id = $1)
        INSERT INTO payments (${COLUMNS}, request_key, recorded_by_id)
          ${paymentRow('registration', 2, '$9::timestamptz', ', $10::varchar, $11::integer')}
        ON CONFLICT (provider_id) DO NOTHING RETURNING id`,
      values: [registrationId, ...paymentValues(record), at, record.requestKey ?? null, record.recordedBy ?? null],
    })
    return rows[0]?.id ?? null
  } catch (error) {
    if (isRequestKeyConflict(error)) throw new AppError('conflict', REQUEST_KEY_REUSED_MESSAGE)
    throw error
  }
}
