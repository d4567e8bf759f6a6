'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string }

export const VERIFY_TEXT = {
  noToken: 'No verification token provided',
  failed: 'Verification failed',
  thrown: 'An error occurred during verification',
}

/**
 * Confirms the address with a POST from the page's script: a mail scanner that merely fetches the
 * link changes nothing. The token is removed from the address bar straight away.
 */
export function VerifyEmail({ days }: { days: Array<{ title: string; when: string }> }) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')
    window.history.replaceState(null, '', window.location.pathname)
    if (!token) {
      setState({ status: 'error', message: VERIFY_TEXT.noToken })
      return
    }
    fetch('/api/registrations/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }), referrerPolicy: 'no-referrer' })
      .then(async (response) => {
        const result = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
        setState(result.success ? { status: 'success', message: result.message ?? '' } : { status: 'error', message: result.message || VERIFY_TEXT.failed })
      })
      .catch(() => setState({ status: 'error', message: VERIFY_TEXT.thrown }))
  }, [])

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-lg">
        Verifying your email address…
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <h2 className="text-2xl font-bold text-red-800">We could not verify your email</h2>
        <p className="mt-2">{state.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/outreach-event" className="rounded-md bg-brand px-4 py-2 font-semibold text-white">
            Go to the outreach event
          </Link>
          <Link href="/" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
            Return to Home
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div role="status">
      <h2 className="text-2xl font-bold text-green-800">Email verified</h2>
      <p className="mt-2">{state.message}</p>
      <ul className="mx-auto mt-4 max-w-md space-y-2 text-left">
        {days.map((day) => (
          <li key={day.title} className="rounded-md border border-slate-200 p-3">
            <strong>{day.title}</strong>
            <br />
            {day.when}
          </li>
        ))}
      </ul>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
        Return to Home
      </Link>
    </div>
  )
}
