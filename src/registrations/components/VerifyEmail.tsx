'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string }

/** The registration's event and the sessions the person chose, as the page names them once the address is confirmed. */
export type VerifiedEvent = { title: string; href: string; sessions: Array<{ title: string; when: string }> }

const VERIFY_TEXT = {
  noToken: 'No verification token provided',
  failed: 'Verification failed',
  thrown: 'An error occurred during verification',
}

/**
 * Confirms the address with a POST from the page's script: a mail scanner that merely fetches the
 * link changes nothing. The token is removed from the address bar straight away.
 */
export function VerifyEmail({ event }: { event: VerifiedEvent | null }) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')
    window.history.replaceState(null, '', window.location.pathname)
    if (!token) {
      setState({ status: 'error', message: VERIFY_TEXT.noToken })
      return
    }
    fetch('/api/registrations/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      referrerPolicy: 'no-referrer',
    })
      .then(async (response) => {
        const result = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string }
        setState(
          result.success
            ? { status: 'success', message: result.message ?? '' }
            : { status: 'error', message: result.message || VERIFY_TEXT.failed },
        )
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
          {/* An expired link still names its event, whose page has the form to register again. */}
          <Link
            href={event?.href ?? '/outreach-event'}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
          >
            {event ? `Go to ${event.title}` : 'Go to the outreach event'}
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
      {event && (
        <>
          <p className="mt-4">
            You are registered for{' '}
            <Link href={event.href} className="font-semibold text-brand underline">
              {event.title}
            </Link>
            :
          </p>
          <ul className="mx-auto mt-4 max-w-md space-y-2 text-left">
            {event.sessions.map((session) => (
              <li key={session.title + session.when} className="rounded-md border border-slate-200 p-3">
                <strong>{session.title}</strong>
                <br />
                {session.when}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
        Return to Home
      </Link>
    </div>
  )
}
