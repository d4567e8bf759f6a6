'use client'

import { useEffect, useState } from 'react'

import { MEDICAL_FLAG_TEXT, RECEIPT_TEXT } from '../../rules/print-layout'
import { DEFAULT_LABEL_STOCK, LABEL_STOCKS, labelStockOf, type LabelStock } from '../../rules/label-stock'

export type ChildLabel = { fullName: string; securityCode: string; hasMedicalNote: boolean; session: string }

/** Where a device keeps its label roll; a kiosk prints by itself only once one is chosen. */
export const LABEL_STOCK_KEY = 'church-door-label-stock'

/** Reads what a child's label and their parent's receipt print; null when there is none. */
export async function fetchChildLabel(registration: number, session: string): Promise<ChildLabel | null> {
  const params = new URLSearchParams({ registration: String(registration), session })
  const response = await fetch(`/api/checkins/label?${params}`, { credentials: 'include', cache: 'no-store' })
  return response.ok ? ((await response.json()) as ChildLabel) : null
}

/**
 * A child's name label and their parent's receipt, with the same security code, shown after the
 * check-in and printed from the browser onto the door's label roll: the print CSS sizes each to the
 * stock chosen here (kept on the device), one label a page.
 */
export function ChildLabels({
  label,
  sessionTitle,
  onClose,
}: {
  label: ChildLabel
  sessionTitle: string
  onClose: () => void
}) {
  const [stock, setStock] = useState<LabelStock>(DEFAULT_LABEL_STOCK)
  useEffect(() => setStock(labelStockOf(window.localStorage.getItem(LABEL_STOCK_KEY))), [])
  const size = LABEL_STOCKS[stock]
  const chooseStock = (next: LabelStock) => {
    setStock(next)
    window.localStorage.setItem(LABEL_STOCK_KEY, next)
  }

  return (
    <section className="staff-card door-labels" aria-label="Child's label and parent's receipt">
      {/* The printed page is the label's size; the screen shows both labels side by side. */}
      <style>{`@media print { @page { size: ${size.widthMm}mm ${size.heightMm}mm; margin: 0; } }`}</style>
      <div
        className="door-labels__sheet"
        style={{ ['--label-width' as string]: `${size.widthMm}mm`, ['--label-height' as string]: `${size.heightMm}mm` }}
      >
        <div className="door-label" data-testid="child-label">
          <strong className="door-label__name">{label.fullName}</strong>
          <span className="door-label__code" data-testid="label-code">
            {label.securityCode}
          </span>
          {label.hasMedicalNote && <span className="door-label__flag">{MEDICAL_FLAG_TEXT}</span>}
          <span className="door-label__small">{sessionTitle}</span>
        </div>
        <div className="door-label" data-testid="parent-receipt">
          <strong className="door-label__name">Collect {label.fullName}</strong>
          <span className="door-label__code" data-testid="receipt-code">
            {label.securityCode}
          </span>
          <span className="door-label__small">
            {RECEIPT_TEXT} · {sessionTitle}
          </span>
        </div>
      </div>
      <div className="staff-actions door-labels__controls">
        <label className="staff-field">
          Label roll
          <select value={stock} onChange={(event) => chooseStock(event.target.value as LabelStock)}>
            {Object.entries(LABEL_STOCKS).map(([key, value]) => (
              <option key={key} value={key}>
                {value.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={() => window.print()}>
          Print label and receipt
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onClose}>
          Done
        </button>
      </div>
    </section>
  )
}

/** Hands a child back: the code from the parent's receipt, checked by the server (a wrong one changes nothing). */
export function CollectChild({
  registration,
  session,
  name,
  onCollected,
}: {
  registration: number
  session: string
  name: string
  onCollected: () => void
}) {
  const [code, setCode] = useState('')
  const [message, setMessage] = useState('')
  const collect = async () => {
    const response = await fetch('/api/checkins/checkout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registration, session, code }),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    if (response.ok) onCollected()
    else setMessage(answer.message ?? 'The child could not be handed over.')
  }
  return (
    <form
      className="door-collect"
      onSubmit={(event) => {
        event.preventDefault()
        void collect()
      }}
    >
      <label className="staff-field">
        Security code for {name}
        <input value={code} onChange={(event) => setCode(event.target.value)} maxLength={8} autoComplete="off" />
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        Hand over
      </button>
      <p role="alert" className="door-notice__failed">
        {message}
      </p>
    </form>
  )
}
