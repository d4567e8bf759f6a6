'use client'

import { useForm, useFormFields } from '@payloadcms/ui'
import type { FormState } from 'payload'
import { useEffect, useId, useRef, useState } from 'react'

import { defaultEndsAt, weeklyRepeats } from '../rules/repeat-sessions'
import { MAX_SESSIONS } from '../rules/validate-sessions'

import '@/ui/admin/staff-admin.css'

type Row = { id: string; title: string; startsAt: string; endsAt: string }

const textOf = (fields: FormState, path: string) => {
  const value = fields[path]?.value
  return typeof value === 'string' ? value : ''
}

function rowsOf(fields: FormState): Row[] {
  const count = Number(fields.sessions?.value ?? 0) || 0
  return Array.from({ length: count }, (_, index) => ({
    id: textOf(fields, `sessions.${index}.id`) || String(index),
    title: textOf(fields, `sessions.${index}.title`),
    startsAt: textOf(fields, `sessions.${index}.startsAt`),
    endsAt: textOf(fields, `sessions.${index}.endsAt`),
  }))
}

/**
 * Under an event's sessions: "Repeat weekly" adds sessions a week apart after the last one, copying
 * everything about it (place, mode, limit) and counting its title on ("Week 2", "Week 3"); and a new
 * session whose start is given without an end ends as long after it as the session before lasted.
 */
export function SessionRepeater() {
  const fields = useFormFields(([state]) => state)
  const { dispatchFields, setModified } = useForm()
  const [count, setCount] = useState(3)
  const [said, setSaid] = useState('')
  const countId = useId()
  const rows = rowsOf(fields)

  // The ends this screen filled in, by row: they follow their start until staff change them.
  const filledEnds = useRef(new Map<string, string>())

  // A start given without an end: the end follows the session before's length, and keeps following
  // the start (typed a character at a time, or changed again) while it is still the one filled in.
  useEffect(() => {
    rows.forEach((row, index) => {
      if (index === 0 || !row.startsAt) return
      const isStaffsOwn = Boolean(row.endsAt) && row.endsAt !== filledEnds.current.get(row.id)
      const endsAt = defaultEndsAt(rows[index - 1], row.startsAt)
      if (isStaffsOwn || !endsAt || endsAt === row.endsAt) return
      filledEnds.current.set(row.id, endsAt)
      dispatchFields({ type: 'UPDATE', path: `sessions.${index}.endsAt`, value: endsAt })
    })
  })

  const last = rows.at(-1)
  const room = MAX_SESSIONS - rows.length
  const repeat = () => {
    if (!last) return
    const repeats = weeklyRepeats(last, count, rows.length)
    repeats.forEach((session, offset) => {
      const from = rows.length - 1 + offset
      const index = from + 1
      dispatchFields({ type: 'DUPLICATE_ROW', path: 'sessions', rowIndex: from })
      // The copy's key is left empty, so the server fills it from the new title.
      dispatchFields({ type: 'UPDATE', path: `sessions.${index}.key`, value: '' })
      dispatchFields({ type: 'UPDATE', path: `sessions.${index}.title`, value: session.title })
      dispatchFields({ type: 'UPDATE', path: `sessions.${index}.startsAt`, value: session.startsAt })
      dispatchFields({ type: 'UPDATE', path: `sessions.${index}.endsAt`, value: session.endsAt })
    })
    if (repeats.length > 0) setModified(true)
    setSaid(
      repeats.length === 0
        ? `No room for more sessions: an event has at most ${MAX_SESSIONS}.`
        : `Added ${repeats.map((session) => session.title).join(', ')}. Save to keep them.`,
    )
  }

  const isReady = Boolean(last?.title && last.startsAt && last.endsAt)
  return (
    <div className="field-type staff-actions" data-testid="session-repeater" style={{ alignItems: 'center' }}>
      <label htmlFor={countId}>Repeat the last session weekly, times</label>
      <input
        id={countId}
        type="number"
        min={1}
        max={Math.max(1, room)}
        step={1}
        value={count}
        onChange={(event) => setCount(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
        style={{ width: '5em', padding: 6 }}
      />
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={repeat}
        disabled={!isReady || room <= 0}
      >
        Repeat weekly ×{count}
      </button>
      {!isReady && <span className="staff-muted">Give the last session a title, start and end first.</span>}
      <span role="status">{said}</span>
    </div>
  )
}
