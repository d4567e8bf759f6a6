import type { EventQuestion } from '@/events/shared'

/**
 * The registrations table's filter on an answer to one of the event's choice questions, written in
 * the URL as `answer=<question key>:<option>` ("q1a2b3c4d:Vegetarian", "q9:yes" for a yes/no
 * question), so a filtered view can be shared like the others.
 */
export type AnswerFilter = { key: string; value: string | boolean }

/** Questions whose answers come from a fixed list, so "everyone who answered X" is a useful filter. */
const isFilterableQuestion = (question: Pick<EventQuestion, 'type'>) =>
  question.type === 'one-choice' || question.type === 'several-choices' || question.type === 'yes-no'

const answerFilterParam = (key: string, option: string) => `${key}:${option}`

/** The URL's answer filter for this event, or null when it names no choice question of it or no option offered. */
export function parseAnswerFilter(
  param: string | null | undefined,
  questions: readonly EventQuestion[],
): AnswerFilter | null {
  if (!param) return null
  const separator = param.indexOf(':')
  if (separator < 1) return null
  const key = param.slice(0, separator)
  const option = param.slice(separator + 1)
  const question = questions.find((candidate) => candidate.key === key && isFilterableQuestion(candidate))
  if (!question) return null
  if (question.type === 'yes-no') return option === 'yes' || option === 'no' ? { key, value: option === 'yes' } : null
  return (question.options ?? []).includes(option) ? { key, value: option } : null
}

/** The filter's choices, grouped by question: each option of each choice question, and Yes and No. */
export function answerFilterGroups(
  questions: readonly EventQuestion[],
): Array<{ label: string; options: Array<{ value: string; label: string }> }> {
  return questions.filter(isFilterableQuestion).map((question) => ({
    label: question.label,
    options:
      question.type === 'yes-no'
        ? [
            { value: answerFilterParam(question.key, 'yes'), label: `${question.label}: Yes` },
            { value: answerFilterParam(question.key, 'no'), label: `${question.label}: No` },
          ]
        : (question.options ?? []).map((option) => ({
            value: answerFilterParam(question.key, option),
            label: `${question.label}: ${option}`,
          })),
  }))
}

/** The answer filter of a list's filters (its URL parameter `answer`), whichever other filters it holds. */
export const answerParamOf = (filters: object): string | null => {
  const value = (filters as { answer?: unknown }).answer
  return typeof value === 'string' && value ? value : null
}
