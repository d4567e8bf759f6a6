'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { useHydrated } from '@/ui/use-hydrated'

import type { MyCardRow } from '../../read-my-cards'

const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  )

/** One card: who, the list and step, when it is due, and the three ways to work it. */
export function FollowUpCardItem({ card, overdue }: { card: MyCardRow; overdue: boolean }) {
  const router = useRouter()
  const id = useId()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [open, setOpen] = useState<'snooze' | 'remove' | null>(null)
  const isLast = card.step + 1 >= card.stepCount

  async function work(action: 'tick' | 'snooze' | 'remove', body: unknown = {}) {
    setBusy(true)
    setMessage(null)
    const answer = await postJson(`/api/follow-up-cards/${card.id}/${action}`, body)
    setBusy(false)
    if (!answer.response.ok) {
      setMessage(answer.body.message ?? 'That did not work. Try again.')
      return
    }
    setOpen(null)
    router.refresh()
  }
  const submit = (action: 'snooze' | 'remove') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    void work(action, action === 'snooze' ? { until: data.get('until') } : { reason: data.get('reason') })
  }

  return (
    <li className={`follow-up${overdue ? ' follow-up--overdue' : ''}`} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="follow-up__name">
        {card.personName}
      </h2>
      <p className="follow-up__meta">
        {card.listName} · step {card.step + 1} of {card.stepCount}: <strong>{card.stepTitle}</strong>
      </p>
      <p className="follow-up__meta">
        {overdue ? <strong className="follow-up__overdue">Overdue</strong> : null}
        {card.dueAt ? ` Due ${ukDate(card.dueAt)}` : ' No due date'}
        {card.snoozedUntil && new Date(card.snoozedUntil) > new Date()
          ? ` · snoozed until ${ukDate(card.snoozedUntil)}`
          : ''}
      </p>
      <div className="follow-up__actions">
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          disabled={busy || !hydrated}
          onClick={() => void work('tick')}
        >
          {isLast ? `Done: ${card.stepTitle} (completes the card)` : `Done: ${card.stepTitle}`}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          aria-expanded={open === 'snooze'}
          disabled={!hydrated}
          onClick={() => setOpen(open === 'snooze' ? null : 'snooze')}
        >
          Snooze
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          aria-expanded={open === 'remove'}
          disabled={!hydrated}
          onClick={() => setOpen(open === 'remove' ? null : 'remove')}
        >
          Remove
        </button>
      </div>
      {open === 'snooze' ? (
        <form className="follow-up__form" onSubmit={submit('snooze')}>
          <label htmlFor={`${id}-until`}>Snooze until</label>
          <input id={`${id}-until`} name="until" type="date" required />
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
            Snooze card
          </button>
        </form>
      ) : null}
      {open === 'remove' ? (
        <form className="follow-up__form" onSubmit={submit('remove')}>
          <label htmlFor={`${id}-reason`}>Why remove it?</label>
          <input id={`${id}-reason`} name="reason" type="text" required maxLength={1000} />
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
            Remove card
          </button>
        </form>
      ) : null}
      {message ? (
        <p role="alert" className="follow-up__error">
          {message}
        </p>
      ) : null}
    </li>
  )
}
