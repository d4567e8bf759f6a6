'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { useClearNotices, useNotify, type Notice } from '../notices/NoticeProvider'
import { GENERIC_FAILURE, type FormResponse } from '@/platform/forms/form-response'
import { fieldErrors } from '@/platform/forms/form-texts'

import { postForm } from './post-form'

/**
 * A form's schema, the one its endpoint validates with, as a separate download: the validation
 * library is a fifth of a form page's script, and only people who fill in the form need it.
 */
export type SchemaLoader = () => Promise<z.ZodType>

/** A local check's finding: the notice, and the field it is about (marked invalid and focused). */
export type FormProblem = Notice & { field?: string }

/**
 * The one submit flow for every public form: local checks, then the form's own zod schema (the one
 * its endpoint validates with, so a mistake is caught before the post, with the same messages), then
 * the post. A mistake raises a notice, marks its fields and moves focus to the first of them (so a
 * screen reader reads the field with its message); success swaps the form for its confirmation panel
 * (`isDone`) and clears any notice, so nothing stale sits over it; a failure keeps everything typed.
 * The schema downloads when the person first focuses the form (`prepare`, for the form's onFocus);
 * if it cannot load, the endpoint's own check still answers.
 */
export function usePublicForm<Values extends Record<string, unknown>>({
  url,
  initial,
  check,
  schema,
  failureTitle = 'Error',
}: {
  url: string
  initial: Values
  check?: (values: Values) => FormProblem | null
  schema: SchemaLoader
  failureTitle?: string
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setIsBusy] = useState(false)
  const [done, setDone] = useState<{
    message?: string
    waitingList?: boolean
    payment?: FormResponse['payment']
  } | null>(null)
  const [mistakes, setMistakes] = useState(0)
  const notify = useNotify()
  const clearNotices = useClearNotices()
  const loading = useRef<Promise<z.ZodType | null> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // Runs after the fields have rendered their aria-invalid state, so the first marked one is found.
  useEffect(() => {
    if (!mistakes) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus({ preventScroll: true })
    first?.scrollIntoView({ block: 'center' })
  }, [mistakes])

  const prepare = () =>
    (loading.current ??= schema().catch(() => {
      loading.current = null
      return null
    }))

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const reset = () => {
    setValues(initial)
    setErrors({})
    setDone(null)
  }
  const reject = (notice: Notice, found: Record<string, string>) => {
    setErrors(found)
    setMistakes((count) => count + 1)
    notify({ variant: 'destructive', ...notice })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setIsBusy(true)
    const parsed = (await prepare())?.safeParse(values)
    setIsBusy(false)
    // Every field in error is marked at once, so focus lands on the first of them in the form's order;
    // a local check's own notice takes precedence over the schema's first message.
    const found = parsed && !parsed.success ? fieldErrors(parsed) : {}
    const problem = check?.(values)
    if (problem) {
      const { field, ...notice } = problem
      reject(notice, field ? { ...found, [field]: notice.description ?? notice.title } : found)
      return
    }
    if (Object.keys(found).length || (parsed && !parsed.success)) {
      reject({ title: failureTitle, description: Object.values(found)[0] ?? GENERIC_FAILURE }, found)
      return
    }
    setIsBusy(true)
    setErrors({})
    const result = await postForm(url, values)
    // The answer names the next page (paying for the booking): the form stays busy while the browser goes there.
    if (result.ok && result.redirectTo) {
      window.location.assign(result.redirectTo)
      return
    }
    setIsBusy(false)
    if (result.ok) {
      clearNotices()
      setDone({ message: result.message, waitingList: Boolean(result.waitingList), payment: result.payment })
      return
    }
    reject({ title: failureTitle, description: result.message || GENERIC_FAILURE }, result.errors ?? {})
  }

  return {
    values,
    set,
    errors,
    isBusy,
    submit,
    reset,
    prepare,
    formRef,
    isDone: done !== null,
    doneMessage: done?.message,
    isWaitingList: Boolean(done?.waitingList),
    payment: done?.payment,
  }
}
