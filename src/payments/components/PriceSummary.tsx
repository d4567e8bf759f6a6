'use client'

import {
  depositOf,
  depositSentence,
  formatPence,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  poundsToPence,
  priceOf,
  type PricedBooking,
  type PublicPricing,
} from '../shared'
import { ChoiceGroup, TextField } from '@/ui/forms/fields'

type PriceSummaryProps = {
  pricing: PublicPricing
  booking: PricedBooking
  /** Pay what you can: what the person typed, in pounds ("12.50"). */
  offered: string
  onOffered: (value: string) => void
  discountCode: string
  onDiscountCode: (value: string) => void
  /** The ways this event may be paid; the person picks one when there are several. */
  methods: readonly PaymentMethod[]
  paymentMethod: string
  onPaymentMethod: (value: string) => void
  errors: Record<string, string | undefined>
}

/**
 * The booking's price before it is sent: a line per kind of person and the total (and, with a deposit,
 * "Deposit £X now, £Y by <date>"), worked out by the same rules the server charges by. A discount code is checked by the server, which takes it off the
 * total the person then pays; for pay what you can, the person types their amount.
 */
export function PriceSummary({
  pricing,
  booking,
  offered,
  onOffered,
  discountCode,
  onDiscountCode,
  methods,
  paymentMethod,
  onPaymentMethod,
  errors,
}: PriceSummaryProps) {
  const canChoose = pricing.payWhatYouCanMinimumPence !== null
  const result = priceOf({ ...pricing, discountCodes: [] }, booking, {
    now: new Date(),
    offeredPence: canChoose ? poundsToPence(offered) : undefined,
  })
  const price = result.ok ? result.price : null
  // With a deposit, what is taken now and what later, by the same rule the server charges by.
  const split = price ? depositOf(pricing.deposit ?? null, price.totalPence, new Date()) : null
  return (
    <section aria-labelledby="price-heading" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="price-heading" className="font-semibold">
        Price
      </h3>
      {price && price.lines.length > 0 && (
        <ul className="text-sm">
          {price.lines.map((line) => (
            <li key={line.label} className="flex justify-between">
              <span>{line.label}</span>
              <span>{formatPence(line.pence)}</span>
            </li>
          ))}
        </ul>
      )}
      {canChoose && (
        <TextField
          label="What you will pay (£)"
          name="offeredPence"
          inputMode="decimal"
          hint={`Pay what you can: at least ${formatPence(pricing.payWhatYouCanMinimumPence!)}.`}
          value={offered}
          onChange={(e) => onOffered(e.target.value)}
          error={errors.offeredPence ?? (result.ok ? undefined : result.error.message)}
        />
      )}
      {pricing.hasDiscountCodes && (
        <TextField
          label="Discount code (optional)"
          name="discountCode"
          maxLength={40}
          autoComplete="off"
          hint="Taken off the total when you pay."
          value={discountCode}
          onChange={(e) => onDiscountCode(e.target.value)}
          error={errors.discountCode}
        />
      )}
      <p className="flex justify-between text-lg font-semibold" data-testid="price-total">
        <span>Total</span>
        <span>{price ? formatPence(price.totalPence) : '—'}</span>
      </p>
      {split && (
        <p className="font-medium" data-testid="price-deposit">
          {depositSentence(split)}
        </p>
      )}
      {methods.length > 1 && (
        <ChoiceGroup
          legend="How will you pay?"
          name="paymentMethod"
          required
          options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          value={paymentMethod}
          onChange={onPaymentMethod}
          error={errors.paymentMethod}
        />
      )}
    </section>
  )
}
