import { DateTime } from 'luxon'
import { z } from 'zod'

import { LONG_TEXT_MAX, NUMBER_MAX, SHORT_TEXT_MAX } from './event-question-limits'

/**
 * An event's own questions, asked on its form after the usual details. One schema, built from the
 * event's questions, checks the answers in the browser and again at the endpoint, so both refuse the
 * same things with the same words. Answers are stored with the wording the person saw: a question
 * reworded later leaves what they answered readable as they answered it.
 */

const QUESTION_TYPES = ['short-text', 'long-text', 'one-choice', 'several-choices', 'yes-no', 'number', 'date'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  'short-text': 'Short text',
  'long-text': 'Long text',
  'one-choice': 'One choice',
  'several-choices': 'Several choices',
  'yes-no': 'Yes or no',
  number: 'Number',
  date: 'Date',
}

export const QUESTION_TYPE_OPTIONS = QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))

export { LONG_TEXT_MAX, SHORT_TEXT_MAX }

export type EventQuestion = {
  key: string
  type: QuestionType
  label: string
  help?: string | null
  required?: boolean | null
  options?: string[] | null
  sensitive?: boolean | null
  perAttendee?: boolean | null
}

/** An answer as submitted and stored: text, the chosen option(s), yes/no, a number or an ISO date (yyyy-mm-dd). */
export type AnswerValue = string | string[] | boolean | number

/** One stored answer: the question's key and the wording and options the person saw. */
export type StoredAnswer = { key: string; label: string; type: QuestionType; value: AnswerValue; options?: string[] }

const isChoiceQuestion = (question: Pick<EventQuestion, 'type'>) =>
  question.type === 'one-choice' || question.type === 'several-choices'

/** The questions asked of the booker, or of each person they bring (those marked "ask each person"). */
export const questionsFor = (questions: readonly EventQuestion[] | null | undefined, who: 'booker' | 'attendee') =>
  (questions ?? []).filter((question) => who === 'booker' || question.perAttendee)

/** An event document's questions with only the parts the form and the checks need (and a key on each). */
type QuestionRow = {
  key?: string | null
  id?: string | null
  type?: string | null
  label?: string | null
  help?: string | null
  required?: boolean | null
  options?: string[] | null
  sensitive?: boolean | null
  perAttendee?: boolean | null
}

export function eventQuestionsOf(event: { questions?: readonly QuestionRow[] | null }): EventQuestion[] {
  return (event.questions ?? [])
    .filter((question) => question.label && QUESTION_TYPES.includes(question.type as QuestionType))
    .map((question) => ({
      key: question.key || question.id || '',
      type: question.type as QuestionType,
      label: question.label as string,
      help: question.help ?? null,
      required: Boolean(question.required),
      options: question.options ?? null,
      sensitive: Boolean(question.sensitive),
      perAttendee: Boolean(question.perAttendee),
    }))
}

export const REQUIRED_ANSWER_MESSAGE = 'Please answer this question.'
export const UNKNOWN_OPTION_MESSAGE = 'Please choose one of the options offered.'
export const INVALID_NUMBER_MESSAGE = 'Please enter a number.'
export const INVALID_DATE_MESSAGE = 'Please enter a date.'
export const textTooLongMessage = (max: number) => `Please shorten your answer to ${max} characters or fewer.`

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

const textAnswer = (max: number) =>
  z.string({ error: REQUIRED_ANSWER_MESSAGE }).trim().max(max, textTooLongMessage(max))

function answerSchema(question: EventQuestion): z.ZodType<AnswerValue | undefined> {
  const options = question.options ?? []
  switch (question.type) {
    case 'short-text':
      return textAnswer(SHORT_TEXT_MAX)
    case 'long-text':
      return textAnswer(LONG_TEXT_MAX)
    case 'one-choice':
      return z
        .string({ error: UNKNOWN_OPTION_MESSAGE })
        .refine((value) => options.includes(value), UNKNOWN_OPTION_MESSAGE)
    case 'several-choices':
      return (
        z
          .array(z.string({ error: UNKNOWN_OPTION_MESSAGE }), { error: UNKNOWN_OPTION_MESSAGE })
          .max(options.length, UNKNOWN_OPTION_MESSAGE)
          .refine((values) => values.every((value) => options.includes(value)), UNKNOWN_OPTION_MESSAGE)
          // Stored in the order offered, each once.
          .transform((values) => options.filter((option) => values.includes(option)))
      )
    case 'yes-no':
      return z.preprocess(
        (value) => (value === 'yes' ? true : value === 'no' ? false : value),
        z.boolean({ error: REQUIRED_ANSWER_MESSAGE }),
      )
    case 'number':
      return z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z
          .number({ error: INVALID_NUMBER_MESSAGE })
          .finite(INVALID_NUMBER_MESSAGE)
          .min(-NUMBER_MAX, INVALID_NUMBER_MESSAGE)
          .max(NUMBER_MAX, INVALID_NUMBER_MESSAGE),
      )
    case 'date':
      return z
        .string({ error: INVALID_DATE_MESSAGE })
        .trim()
        .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid, INVALID_DATE_MESSAGE)
  }
}

/**
 * The answers to an event's questions: keyed by question key, each checked against its question
 * (required, options offered, length, number, date). Unknown keys are dropped; a blank optional
 * answer is left out. Errors sit at the question's key, so the form shows each under its question.
 */
export function answersSchemaFor(questions: readonly EventQuestion[]) {
  return z
    .record(z.string(), z.unknown(), { error: 'Please answer the questions.' })
    .optional()
    .default({})
    .transform((raw, context) => {
      const answers: Record<string, AnswerValue> = {}
      for (const question of questions) {
        const value = typeof raw[question.key] === 'string' ? (raw[question.key] as string).trim() : raw[question.key]
        if (isBlank(value)) {
          if (question.required)
            context.addIssue({ code: 'custom', path: [question.key], message: REQUIRED_ANSWER_MESSAGE })
          continue
        }
        const checked = answerSchema(question).safeParse(value)
        if (!checked.success) {
          context.addIssue({
            code: 'custom',
            path: [question.key],
            message: checked.error.issues[0]?.message ?? REQUIRED_ANSWER_MESSAGE,
          })
          continue
        }
        if (isBlank(checked.data)) {
          if (question.required)
            context.addIssue({ code: 'custom', path: [question.key], message: REQUIRED_ANSWER_MESSAGE })
          continue
        }
        answers[question.key] = checked.data as AnswerValue
      }
      return answers
    })
}

/** Checked answers as stored: the open ones and the sensitive ones apart (admins alone read the latter). */
export function storedAnswers(
  questions: readonly EventQuestion[],
  answers: Record<string, AnswerValue>,
): { answers: StoredAnswer[]; sensitiveAnswers: StoredAnswer[] } {
  const open: StoredAnswer[] = []
  const sensitive: StoredAnswer[] = []
  for (const question of questions) {
    if (!(question.key in answers)) continue
    const stored: StoredAnswer = {
      key: question.key,
      label: question.label,
      type: question.type,
      value: answers[question.key]!,
      ...(isChoiceQuestion(question) ? { options: [...(question.options ?? [])] } : {}),
    }
    ;(question.sensitive ? sensitive : open).push(stored)
  }
  return { answers: open, sensitiveAnswers: sensitive }
}

/** An answer as one line of text, for the CSV, the admin screen and merge fields. */
export function answerText(value: AnswerValue | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join('; ')
  return String(value)
}

/** A new question's key: short, stable and unique enough within one event's few questions. */
export const newQuestionKey = (random: () => number = Math.random) =>
  `q${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`

/** What is wrong with an event's questions as a whole: a choice question without options, two alike keys. */
export function questionProblems(questions: ReadonlyArray<Partial<EventQuestion>>): string[] {
  const problems: string[] = []
  const keys = new Set<string>()
  questions.forEach((question, index) => {
    const name = question.label ? `"${question.label}"` : `Question ${index + 1}`
    if (
      question.type &&
      isChoiceQuestion({ type: question.type }) &&
      !(question.options ?? []).some((option) => option.trim())
    )
      problems.push(`${name} needs at least one option.`)
    const options = (question.options ?? []).map((option) => option.trim().toLowerCase())
    if (new Set(options).size !== options.length) problems.push(`${name} has the same option twice.`)
    if (question.key) {
      if (keys.has(question.key)) problems.push(`${name} has the same key as another question.`)
      keys.add(question.key)
    }
  })
  return problems
}
