import type { EventQuestion } from '@/events/shared'
import type { SchemaLoader } from '@/ui/forms/use-public-form'

/**
 * One event's registration schema (the form's, with the answers checked against that event's own
 * questions), so a missing or wrong answer shows under its question before anything is sent.
 * Downloaded when the person first focuses the form.
 */
export const loadEventRegistrationSchema =
  (questions: readonly EventQuestion[]): SchemaLoader =>
  () =>
    import('../rules/registration-schema').then((module) => module.registrationSchemaForQuestions(questions))
