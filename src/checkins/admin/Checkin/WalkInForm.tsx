'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { fieldErrors } from '@/platform/forms/form-texts'
import { walkInSchema } from '../../rules/walk-in-schema'
import type { PossibleDuplicate, WalkInResult } from '../../register-walk-in'

type Props = {
  eventId: number
  session: string
  sessions: Array<{ key: string; title: string }>
  /** "day" when the event's sessions are its days. */
  noun: 'day' | 'session'
  onDone: (name: string) => void
  onFind: (name: string) => void
  onCancel: () => void
}

/** Registers someone at the door for the event in a few taps, and checks them in at the session; the desk confirms it. */
export function WalkInForm({ eventId, session: initialSession, sessions, noun, onDone, onFind, onCancel }: Props) {
  const [values, setValues] = useState({ fullName: '', email: '', phone: '', session: initialSession })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [duplicates, setDuplicates] = useState<PossibleDuplicate[] | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)

  const submit = async (confirmDuplicate: boolean) => {
    const parsed = walkInSchema.safeParse({ ...values, event: eventId, confirmDuplicate })
    if (!parsed.success) return setErrors(fieldErrors(parsed))
    setErrors({})
    setHasFailed(false)
    setIsBusy(true)
    try {
      const { response, body } = await postJson<WalkInResult & { errors?: Record<string, string> }>(
        '/api/registrations/walk-in',
        { ...values, event: eventId, confirmDuplicate },
      )
      if (response.status === 400 && body.errors) return setErrors(body.errors)
      if (body.status === 'duplicates') return setDuplicates(body.duplicates)
      if (body.status === 'exists') return setDuplicates([body.existing])
      if (!response.ok || body.status !== 'created') throw new Error(String(response.status))
      onDone(body.registration.fullName)
    } catch {
      setHasFailed(true)
    } finally {
      setIsBusy(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(false)
  }
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setDuplicates(null)
    setValues((current) => ({ ...current, [key]: event.target.value }))
  }

  return (
    <form
      className="staff-card"
      onSubmit={onSubmit}
      aria-label="Register a walk-in"
      style={{ marginBottom: 16 }}
      noValidate
    >
      <h2 style={{ marginTop: 0 }}>Register a walk-in</h2>
      <div className="staff-toolbar">
        <label className="staff-field staff-field--grow">
          Full name
          <input
            value={values.fullName}
            onChange={set('fullName')}
            required
            maxLength={200}
            autoFocus
            aria-invalid={Boolean(errors.fullName)}
          />
          {errors.fullName && <span role="alert">{errors.fullName}</span>}
        </label>
        <label className="staff-field staff-field--grow">
          Email (optional)
          <input
            type="email"
            value={values.email}
            onChange={set('email')}
            maxLength={254}
            aria-invalid={Boolean(errors.email)}
          />
          {errors.email && <span role="alert">{errors.email}</span>}
        </label>
        <label className="staff-field">
          Phone (optional)
          <input
            type="tel"
            value={values.phone}
            onChange={set('phone')}
            maxLength={30}
            aria-invalid={Boolean(errors.phone)}
          />
          {errors.phone && <span role="alert">{errors.phone}</span>}
        </label>
        <label className="staff-field">
          {noun === 'day' ? 'Day' : 'Session'}
          <select value={values.session} onChange={set('session')} aria-invalid={Boolean(errors.session)}>
            {sessions.map((s) => (
              <option key={s.key} value={s.key}>
                {s.title}
              </option>
            ))}
          </select>
          {errors.session && <span role="alert">{errors.session}</span>}
        </label>
      </div>

      {duplicates && (
        <div className="staff-warning" role="alert">
          <p style={{ marginTop: 0 }}>
            {duplicates.length === 1 && duplicates[0]!.isSameEmail
              ? 'This person is already registered with that name and e-mail.'
              : 'A registration with the same name or e-mail already exists. Is it the same person?'}
          </p>
          <ul>
            {duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                {duplicate.fullName}
                {duplicate.phoneHint ? ` (phone ${duplicate.phoneHint})` : ''}{' '}
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  onClick={() => onFind(duplicate.fullName)}
                >
                  Find in the list
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {hasFailed && (
        <p className="staff-alert" role="alert">
          Failed to register the walk-in. Please try again.
        </p>
      )}

      <div className="staff-actions">
        {duplicates && !(duplicates.length === 1 && duplicates[0]!.isSameEmail) ? (
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={isBusy}
            onClick={() => void submit(true)}
          >
            {isBusy ? 'Registering…' : 'Register as a new person'}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn--style-primary btn--size-medium"
            disabled={isBusy || Boolean(duplicates)}
          >
            {isBusy ? 'Registering…' : 'Register and check in'}
          </button>
        )}
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
