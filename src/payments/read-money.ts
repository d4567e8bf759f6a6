import type { Queryable } from '@/places'
import { type Money, moneyOf, type MoneyRecord } from './rules/money'

/** A payment or refund of a booking, as the admin screen lists it and a refund allocates against it. */
export type PaymentRecord = MoneyRecord & {
  id: number
  method: 'card' | 'bank-transfer' | 'on-the-day'
  providerId: string | null
  reference: string | null
  feePence: number | null
  note: string | null
  recordedAt: string
}

export type BookingMoney = {
  registrationId: number
  fullName: string
  eventId: number
  paymentStatus: string | null
  paymentMethod: string | null
  /** With a deposit: what was asked first, and when the balance is due (ISO). */
  depositPence: number | null
  balanceDueAt: string | null
  paymentReference: string | null
  holdExpiresAt: string | null
  isCancelled: boolean
  money: Money
  records: PaymentRecord[]
}

/**
 * Bookings' money with their payment records, in two statements however many bookings. `lock` takes
 * the bookings' rows FOR UPDATE, so a refund that checks what is left to refund holds it until it commits.
 */
export async function readBookingMoney(
  db: Queryable,
  registrationIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, BookingMoney>> {
  const { rows: bookings } = await db.query<{
    id: number
    full_name: string
    event_id: number
    payment_status: string | null
    cancelled_at: Date | null
    amount_due_pence: number | null
    payment_method: string | null
    deposit_pence: number | null
    balance_due_at: Date | null
    payment_reference: string | null
    hold_expires_at: Date | null
  }>(
    `SELECT id, full_name, event_id, payment_status, cancelled_at, amount_due_pence, payment_method, deposit_pence,
        balance_due_at, payment_reference, hold_expires_at FROM registrations
      WHERE id = ANY($1::int[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [registrationIds],
  )
  const { rows } = await db.query<{
    id: number
    registration_id: number
    kind: 'payment' | 'refund'
    method: PaymentRecord['method']
    amount_pence: number
    fee_pence: number | null
    status: MoneyRecord['status']
    provider_id: string | null
    reference: string | null
    note: string | null
    recorded_at: Date
  }>(
    `SELECT id, registration_id, kind, method, amount_pence, fee_pence, status, provider_id, reference, note, recorded_at
      FROM payments WHERE registration_id = ANY($1::int[]) ORDER BY recorded_at, id`,
    [registrationIds],
  )
  const recordsOf = new Map<number, PaymentRecord[]>()
  for (const row of rows) {
    const list = recordsOf.get(Number(row.registration_id)) ?? []
    list.push({
      id: Number(row.id),
      kind: row.kind,
      method: row.method,
      amountPence: Number(row.amount_pence),
      feePence: row.fee_pence === null ? null : Number(row.fee_pence),
      status: row.status,
      providerId: row.provider_id,
      reference: row.reference,
      note: row.note,
      recordedAt: new Date(row.recorded_at).toISOString(),
    })
    recordsOf.set(Number(row.registration_id), list)
  }
  return new Map(
    bookings.map((booking) => {
      const records = recordsOf.get(Number(booking.id)) ?? []
      return [
        Number(booking.id),
        {
          registrationId: Number(booking.id),
          fullName: booking.full_name,
          eventId: Number(booking.event_id),
          paymentStatus: booking.payment_status,
          paymentMethod: booking.payment_method,
          depositPence: booking.deposit_pence === null ? null : Number(booking.deposit_pence),
          balanceDueAt: booking.balance_due_at ? new Date(booking.balance_due_at).toISOString() : null,
          paymentReference: booking.payment_reference,
          holdExpiresAt: booking.hold_expires_at ? new Date(booking.hold_expires_at).toISOString() : null,
          isCancelled: Boolean(booking.cancelled_at),
          money: moneyOf({
            amountDuePence: booking.amount_due_pence === null ? null : Number(booking.amount_due_pence),
            isSettled: Boolean(booking.cancelled_at) || booking.payment_status === 'refunded',
            records,
          }),
          records,
        },
      ]
    }),
  )
}
