'use client'

import { useId } from 'react'

import { type EventQuestion, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@/events/shared'
import { CheckboxField, ChoiceGroup, FieldError, TextField } from '@/ui/forms/fields'

/** What the form holds for one question before the schema checks it: text, the chosen option(s) or yes/no. */
export type QuestionValue = string | string[] | boolean | undefined

type QuestionFieldProps = {
  question: EventQuestion
  value: unknown
  onChange: (value: QuestionValue) => void
  error?: string
  /** Where the answer sits in the body ("answers", "people.0.answers"): names the inputs, so two people's radios never share a group. */
  path: string
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
const listOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * One of the event's own questions with the control its type needs, its help text and its message
 * (both read with the control), and the required marker. The answer's checks are the schema's
 * (answersSchemaFor), the same the endpoint applies; the controls only offer what it accepts.
 */
export function QuestionField({ question, value, onChange, error, path }: QuestionFieldProps) {
  const name = `${path}.${question.key}`
  const hint = question.help || undefined
  const required = Boolean(question.required)
  switch (question.type) {
    case 'short-text':
    case 'long-text':
      return (
        <TextField
          label={question.label}
          name={name}
          hint={hint}
          required={required}
          multiline={question.type === 'long-text'}
          maxLength={question.type === 'long-text' ? LONG_TEXT_MAX : SHORT_TEXT_MAX}
          value={textOf(value)}
          onChange={(change) => onChange(change.target.value)}
          error={error}
        />
      )
    case 'number':
      return (
        <TextField
          label={question.label}
          name={name}
          hint={hint}
          required={required}
          type="number"
          inputMode="decimal"
          step="any"
          value={textOf(value)}
          onChange={(change) => onChange(change.target.value)}
          error={error}
        />
      )
    case 'date':
      return (
        <TextField
          label={question.label}
          name={name}
          hint={hint}
          required={required}
          type="date"
          value={textOf(value)}
          onChange={(change) => onChange(change.target.value)}
          error={error}
        />
      )
    case 'one-choice':
      return (
        <ChoiceGroup
          legend={question.label}
          name={name}
          hint={hint}
          required={required}
          options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
          value={textOf(value)}
          onChange={onChange}
          error={error}
        />
      )
    case 'yes-no':
      return (
        <ChoiceGroup
          legend={question.label}
          name={name}
          hint={hint}
          required={required}
          options={YES_NO}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(choice) => onChange(choice === 'yes')}
          error={error}
        />
      )
    case 'several-choices':
      return (
        <SeveralChoices
          question={question}
          name={name}
          hint={hint}
          value={listOf(value)}
          onChange={onChange}
          error={error}
        />
      )
  }
}

function SeveralChoices({
  question,
  name,
  hint,
  value,
  onChange,
  error,
}: {
  question: EventQuestion
  name: string
  hint?: string
  value: string[]
  onChange: (value: string[]) => void
  error?: string
}) {
  const errorId = useId()
  const hintId = useId()
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const options = question.options ?? []
  // Kept in the order offered, as the answer is stored.
  const toggle = (option: string) => (checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))))
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">
        {question.label}
        {question.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {options.map((option) => (
        <CheckboxField
          key={option}
          name={name}
          value={option}
          checked={value.includes(option)}
          onChange={toggle(option)}
          invalid={Boolean(error)}
          describedBy={describedBy}
          label={option}
        />
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

/**
 * An event's questions in the order staff set, each with its answer and its message from `errors`
 * (keyed by the answer's whole path, "answers.<key>", as fieldErrors names nested fields).
 */
export function EventQuestions({
  questions,
  answers,
  onChange,
  errors,
  path = 'answers',
}: {
  questions: readonly EventQuestion[]
  answers: Record<string, unknown>
  onChange: (answers: Record<string, unknown>) => void
  errors: Record<string, string>
  path?: string
}) {
  if (!questions.length) return null
  return (
    <div className="space-y-5" data-testid="event-questions">
      {questions.map((question) => (
        <QuestionField
          key={question.key}
          question={question}
          path={path}
          value={answers[question.key]}
          onChange={(value) => onChange({ ...answers, [question.key]: value })}
          error={errors[`${path}.${question.key}`]}
        />
      ))}
    </div>
  )
}
