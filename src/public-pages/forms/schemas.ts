import type { z } from 'zod'

import type { EventQuestion } from '@/events/rules/event-questions'

/**
 * Each public form's schema, the one its endpoint validates with, as a separate download: the
 * validation library is a fifth of a form page's script, and only people who fill in the form need it.
 */
export type SchemaLoader = () => Promise<z.ZodType>

export const loadFoundationSchoolSchema: SchemaLoader = () => import('@/contact-forms/rules/contact-form-schemas').then((module) => module.foundationSchoolSchema)
export const loadPrayerRequestSchema: SchemaLoader = () => import('@/contact-forms/rules/contact-form-schemas').then((module) => module.prayerRequestSchema)
export const loadVisitPlanSchema: SchemaLoader = () => import('@/contact-forms/rules/contact-form-schemas').then((module) => module.visitPlanSchema)

/**
 * One event's registration schema: the form's, with the answers (the booker's and each brought
 * person's) checked against that event's own questions (answersSchemaFor, as the endpoint checks
 * them), so a missing or wrong answer shows under its question before anything is sent.
 */
export const loadEventRegistrationSchema =
  (questions: readonly EventQuestion[]): SchemaLoader =>
  () =>
    Promise.all([import('@/registrations/rules/registration-schema'), import('@/events/rules/event-questions')]).then(([registration, eventQuestions]) =>
      registration.registrationSchemaWithAnswers(
        eventQuestions.answersSchemaFor(eventQuestions.questionsFor(questions, 'booker')),
        eventQuestions.answersSchemaFor(eventQuestions.questionsFor(questions, 'attendee')),
      ),
    )
