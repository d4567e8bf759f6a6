'use client'

import { useState, type FormEvent } from 'react'

const COULD_NOT_CHECK = 'The code could not be checked. Please try again.'

/** POSTs JSON to a two-factor endpoint and reads its answer (an empty object when it is not JSON). */
export async function postJson<T extends object>(path: string, body: unknown = {}) {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { response, body: (await response.json().catch(() => ({}))) as Partial<T> & { message?: string } }
}

/**
 * A 6-digit code form: sends the code to `path`, then loads `next` (the whole admin again, with the
 * session's new access), or shows the server's message and clears the field.
 */
export function useCodeSubmit(path: string, next: string) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    setError(null)
    try {
      const { response, body } = await postJson(path, { code })
      if (response.ok) return window.location.assign(next)
      // A locked account (423) has lost this session too: the message says what to do next.
      setError(body.message ?? COULD_NOT_CHECK)
      setCode('')
    } catch {
      setError(COULD_NOT_CHECK)
    }
    setIsBusy(false)
  }

  return { code, setCode, error, setError, isBusy, setIsBusy, submit }
}
