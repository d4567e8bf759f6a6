/**
 * A booking's money, from its payment records: what it has paid, what has gone back, and what it
 * still owes. Every screen, total and export reads a booking's money through this one function.
 */

/** A payment or refund as stored; only one that succeeded moves money. */
export type MoneyRecord = {
  kind: 'payment' | 'refund'
  amountPence: number
  status?: 'succeeded' | 'pending' | 'failed' | null
}

export type Money = {
  /** What the booking costs now: its price while it stands; once settled, what was kept. */
  duePence: number
  paidPence: number
  refundedPence: number
  /** Due − paid + refunded: above 0 is still to pay, below 0 is owed back to the person. */
  balancePence: number
  /** What can still be refunded: paid, net of earlier refunds. */
  refundablePence: number
}

/**
 * The booking's money. A settled booking (cancelled, or refunded in full) owes nothing more and is
 * owed nothing back: it cost what the church kept (paid net of refunds), so its balance is 0
 * whatever the cancellation policy gave. A part refund of a booking that stands is owed again.
 */
export function moneyOf({
  amountDuePence,
  isSettled = false,
  records,
}: {
  amountDuePence: number | null | undefined
  isSettled?: boolean
  records: readonly MoneyRecord[]
}): Money {
  let paidPence = 0
  let refundedPence = 0
  for (const record of records) {
    if ((record.status ?? 'succeeded') !== 'succeeded') continue
    if (record.kind === 'payment') paidPence += record.amountPence
    else refundedPence += record.amountPence
  }
  const refundablePence = Math.max(0, paidPence - refundedPence)
  const duePence = isSettled ? refundablePence : (amountDuePence ?? 0)
  return { duePence, paidPence, refundedPence, balancePence: duePence - paidPence + refundedPence, refundablePence }
}

/** An event's money: income kept (paid net of refunds), still to pay by bookings that stand, and refunded. */
export type EventMoney = { incomePence: number; outstandingPence: number; refundedPence: number }

/** Sums bookings' money; only what a standing booking still owes is outstanding (nothing is owed on a cancelled one). */
export function sumMoney(bookings: readonly Money[]): EventMoney {
  return bookings.reduce<EventMoney>(
    (sum, money) => ({
      incomePence: sum.incomePence + money.paidPence - money.refundedPence,
      outstandingPence: sum.outstandingPence + Math.max(0, money.balancePence),
      refundedPence: sum.refundedPence + money.refundedPence,
    }),
    { incomePence: 0, outstandingPence: 0, refundedPence: 0 },
  )
}

/** The cancellation policy: everything paid comes back when cancelled until the refund date (inclusive), nothing after. */
export type CancellationRefund = { refundPence: number; refundUntil: string | null; isInTime: boolean }

export function cancellationRefundOf({
  refundUntil,
  money,
  now,
}: {
  refundUntil: string | null | undefined
  money: Money
  now: Date
}): CancellationRefund {
  const isInTime = Boolean(refundUntil) && now.getTime() <= new Date(refundUntil!).getTime()
  return { refundPence: isInTime ? money.refundablePence : 0, refundUntil: refundUntil ?? null, isInTime }
}
