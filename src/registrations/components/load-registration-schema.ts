import type { EventQuestion } from '@/events/rules/event-questions'
import type { SchemaLoader } from '@/ui/forms/use-public-form'

/**
 * One event's registration schema: the form's, with the answers (the booker's and each brought
 * person's) checked against that event's own questions (answersSchemaFor, as the endpoint checks
 * them), so a missing or wrong answer shows under its question before anything is sent. Downloaded
 * when the person first focuses the form.
 */
export const loadEventRegistrationSchema =
  (questions: readonly EventQuestion[]): SchemaLoader =>
  () =>
    Promise.all([import('../rules/registration-schema'), import('@/events/rules/event-questions')]).then(([registration, eventQuestions]) =>
      registration.registrationSchemaWithAnswers(
        eventQuestions.answersSchemaFor(eventQuestions.questionsFor(questions, 'booker')),
        eventQuestions.answersSchemaFor(eventQuestions.questionsFor(questions, 'attendee')),
      ),
    )
