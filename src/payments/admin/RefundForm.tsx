'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { formatPence, poundsToPence } from '../rules/price'

/**
 * An admin's refund: the amount in pounds (everything left to refund, unless changed) and a reason.
 * The request's key is made once per form, so a double click or a retry refunds once; the server
 * checks the amount again under the booking's lock.
 */
export function RefundForm({
  registrationId,
  refundablePence,
  isCard,
}: {
  registrationId: number
  refundablePence: number
  isCard: boolean
}) {
  const router = useRouter()
  const fieldId = useId()
  const [amount, setAmount] = useState((refundablePence / 100).toFixed(2))
  const [reason, setReason] = useState('')
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID())
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const refund = async () => {
    const amountPence = poundsToPence(amount)
    if (!amountPence) return setError('Give the amount in pounds, like 12.50.')
    if (amountPence > refundablePence) return setError(`At most ${formatPence(refundablePence)} can be refunded.`)
    if (!window.confirm(`Refund ${formatPence(amountPence)}${isCard ? ' to the card it was paid with' : ''}?`)) return
    setIsBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/payments/refund', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ registration: registrationId, amountPence, requestKey, reason }),
      })
      const answer = (await response.json()) as { message?: string }
      if (!response.ok) return setError(answer.message ?? 'The refund failed.')
      toast.success(`Refunded ${formatPence(amountPence)}.`)
      setRequestKey(crypto.randomUUID())
      router.refresh()
    } catch {
      setError('The refund could not be sent. Check the connection and try again.')
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <fieldset style={{ marginTop: 16, border: '1px solid var(--theme-elevation-150)', padding: 12 }}>
      <legend>Refund</legend>
      <p style={{ margin: '0 0 8px' }}>
        Up to {formatPence(refundablePence)}.{' '}
        {isCard
          ? 'Card payments go back through Stripe at once.'
          : 'Recorded only: pay it back by bank transfer or in cash.'}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
        <label htmlFor={`${fieldId}-amount`}>
          Amount to refund (£)
          <input
            id={`${fieldId}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            style={{ display: 'block' }}
          />
        </label>
        <label htmlFor={`${fieldId}-reason`}>
          Reason (optional)
          <input
            id={`${fieldId}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            style={{ display: 'block' }}
          />
        </label>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-medium"
          onClick={refund}
          disabled={isBusy}
          aria-busy={isBusy}
          style={{ margin: 0 }}
        >
          {isBusy ? 'Refunding…' : 'Refund'}
        </button>
      </div>
      {error && (
        <p id={`${fieldId}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
