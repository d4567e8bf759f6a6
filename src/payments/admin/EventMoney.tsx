import type { Payload, PayloadRequest } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { readEventMoney } from '../read-event-money'
import { formatPence } from '../rules/price'

/**
 * The chosen event's money on the Overview: income kept, still to pay and refunded. Money is the
 * treasurer's business, so only an admin sees it (nothing at all for an event nobody has paid for).
 */
export async function EventMoney({
  payload,
  user,
  eventId,
}: {
  payload: Payload
  user: PayloadRequest['user']
  eventId: number
}) {
  if (!hasAnyRole(user, ['admin'])) return null
  const money = await readEventMoney(payload, eventId)
  if (!money.bookings) return null
  const figures = [
    { label: 'Income', value: money.incomePence, note: 'paid, less refunds' },
    { label: 'Outstanding', value: money.outstandingPence, note: 'still to pay by bookings that stand' },
    { label: 'Refunded', value: money.refundedPence, note: 'given back' },
  ]
  return (
    <section style={{ marginTop: 32 }} aria-labelledby="event-money-heading" data-testid="event-money">
      <h2 id="event-money-heading" style={{ marginBottom: 12 }}>
        Money
      </h2>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {figures.map((figure) => (
          <div key={figure.label} className="overview-figure" data-stat={figure.label} data-pence={figure.value}>
            <span className="overview-figure__label">{figure.label}</span>
            <span className="overview-figure__value">{formatPence(figure.value)}</span>
            <span className="overview-figure__share">{figure.note}</span>
          </div>
        ))}
      </div>
    </section>
  )
}
