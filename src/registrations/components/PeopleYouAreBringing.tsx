'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { EventQuestion } from '@/events/shared'

import { QuestionField, type QuestionValue } from './EventQuestions'
import { CheckboxField, TextField } from '@/ui/forms/fields'

/** A person the booker brings along, as the form holds and posts them (`people[]` of the registration body). */
export type PersonBrought = { fullName: string; isChild: boolean; answers: Record<string, unknown> }

const emptyPerson = (): PersonBrought => ({ fullName: '', isChild: false, answers: {} })

/**
 * "Bringing others?": family or friends registered on the booker's form, each their own registration
 * with their own check-in code, under the booker's e-mail (they give none of their own). Folded away
 * until wanted; at most the event's limit; each person answers the questions the event asks of
 * everyone. Messages come keyed `people.<i>.fullName` and `people.<i>.answers.<key>`, under the field.
 */
export function PeopleYouAreBringing({
  questions,
  limit,
  people,
  onChange,
  errors,
}: {
  /** The event's questions; those marked "ask each person" are asked of everyone brought along. */
  questions: readonly EventQuestion[]
  /** How many people one booker may bring; 0 hides the section. */
  limit: number
  people: PersonBrought[]
  onChange: (people: PersonBrought[]) => void
  errors: Record<string, string>
}) {
  const [isOpen, setIsOpen] = useState(people.length > 0)
  // Stable row keys, so removing someone keeps what was typed for the others in its place.
  const [rowKeys, setRowKeys] = useState<number[]>([])
  const nextKey = useRef(0)
  const [focusRow, setFocusRow] = useState<number | 'add' | null>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const regionId = useId()
  const hasErrors = Object.keys(errors).some((key) => key.startsWith('people.') || key === 'people')
  // A mistake in a folded-away row must be seen (and focused): the section opens with it.
  const isShown = isOpen || hasErrors
  // The browser's own copy of the "ask each person" filter (questionsFor): that module brings the validation library.
  const attendeeQuestions = questions.filter((question) => question.perAttendee)

  useEffect(() => {
    if (focusRow === null) return
    const selector = focusRow === 'add' ? '[data-add-person]' : `[name="people.${focusRow}.fullName"]`
    regionRef.current?.querySelector<HTMLElement>(selector)?.focus()
    setFocusRow(null)
  }, [focusRow])

  if (limit <= 0) return null

  const keyOf = (index: number) => rowKeys[index] ?? -1 - index
  const update = (index: number, change: Partial<PersonBrought>) =>
    onChange(people.map((person, i) => (i === index ? { ...person, ...change } : person)))
  const add = () => {
    if (people.length >= limit) return
    setRowKeys((keys) => [...keys.slice(0, people.length), nextKey.current++])
    onChange([...people, emptyPerson()])
    setFocusRow(people.length)
  }
  const remove = (index: number) => {
    setRowKeys((keys) => keys.slice(0, people.length).filter((_, i) => i !== index))
    onChange(people.filter((_, i) => i !== index))
    setFocusRow('add')
  }
  const isFull = people.length >= limit

  return (
    <div className="rounded-md border border-slate-200" data-testid="people-you-are-bringing">
      <button
        type="button"
        aria-expanded={isShown}
        aria-controls={regionId}
        onClick={() => setIsOpen(!isShown)}
        className="flex w-full items-center justify-between gap-3 rounded-md p-3 text-left font-medium hover:bg-slate-50"
      >
        <span>
          Bringing others? Add them here
          {people.length > 0 && <span className="font-normal text-slate-600"> ({people.length} added)</span>}
        </span>
        <span aria-hidden="true">{isShown ? '−' : '+'}</span>
      </button>
      <div id={regionId} ref={regionRef} hidden={!isShown} className="space-y-4 border-t border-slate-200 p-3">
        <p className="text-sm text-slate-600">
          Family or friends coming with you: each gets their own check-in code, sent to your e-mail address. You can add
          up to {limit} {limit === 1 ? 'person' : 'people'}.
        </p>
        {people.map((person, index) => {
          const path = `people.${index}`
          const label = `Person ${index + 2}`
          return (
            <fieldset key={keyOf(index)} className="space-y-3 rounded-md border border-slate-300 p-3">
              <legend className="px-1 font-medium">
                {person.fullName.trim() ? `${label}: ${person.fullName.trim()}` : label}
              </legend>
              <TextField
                label="Full name"
                name={`${path}.fullName`}
                required
                autoComplete="off"
                maxLength={200}
                value={person.fullName}
                onChange={(event) => update(index, { fullName: event.target.value })}
                error={errors[`${path}.fullName`]}
              />
              <CheckboxField
                name={`${path}.isChild`}
                checked={person.isChild}
                onChange={(isChild) => update(index, { isChild })}
                label="This is a child"
              />
              {attendeeQuestions.map((question) => (
                <QuestionField
                  key={question.key}
                  question={question}
                  path={`${path}.answers`}
                  value={person.answers[question.key]}
                  onChange={(value: QuestionValue) =>
                    update(index, { answers: { ...person.answers, [question.key]: value } })
                  }
                  error={errors[`${path}.answers.${question.key}`]}
                />
              ))}
              <button
                type="button"
                onClick={() => remove(index)}
                className="rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                Remove {person.fullName.trim() || label.toLowerCase()}
              </button>
            </fieldset>
          )
        })}
        {errors.people && <p className="text-sm text-red-700">{errors.people}</p>}
        {isFull ? (
          <p className="text-sm font-medium" role="status">
            That is as many as one form takes: {limit} {limit === 1 ? 'person' : 'people'} besides you.
          </p>
        ) : (
          <button
            type="button"
            data-add-person
            onClick={add}
            className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50"
          >
            Add a person
          </button>
        )}
      </div>
    </div>
  )
}
