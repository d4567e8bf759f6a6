'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { GENERIC_FAILURE } from '@/platform/forms/form-response'

type Offer = {
  eventTitle: string
  sessionTitle: string
  sessionWhen: string
  deadline: string
  placeFor: string | null
  isOpen: boolean
}
type Answer = { success: boolean; message?: string; offer?: Offer }

async function call(body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch('/api/waiting-list/respond', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
    })
    return (await response.json()) as Answer
  } catch {
    return { success: false, message: GENERIC_FAILURE }
  }
}

/** A place offered from the waiting list, reached through the link in the offer e-mail: accept or decline it. */
export function PlaceOffer() {
  const token = useRef<string | null>(null)
  const [offer, setOffer] = useState<Offer | null>(null)
  const [outcome, setOutcome] = useState<{ isDone: boolean; message: string } | null>(null)
  const [preferred, setPreferred] = useState<'accept' | 'decline' | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    token.current = params.get('token')
    const answer = params.get('answer')
    setPreferred(answer === 'accept' || answer === 'decline' ? answer : null)
    // The token is the person's credential: it leaves the address bar (and the browser's history entry).
    window.history.replaceState(null, '', window.location.pathname)
    if (!token.current) {
      setOutcome({
        isDone: false,
        message: 'No offer link provided. Please use the link in the e-mail that offered you the place.',
      })
      return
    }
    void call({ action: 'view', token: token.current }).then((answer) => {
      if (!answer.success || !answer.offer)
        return setOutcome({ isDone: false, message: answer.message ?? GENERIC_FAILURE })
      setOffer(answer.offer)
    })
  }, [])

  async function respond(action: 'accept' | 'decline') {
    if (action === 'decline' && !window.confirm('Decline this place? It will go to the next person waiting.')) return
    setIsBusy(true)
    const answer = await call({ action, token: token.current })
    setIsBusy(false)
    setOutcome({ isDone: answer.success, message: answer.message ?? GENERIC_FAILURE })
  }

  if (outcome) {
    return (
      <div role={outcome.isDone ? 'status' : 'alert'} className="space-y-4 text-center">
        <p className="text-lg">{outcome.message}</p>
        <Link href="/" className="inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
          Go to the home page
        </Link>
      </div>
    )
  }
  if (!offer) return <p role="status">Loading your offer…</p>
  const button = (action: 'accept' | 'decline') =>
    action === 'accept' ? (
      <button
        key="accept"
        type="button"
        disabled={isBusy}
        autoFocus={preferred === 'accept'}
        onClick={() => respond('accept')}
        className="w-full rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto"
      >
        Accept the place
      </button>
    ) : (
      <button
        key="decline"
        type="button"
        disabled={isBusy}
        autoFocus={preferred === 'decline'}
        onClick={() => respond('decline')}
        className="w-full rounded-md border border-red-700 px-5 py-3 font-semibold text-red-800 disabled:opacity-60 sm:w-auto"
      >
        Decline it
      </button>
    )
  return (
    <div className="space-y-6">
      <p className="text-lg">
        A place has come free at <strong>{offer.eventTitle}</strong>, held{' '}
        {offer.placeFor ? `for ${offer.placeFor}` : 'for you'}:
      </p>
      <div className="rounded-md border border-slate-300 p-4">
        <p className="font-semibold">{offer.sessionTitle}</p>
        <p>{offer.sessionWhen}</p>
      </div>
      <p>
        Please answer by <strong>{offer.deadline}</strong>. After that, the place goes to the next person waiting.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {preferred === 'decline' ? [button('decline'), button('accept')] : [button('accept'), button('decline')]}
      </div>
    </div>
  )
}
