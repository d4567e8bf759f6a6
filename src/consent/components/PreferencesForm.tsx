'use client'

import { useState, type FormEvent } from 'react'

import { useNotify } from '@/ui/notices/NoticeProvider'
import { CheckboxField } from '@/ui/forms/fields'
import { GENERIC_FAILURE } from '@/platform/forms/form-response'

type Preferences = { email: boolean; sms: boolean }
type Answer = { ok: boolean; message?: string; preferences?: Preferences }

async function call(body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch('/api/consent-records/preferences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
    })
    const answer = (await response.json().catch(() => ({}))) as Answer
    return { ...answer, ok: response.ok && answer.ok !== false }
  } catch {
    return { ok: false, message: GENERIC_FAILURE }
  }
}

const describe = (p: Preferences) =>
  p.email || p.sms
    ? `You currently get news and invitations by ${[p.email && 'e-mail', p.sms && 'text message'].filter(Boolean).join(' and ')}.`
    : 'You are not subscribed to any news or invitations.'

/** The person's choices for the address their signed link is for; the token is the only credential. */
export function PreferencesForm({
  token,
  initial,
  wording,
}: {
  token: string
  initial: Preferences
  wording: { email: string; sms: string }
}) {
  const [saved, setSaved] = useState(initial)
  const [choice, setChoice] = useState(initial)
  const [isBusy, setIsBusy] = useState(false)
  const notify = useNotify()

  async function send(body: Record<string, unknown>, title: string) {
    setIsBusy(true)
    const answer = await call({ token, ...body })
    setIsBusy(false)
    if (!answer.ok || !answer.preferences) {
      notify({ title: 'Error', description: answer.message ?? GENERIC_FAILURE, variant: 'destructive' })
      return
    }
    setSaved(answer.preferences)
    setChoice(answer.preferences)
    notify({ title, description: answer.message })
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    void send({ action: 'update', ...choice }, 'Preferences Saved')
  }

  return (
    <div className="space-y-8">
      <p data-testid="current-preferences">{describe(saved)}</p>
      <form onSubmit={save} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold">Messages you are happy to receive</legend>
          <CheckboxField
            name="email"
            checked={choice.email}
            onChange={(email) => setChoice((c) => ({ ...c, email }))}
            label={
              <>
                <span className="font-medium">E-mail: </span>
                {wording.email}
              </>
            }
          />
          <CheckboxField
            name="sms"
            checked={choice.sms}
            onChange={(sms) => setChoice((c) => ({ ...c, sms }))}
            label={
              <>
                <span className="font-medium">Text messages (SMS): </span>
                {wording.sms}
              </>
            }
          />
        </fieldset>
        <button
          type="submit"
          disabled={isBusy}
          aria-busy={isBusy}
          className="rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-light disabled:opacity-60"
        >
          {isBusy ? 'Saving…' : 'Save my preferences'}
        </button>
      </form>
      <div className="border-t border-slate-200 pt-6">
        <h2 className="mb-2 text-xl font-semibold">Unsubscribe from all</h2>
        <p className="mb-4">
          Stop every e-mail and text message from us to this address, including reminders about events you registered
          for.
        </p>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void send({ action: 'unsubscribe-all' }, 'Unsubscribed')}
          className="rounded-md border border-red-700 px-5 py-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        >
          Unsubscribe from all
        </button>
      </div>
    </div>
  )
}
