'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'

const COULD_NOT_CONFIRM = 'Your new address could not be confirmed. Please try again.'

/** Confirms the new address with the link's token, then offers sign-in with it. */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [message, setMessage] = useState<{ text: string; isDone: boolean } | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    try {
      const { response, body } = await postJson('/api/staff-email/confirm', { token })
      setMessage({ text: body.message ?? COULD_NOT_CONFIRM, isDone: response.ok })
    } catch {
      setMessage({ text: COULD_NOT_CONFIRM, isDone: false })
    }
    setIsBusy(false)
  }

  if (message?.isDone) {
    return (
      <p role="status">
        {message.text} <a href="/admin/login">Sign in</a>
      </p>
    )
  }
  return (
    <form onSubmit={submit} aria-label="Confirm your new e-mail address" className="staff-messaging__form">
      {message && (
        <p className="staff-alert" role="alert">
          {message.text}
        </p>
      )}
      <div className="staff-actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={isBusy}>
          {isBusy ? 'Confirming…' : 'Confirm my new address'}
        </button>
      </div>
    </form>
  )
}
