'use client'

import { useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { useNotify, type Notice } from '@/components/notices/NoticeProvider'
import { fieldErrors } from '@/lib/schemas/registration'

import { GENERIC_FAILURE, postForm } from './post-form'

/**
 * The one submit flow for every public form: local checks (each may raise a notice), then the
 * form's own zod schema (the one its endpoint validates with, so a mistake is caught before the
 * post, with the same messages), then the post, then a success notice and a cleared form, or a
 * failure notice with everything typed kept.
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
  schema: z.ZodType
  success: (message?: string) => Notice
  failureTitle?: string
  onSuccess?: (values: Values) => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setIsBusy] = useState(false)
  const notify = useNotify()

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
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed)
      setErrors(found)
      notify({ title: failureTitle, description: Object.values(found)[0] ?? GENERIC_FAILURE, variant: 'destructive' })
      return
    }
    setIsBusy(true)
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

  return { values, set, errors, isBusy, submit, reset }
}
