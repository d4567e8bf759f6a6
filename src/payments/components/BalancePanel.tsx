'use client'

import { useState } from 'react'

import { type BalanceSummary, dueDateText, MIN_INSTALMENT_PENCE } from '../rules/deposit'
import { formatPence } from '../rules/pence'
import { poundsToPence } from '../rules/price'
import { TextField } from '@/ui/forms/fields'

const toPounds = (pence: number) => (pence / 100).toFixed(2)

/**
 * On the person's manage page: what the booking costs, what is paid and what is left (and by when),
 * and, when card payment is open to them, "Pay the balance" for all of it or a part (at least £1); the
 * server checks the amount again and opens Stripe Checkout for it.
 */
export function BalancePanel({
  balance,
  isBusy,
  error,
  onPay,
}: {
  balance: BalanceSummary
  isBusy: boolean
  error?: string
  onPay: (amountPence: number | undefined) => void
}) {
  const [amount, setAmount] = useState(toPounds(balance.balancePence))
  return (
    <section
      aria-labelledby="balance-heading"
      className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3"
      data-testid="balance"
    >
      <h2 id="balance-heading" className="text-lg font-semibold">
        Payment
      </h2>
      <p>
        Paid <strong data-testid="balance-paid">{formatPence(balance.paidPence)}</strong> of{' '}
        {formatPence(balance.totalPence)}.{' '}
        {balance.balancePence > 0 ? (
          <>
            Left to pay: <strong data-testid="balance-left">{formatPence(balance.balancePence)}</strong>
            {balance.balanceDueAt && ` by ${dueDateText(balance.balanceDueAt)}`}
            {balance.isOverdue && <strong className="text-red-800"> (overdue)</strong>}.
          </>
        ) : (
          <strong data-testid="balance-left">Nothing left to pay.</strong>
        )}
      </p>
      {balance.howToPay?.length ? (
        <div className="space-y-1 text-sm" data-testid="balance-how-to-pay">
          {balance.howToPay.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {balance.canPayByCard && balance.balancePence > 0 && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            onPay(poundsToPence(amount))
          }}
        >
          <TextField
            label="Amount to pay now (£)"
            name="balanceAmount"
            inputMode="decimal"
            hint={`All of it, or a part of at least ${formatPence(Math.min(MIN_INSTALMENT_PENCE, balance.balancePence))}.`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60"
          >
            Pay the balance
          </button>
        </form>
      )}
    </section>
  )
}
