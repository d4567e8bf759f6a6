'use client'

import { useState, type FormEvent } from 'react'

import { CodeField } from './CodeField'

/** The second step of signing in; on success the whole admin loads again with the session's full access. */
export function VerifyCodeForm({ next }: { next: string }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/two-factor/verify', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) return window.location.assign(next)
      // A locked account (423) has lost this session too: the message says what to do next.
      setError(body.message ?? 'The code could not be checked. Please try again.')
      setCode('')
    } catch {
      setError('The code could not be checked. Please try again.')
    }
    setIsBusy(false)
  }

  return (
    <form onSubmit={submit} aria-label="Second-factor code" className="staff-messaging__form" style={{ maxWidth: 420 }}>
      <CodeField id="two-factor-code" value={code} onChange={setCode} error={error} />
      <div className="staff-actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={isBusy || !code.trim()}>
          {isBusy ? 'Checking…' : 'Verify'}
        </button>
      </div>
    </form>
  )
}
