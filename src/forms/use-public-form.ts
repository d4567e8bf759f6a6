'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { useNotify, type Notice } from '@/components/notices/NoticeProvider'
import { GENERIC_FAILURE } from '@/lib/form-response'
import { fieldErrors } from '@/lib/schemas/form-texts'

import { postForm } from './post-form'
import type { SchemaLoader } from './schemas'

/**
 * The one submit flow for every public form: local checks (each may raise a notice), then the
 * form's own zod schema (the one its endpoint validates with, so a mistake is caught before the
 * post, with the same messages), then the post, then a success notice and a cleared form, or a
 * failure notice with everything typed kept. The schema downloads when the person first focuses the
 * form (`prepare`, for the form's onFocus); if it cannot load, the endpoint's own check still answers.
 */
export function usePublicForm<Values extends Record<string, unknown>>({
  url,
  initial,
  check,
  schema,
  success,
  failureTitle = 'Error',
  onSuccess,
}: {
  url: string
  initial: Values
  check?: (values: Values) => Notice | null
  schema: SchemaLoader
  success: (message?: string) => Notice
  failureTitle?: string
  onSuccess?: (values: Values) => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setIsBusy] = useState(false)
  const notify = useNotify()
  const loading = useRef<Promise<z.ZodType | null> | null>(null)

  const prepare = () =>
    (loading.current ??= schema().catch(() => {
      loading.current = null
      return null
    }))

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }))
  const reset = () => {
    setValues(initial)
    setErrors({})
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = check?.(values)
    if (problem) {
      notify({ variant: 'destructive', ...problem })
      return
    }
    setIsBusy(true)
    const parsed = (await prepare())?.safeParse(values)
    if (parsed && !parsed.success) {
      setIsBusy(false)
      const found = fieldErrors(parsed)
      setErrors(found)
      notify({ title: failureTitle, description: Object.values(found)[0] ?? GENERIC_FAILURE, variant: 'destructive' })
      return
    }
    setErrors({})
    const result = await postForm(url, values)
    setIsBusy(false)
    if (result.ok) {
      notify(success(result.message))
      onSuccess?.(values)
      if (!onSuccess) reset()
      return
    }
    setErrors(result.errors ?? {})
    notify({ title: failureTitle, description: result.message || GENERIC_FAILURE, variant: 'destructive' })
  }

  return { values, set, errors, isBusy, submit, reset, prepare }
}
