import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasLineBreak } from '@/platform/email/email-address'
import { type EventQuestion, type EventSession, isEventSlug, questionProblems, sessionValidationErrors } from '@/events'
// The title is the subject of every confirmation e-mail, and a subject is one line.
export const validateOneLineTitle: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && hasLineBreak(value)
    ? 'The title must be one line: remove the line break.'
    : text(value, options)

export const validateEventSlug: TextFieldSingleValidation = (value, options) =>
  typeof value === 'string' && value && !isEventSlug(value)
    ? 'The slug is lower-case letters, digits and dashes, like "harvest-festival-2026".'
    : text(value, options)

type SessionRow = Partial<EventSession> & { id?: string }

/** The sessions as a whole: how many, keys unique and well-formed, each ending after it starts. */
export const validateEventSessions = (
  value: unknown,
  { siblingData }: { siblingData?: Record<string, unknown> },
): true | string => {
  const rows = Array.isArray(value) ? (value as SessionRow[]) : []
  const allKey = typeof siblingData?.allSessionsKey === 'string' ? siblingData.allSessionsKey : 'all'
  const errors = sessionValidationErrors(
    rows.map((row) => ({
      key: row.key ?? '',
      title: row.title ?? '',
      startsAt: row.startsAt ?? '',
      endsAt: row.endsAt ?? '',
      mode: row.mode ?? 'in-person',
    })),
    allKey,
  )
  return errors.length ? errors.join(' ') : true
}

/** The questions as a whole: a choice question has options, each once; keys stay unique. */
export const validateEventQuestions = (value: unknown): true | string => {
  const problems = questionProblems(Array.isArray(value) ? (value as Array<Partial<EventQuestion>>) : [])
  return problems.length ? problems.join(' ') : true
}
