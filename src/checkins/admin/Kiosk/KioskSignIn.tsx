'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'

/** A tablet types the device code an admin issued; it becomes that kiosk, with no password. */
export function KioskSignIn({ staffNote }: { staffNote: string | null }) {
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    setProblem(null)
    const { response, body } = await postJson('/api/kiosk-devices/sign-in', { code })
    if (response.ok) {
      window.location.assign('/admin/kiosk')
      return
    }
    setProblem(body.message ?? 'That did not work. Please try again.')
    setIsBusy(false)
  }

  return (
    <form className="kiosk__panel" onSubmit={submit}>
      <h1>Self check-in</h1>
      {staffNote && <p>{staffNote}</p>}
      <label htmlFor="kiosk-code" className="kiosk__label">
        Device code
      </label>
      <input
        id="kiosk-code"
        className="kiosk__input"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      {problem && (
        <p role="alert" className="kiosk__error">
          {problem}
        </p>
      )}
      <button type="submit" className="kiosk__button kiosk__button--primary" disabled={isBusy}>
        Start the kiosk
      </button>
    </form>
  )
}
