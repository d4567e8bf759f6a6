'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'

const COULD_NOT_CHECK = 'The code could not be checked. Please try again.'

/**
 * A 6-digit code form: sends the code (with `extraBody`) to `path`, then loads `next` (the whole
 * admin again, with the session's new access), or shows the server's message and clears the field.
 */
export function useCodeSubmit(path: string, next: string, extraBody: Record<string, unknown> = {}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setIsBusy(true)
    setError(null)
    try {
      const { response, body } = await postJson(path, { ...extraBody, code })
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
