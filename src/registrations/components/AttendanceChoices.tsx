'use client'

import { useId } from 'react'

import {
  allSessionsState,
  type AttendanceForm,
  attendanceQuestion,
  hasAllSessionsChoice,
  type SessionChoiceRules,
  toggleSessionChoice,
} from '@/events/shared'
import { CheckboxField, FieldError } from '@/ui/forms/fields'

type AttendanceOptions = Pick<AttendanceForm, 'sessions' | 'allKey' | 'allSessionsLabel' | 'unit'>

type AttendanceChoicesProps = {
  value: string[]
  onChange: (value: string[]) => void
  error?: string
  /** The event's sessions with their date, time and place, and its all-sessions box. */
  options: AttendanceOptions
  /** "12 places left" or "Full — join the waiting list" beside a session, when places are limited. */
  notices?: Record<string, string>
  /** The question, when it is not the form's own ("Which sessions will Jem attend?"). */
  legend?: string
  /** The boxes' name, so two people's boxes on one page never share one. */
  name?: string
}

/**
 * One box per session and, from two sessions up, the all-sessions box ("Both Days"), kept in step by
 * toggleSessionChoice: ticking it ticks every session, unticking a session unticks it, and it shows
 * indeterminate while some but not all sessions are ticked.
 */
export function AttendanceChoices({
  value,
  onChange,
  error,
  options,
  notices = {},
  legend,
  name = 'attendanceChoice',
}: AttendanceChoicesProps) {
  const rules: SessionChoiceRules = { keys: options.sessions.map((session) => session.key), allKey: options.allKey }
  const all = allSessionsState(rules, value)
  const errorId = useId()
  const marks = { invalid: Boolean(error), describedBy: error ? errorId : undefined }
  const toggle = (key: string) => (checked: boolean) => onChange(toggleSessionChoice(rules, value, key, checked))
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">
        {legend ?? attendanceQuestion(options.unit)}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      {options.sessions.map((session) => (
        <CheckboxField
          key={session.key}
          name={name}
          value={session.key}
          checked={value.includes(session.key) || all === 'checked'}
          onChange={toggle(session.key)}
          {...marks}
          label={
            <>
              <strong>{session.title}</strong>
              {session.details && <span className="text-slate-600"> ({session.details})</span>}
              {notices[session.key] && (
                <span className="ml-1 text-sm font-semibold text-amber-900" data-testid="session-places">
                  {' '}
                  — {notices[session.key]}
                </span>
              )}
            </>
          }
        />
      ))}
      {hasAllSessionsChoice(rules) && (
        <CheckboxField
          name={name}
          value={options.allKey}
          checked={all === 'checked'}
          indeterminate={all === 'indeterminate'}
          onChange={toggle(options.allKey)}
          {...marks}
          label={<strong>{options.allSessionsLabel}</strong>}
        />
      )}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
