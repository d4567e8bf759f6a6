'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

import { formatPence, poundsToPence } from '../rules/price'

/**
 * Admins record money received for a booking: the amount (the balance by default), bank transfer or on
 * the day, and an optional note. The form's key goes with every send of one entry, so a double click
 * records one payment.
 */
export function MarkPaidForm({ registrationId, balancePence }: { registrationId: number; balancePence: number }) {
  const [amount, setAmount] = useState((balancePence / 100).toFixed(2))
  const [method, setMethod] = useState<'bank-transfer' | 'on-the-day'>('bank-transfer')
  const [note, setNote] = useState('')
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID())
  const [isBusy, setIsBusy] = useState(false)
  const router = useRouter()
  const submit = async () => {
    const amountPence = poundsToPence(amount)
    if (amountPence === undefined) {
      toast.error('Please give the amount in pounds, like 12.50.')
      return
    }
    setIsBusy(true)
    try {
      const { response, body } = await postJson(`/api/registrations/${registrationId}/mark-paid`, {
        amountPence,
        method,
        note: note.trim() || undefined,
        requestKey,
      })
      if (!response.ok) throw new Error(body.message ?? 'The payment could not be recorded. Please try again.')
      toast.success(body.message ?? 'Payment recorded.')
      setRequestKey(crypto.randomUUID())
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
    setIsBusy(false)
  }
  return (
    <fieldset style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '28rem' }}>
      <legend>Record a payment received (balance {formatPence(balancePence)})</legend>
      <label>
        Amount (£)
        <input
          name="markPaidAmount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label>
        Paid by
        <select
          name="markPaidMethod"
          value={method}
          onChange={(event) => setMethod(event.target.value as typeof method)}
        >
          <option value="bank-transfer">Bank transfer</option>
          <option value="on-the-day">On the day</option>
        </select>
      </label>
      <label>
        Note (optional)
        <input name="markPaidNote" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" className="btn btn--style-primary btn--size-small" onClick={submit} disabled={isBusy}>
        {isBusy ? 'Recording…' : 'Record payment'}
      </button>
    </fieldset>
  )
}
