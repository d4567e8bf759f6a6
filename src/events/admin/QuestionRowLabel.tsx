'use client'

import { useRowLabel } from '@payloadcms/ui'

import { QUESTION_TYPE_LABELS, type QuestionType } from '../rules/event-questions'

type QuestionRow = { label?: string; type?: QuestionType; sensitive?: boolean }

/** "Question 2: Dietary needs (One choice, sensitive)" in the event's list of questions. */
export function QuestionRowLabel() {
  const { data, rowNumber } = useRowLabel<QuestionRow>()
  const number = (rowNumber ?? 0) + 1
  const details = [data?.type ? QUESTION_TYPE_LABELS[data.type] : null, data?.sensitive ? 'sensitive' : null]
    .filter(Boolean)
    .join(', ')
  return (
    <span>
      {data?.label ? `Question ${number}: ${data.label}${details ? ` (${details})` : ''}` : `Question ${number}`}
    </span>
  )
}
