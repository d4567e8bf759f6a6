import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'

import { formatPence } from '../rules/price'
import { dueDateText, isBalanceOverdue } from '../rules/deposit'
import { moneyOf } from '../rules/money'
import { MarkPaidForm } from './MarkPaidForm'

/**
 * On a registration's page, for admins, while its booking awaits payment or is part paid: what has
 * been paid, the balance (and when it is due, overdue once that has passed), and the form to record a bank transfer or a payment on the day.
 */
export async function MarkPaidField({ id, data, req }: UIFieldServerProps) {
  const registration = data as
    { paymentStatus?: string | null; amountDuePence?: number | null; balanceDueAt?: string | null } | undefined
  const status = registration?.paymentStatus
  if (!id || !registration || !hasAnyRole(req.user, ['admin']) || (status !== 'awaiting' && status !== 'part-paid'))
    return null
  const records = await req.payload.find({
    collection: 'payments',
    where: { registration: { equals: id } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    user: req.user,
    select: { kind: true, status: true, amountPence: true },
  })
  const { paidPence: paid } = moneyOf({ amountDuePence: registration.amountDuePence, records: records.docs })
  const balance = Math.max(0, (registration.amountDuePence ?? 0) - paid)
  return (
    <div className="field-type" data-testid="mark-paid-field" style={{ marginBottom: 'var(--base)' }}>
      <p>
        Paid so far: <strong>{formatPence(paid)}</strong>. Still to pay:{' '}
        <strong data-testid="payment-balance">{formatPence(balance)}</strong>.
        {registration.balanceDueAt && (
          <>
            {' '}
            Balance due by {dueDateText(registration.balanceDueAt)}
            {isBalanceOverdue(
              { paymentStatus: status, balanceDueAt: registration.balanceDueAt, balancePence: balance },
              new Date(),
            ) && <strong data-testid="balance-overdue"> (overdue)</strong>}
            .
          </>
        )}
      </p>
      <MarkPaidForm registrationId={Number(id)} balancePence={balance} />
    </div>
  )
}
