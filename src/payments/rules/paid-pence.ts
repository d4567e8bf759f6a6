/** A payments record as far as money received goes. */
type PaymentRecord = {
  kind: 'payment' | 'refund'
  status?: 'succeeded' | 'pending' | 'failed' | null
  amountPence: number
}

/**
 * What a booking has paid so far: the payments that succeeded, in pence. Refunds are not taken off
 * here (what is still owed compares the price with this).
 */
export function paidPence(records: readonly PaymentRecord[]): number {
  return records
    .filter((record) => record.kind === 'payment' && (record.status ?? 'succeeded') === 'succeeded')
    .reduce((sum, record) => sum + record.amountPence, 0)
}
