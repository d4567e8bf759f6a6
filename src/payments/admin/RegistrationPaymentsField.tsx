import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { formatStaffTime } from '@/ui/admin/staff-dates'
import { poolOf } from '@/platform/database/pool'
import { readBookingMoney } from '../read-money'
import { STAFF_METHOD_LABELS } from '../rules/payments-csv'
import { formatPence } from '../rules/price'
import { RefundForm } from './RefundForm'

/** "£5 to pay", "£3 owed back", "Nothing to pay": the booking's balance in words. */
const balanceText = (pence: number) =>
  pence > 0 ? `${formatPence(pence)} to pay` : pence < 0 ? `${formatPence(-pence)} owed back` : 'Nothing to pay'

/**
 * On a registration's edit screen, for admins only (money is the treasurer's business): its payments
 * and refunds, what it has paid, had back and still owes, and the refund form while anything is left to refund.
 */
export async function RegistrationPaymentsField({ id, req }: UIFieldServerProps) {
  if (!id || !hasAnyRole(req.user, ['admin'])) return null
  const booking = (await readBookingMoney(poolOf(req.payload), [Number(id)])).get(Number(id))
  if (!booking) return null
  const { money, records } = booking
  const cardLeft = records.some((record) => record.kind === 'payment' && record.method === 'card')
  return (
    <div className="field-type" data-testid="registration-payments" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="registration-payments-heading">Payments and refunds</h3>
      <p data-testid="registration-money">
        Due {formatPence(money.duePence)} · Paid {formatPence(money.paidPence)} · Refunded{' '}
        {formatPence(money.refundedPence)} ·{' '}
        <strong data-testid="registration-balance">{balanceText(money.balancePence)}</strong>
      </p>
      {records.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <table aria-labelledby="registration-payments-heading" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['When', 'What', 'Amount', 'Method', 'Reference'].map((heading) => (
                <th key={heading} scope="col" style={{ textAlign: 'left' }}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} data-kind={record.kind}>
                <td>{formatStaffTime(record.recordedAt)}</td>
                <td>
                  {record.kind === 'payment' ? 'Payment' : 'Refund'}
                  {record.status !== 'succeeded' ? ` (${record.status})` : ''}
                  {record.note ? <div style={{ opacity: 0.75, fontSize: '0.9em' }}>{record.note}</div> : null}
                </td>
                <td>{formatPence(record.amountPence)}</td>
                <td>{STAFF_METHOD_LABELS[record.method]}</td>
                <td>{record.providerId ?? record.reference ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {money.refundablePence > 0 && (
        // Keyed by what is left, so after a refund the form offers the new rest.
        <RefundForm
          key={money.refundablePence}
          registrationId={booking.registrationId}
          refundablePence={money.refundablePence}
          isCard={cardLeft}
        />
      )}
    </div>
  )
}
