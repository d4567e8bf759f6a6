'use client'

import { useState } from 'react'

type State = { status: 'idle' | 'busy' | 'done' | 'error'; message?: string }

export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'idle' })
  const unsubscribe = async () => {
    setState({ status: 'busy' })
    try {
      const response = await fetch(`/api/suppressions/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      setState(response.ok ? { status: 'done', message: body.message } : { status: 'error', message: body.message })
    } catch {
      setState({ status: 'error' })
    }
  }
  if (state.status === 'done') {
    return (
      <p role="status" className="text-lg font-semibold">
        {state.message ?? 'You have been unsubscribed.'}
      </p>
    )
  }
  return (
    <div>
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state.status === 'busy'}
        className="rounded-md bg-blue-900 px-6 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {state.status === 'busy' ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
      {state.status === 'error' && (
        <p role="alert" className="mt-4 text-red-700">
          {state.message ?? 'Something went wrong. Please try again.'}
        </p>
      )}
    </div>
  )
}
