'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'
import {
  STAFF_PASSWORD_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_RULE,
} from '../../rules/password-policy-text'

const COULD_NOT_SAVE = 'Your password could not be saved. Please try again.'

type Errors = { password?: string; confirmPassword?: string; form?: string }

/**
 * Sets the password with the invitation's token, then signs in with it through Payload's own
 * sign-in and goes on (to the admin, or to setting up a second factor when one is required).
 */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [isBusy, setIsBusy] = useState(false)
  const [isSetButNotSignedIn, setIsSetButNotSignedIn] = useState(false)
  const [isShown, setIsShown] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The length is told at once; whether it is too common only the server knows (its list is large).
    if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
      setErrors({ password: STAFF_PASSWORD_MESSAGES.tooShort })
      document.getElementById('invitation-password')?.focus()
      return
    }
    setIsBusy(true)
    setErrors({})
    try {
      const accepted = await postJson<{ next?: string; errors?: Record<string, string> }>(
        '/api/staff-invitations/accept',
        { token, password, confirmPassword },
      )
      if (!accepted.response.ok) {
        const fieldErrors = accepted.body.errors ?? {}
        const form =
          fieldErrors.password || fieldErrors.confirmPassword ? undefined : (accepted.body.message ?? COULD_NOT_SAVE)
        setErrors({ password: fieldErrors.password, confirmPassword: fieldErrors.confirmPassword, form })
        setIsBusy(false)
        if (fieldErrors.password) document.getElementById('invitation-password')?.focus()
        return
      }
      const signedIn = await postJson('/api/users/login', { email, password })
      if (signedIn.response.ok) return window.location.assign(accepted.body.next ?? '/admin')
      setIsSetButNotSignedIn(true)
    } catch {
      setErrors({ form: COULD_NOT_SAVE })
    }
    setIsBusy(false)
  }

  if (isSetButNotSignedIn) {
    return (
      <p role="status">
        Your password is set. <a href="/admin/login">Sign in</a> with it.
      </p>
    )
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Choose your password"
      className="staff-messaging__form"
      style={{ maxWidth: 420 }}
      noValidate
    >
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        id="invitation-password"
        label="New password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={STAFF_PASSWORD_RULE}
        isShown={isShown}
      />
      <PasswordInput
        id="invitation-confirm-password"
        label="Confirm the password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={errors.confirmPassword}
        isShown={isShown}
      />
      <label className="staff-choice">
        <input type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
        Show the passwords
      </label>
      {errors.form && (
        <p className="staff-alert" role="alert">
          {errors.form}
        </p>
      )}
      <div className="staff-actions">
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={isBusy || !password || !confirmPassword}
        >
          {isBusy ? 'Saving…' : 'Set my password and sign in'}
        </button>
      </div>
    </form>
  )
}

function PasswordInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  isShown,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** The rule, beside the box and read with it. */
  hint?: string
  isShown: boolean
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={isShown ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        required
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="staff-muted" style={{ margin: '4px 0 0' }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="staff-alert" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
