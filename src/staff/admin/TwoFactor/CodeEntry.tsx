'use client'

/**
 * The one-time code input and its submit button: digits only, filled by password managers and
 * phones from the authenticator app.
 */
export function CodeEntry({
  id,
  value,
  onChange,
  error,
  isBusy,
  submitLabel,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  error: string | null
  isBusy: boolean
  submitLabel: string
}) {
  return (
    <>
      <div className="staff-field">
        <label htmlFor={id}>6-digit code</label>
        <input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
          autoFocus
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ maxWidth: 180, letterSpacing: '0.2em' }}
        />
        {error && (
          <p id={`${id}-error`} className="staff-alert" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="staff-actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={isBusy || !value.trim()}>
          {isBusy ? 'Checking…' : submitLabel}
        </button>
      </div>
    </>
  )
}
