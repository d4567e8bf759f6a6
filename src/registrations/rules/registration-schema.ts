import { z } from 'zod'

import {
  answersSchemaFor,
  type EventQuestion,
  isEventSlug,
  normaliseSessionChoice,
  questionsFor,
  type SessionChoiceRules,
  unknownSessionChoices,
} from '@/events/shared'
import { phoneSchema } from '@/platform/forms/phone-schema'

import { INVALID_EMAIL_MESSAGE, MISSING_ATTENDANCE_MESSAGE, MISSING_DETAILS_MESSAGE } from '@/platform/forms/form-texts'

const sessionKeys = z
  .array(
    z
      .string({ error: MISSING_ATTENDANCE_MESSAGE })
      .trim()
      .min(1, MISSING_ATTENDANCE_MESSAGE)
      .max(40, MISSING_ATTENDANCE_MESSAGE),
    { error: MISSING_ATTENDANCE_MESSAGE },
  )
  .min(1, MISSING_ATTENDANCE_MESSAGE)
  .max(21, MISSING_ATTENDANCE_MESSAGE)

/** The most people one booker may bring, whatever an event allows (its own limit is at most this). */
export const MAX_GROUP_SIZE = 20
const MISSING_PERSON_NAME_MESSAGE = 'Please give the name of each person you are bringing.'
export const tooManyPeopleMessage = (limit: number) =>
  limit === 0
    ? 'This event takes one person per form.'
    : `You can bring up to ${limit} ${limit === 1 ? 'person' : 'people'} on one form.`
const rawAnswers = z.record(z.string().max(40), z.unknown(), { error: 'Please answer the questions.' }).default({})

/** The people brought along, each with their answers checked by `answers` (any answers until the event is known). */
function peopleSchema<Answers extends z.ZodType>(answers: Answers) {
  return z
    .array(
      z.object({
        fullName: z
          .string({ error: MISSING_PERSON_NAME_MESSAGE })
          .trim()
          .min(1, MISSING_PERSON_NAME_MESSAGE)
          .max(200, 'Please shorten the name to 200 characters or fewer.'),
        isChild: z.boolean().default(false),
        answers,
      }),
      { error: 'Please check the people you are bringing.' },
    )
    .max(MAX_GROUP_SIZE, tooManyPeopleMessage(MAX_GROUP_SIZE))
    .default([])
}

/**
 * The event registration form's shape, before anyone knows which event it is for: checked in the
 * browser for quick feedback and again on the server, which trusts nothing else. Unknown keys are
 * dropped, so a visitor cannot set consent flags, check-ins or tags by adding them to the request.
 * `event` is the page's event slug; without one the form is the featured event's.
 */
export const registrationSchema = z.object({
  event: z
    .string()
    .trim()
    .max(80)
    .refine((slug) => isEventSlug(slug), 'There is no such event.')
    .optional(),
  fullName: z
    .string({ error: MISSING_DETAILS_MESSAGE })
    .trim()
    .min(1, MISSING_DETAILS_MESSAGE)
    .max(200, 'Please shorten your name to 200 characters or fewer.'),
  email: z
    .string({ error: MISSING_DETAILS_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, MISSING_DETAILS_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  phone: phoneSchema,
  attendanceChoice: sessionKeys,
  consentEmail: z.boolean().default(false),
  consentSms: z.boolean().default(false),
  // The event's own questions, keyed by question; which ones exist and what they accept is the event's to say.
  answers: rawAnswers,
  // The people the booker brings (family, friends), each their own registration; at most the event's limit.
  people: peopleSchema(rawAnswers),
  // A paid event's discount code, and for "pay what you can" the amount chosen in pounds; the event's price checks both.
  discountCode: z.string().trim().max(40, 'That discount code is not valid for this event.').default(''),
  offered: z.string().trim().max(12, 'Please give the amount in pounds, like 12.50.').default(''),
  // How a paid event's booking is paid, when it offers more than one way; the event's methods check it.
  paymentMethod: z.string().trim().max(20, 'Please choose how you will pay.').default(''),
  // The honeypot: people never see it, so anything in it marks a bot; the handler decides what to do.
  website: z.string().default(''),
})

/**
 * The form for one event: only its sessions may be chosen, and the choice is stored in the form's
 * shape (session order, the all-sessions marker exactly when every session is chosen).
 */
export function registrationSchemaFor(rules: SessionChoiceRules) {
  return registrationSchema.extend({
    attendanceChoice: sessionKeys
      .refine((choice) => unknownSessionChoices(rules, choice).length === 0, MISSING_ATTENDANCE_MESSAGE)
      .transform((choice) => normaliseSessionChoice(rules, choice)),
  })
}

export type RegistrationInput = z.infer<typeof registrationSchema>

/**
 * The form of an event with questions of its own, as the browser checks it before sending: the
 * booker's answers and each brought person's, with the schemas built from the event's questions
 * (the endpoint checks them again with the same schemas once it knows the event).
 */
const registrationSchemaWithAnswers = <Booker extends z.ZodType, Attendee extends z.ZodType>(
  answers: Booker,
  attendeeAnswers: Attendee,
) => registrationSchema.extend({ answers, people: peopleSchema(attendeeAnswers) })

/**
 * One event's form schema as the browser checks it: the answers (the booker's and each brought
 * person's) against that event's own questions, as the endpoint checks them.
 */
export const registrationSchemaForQuestions = (questions: readonly EventQuestion[]) =>
  registrationSchemaWithAnswers(
    answersSchemaFor(questionsFor(questions, 'booker')),
    answersSchemaFor(questionsFor(questions, 'attendee')),
  )
