'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * What a visitor sees once a form is sent, in the form's place: focused and scrolled into view so a
 * screen reader reads it and it sits in sight, with a way to send another.
 */
export function SuccessPanel({
  title,
  children,
  againLabel,
  onAgain,
  tone = 'done',
}: {
  title: string
  children: ReactNode
  againLabel: string
  onAgain: () => void
  /** "waiting": the form went through but the person holds no place yet, so it must not look like one that did. */
  tone?: 'done' | 'waiting'
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="form-success"
      data-tone={tone}
      className={
        tone === 'waiting'
          ? 'rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 p-6 text-center focus:outline-none'
          : 'rounded-lg border border-green-600 bg-green-50 p-6 text-center focus:outline-none'
      }
    >
      {/* A tick for a place, an hourglass for a wait: told apart without reading or telling colours apart. */}
      <div aria-hidden="true" data-testid="form-success-icon" className="text-4xl">
        {tone === 'waiting' ? '⏳' : '✓'}
      </div>
      <h3 className={tone === 'waiting' ? 'text-2xl font-bold text-amber-900' : 'text-2xl font-bold text-green-800'}>
        {title}
      </h3>
      <div className="mt-2">{children}</div>
      <button
        type="button"
        onClick={onAgain}
        className="mt-4 rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50"
      >
        {againLabel}
      </button>
    </div>
  )
}
