import { z } from 'zod'

import { MISSING_ATTENDANCE_MESSAGE } from '@/platform/forms/form-texts'
import { defineEndpoint } from '@/platform/http/endpoint'
import { manageRegistration } from '../manage-registration'

const token = z.string().min(1).max(200)
// Which keys are sessions depends on the registration's event: the domain function checks them against it.
const attendanceChoice = z
  .array(z.string().trim().min(1, MISSING_ATTENDANCE_MESSAGE).max(40, MISSING_ATTENDANCE_MESSAGE), {
    error: MISSING_ATTENDANCE_MESSAGE,
  })
  .min(1, MISSING_ATTENDANCE_MESSAGE)
  .max(21, MISSING_ATTENDANCE_MESSAGE)
const manageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('view'), token }),
  z.object({ action: z.literal('cancel'), token }),
  z.object({ action: z.literal('update'), token, attendanceChoice }),
  z.object({ action: z.literal('restore'), token, attendanceChoice }),
  // One of the people the booker brought along; the domain function refuses anyone else.
  z.object({
    action: z.literal('remove-person'),
    token,
    person: z.coerce.number({ error: 'Choose the person to remove.' }).int().positive(),
  }),
  // One person the booker brought: their own sessions (dropping a week for a child, say).
  z.object({
    action: z.literal('update-person'),
    token,
    person: z.coerce.number({ error: 'Choose the person to change.' }).int().positive(),
    attendanceChoice,
  }),
  // The booker's answers to the event's questions; the domain function checks them against the event's.
  z.object({ action: z.literal('update-answers'), token, answers: z.record(z.string().max(40), z.unknown()) }),
])

/** POST /api/registrations/manage: the person's private link, to see, change, cancel or restore their registration and the group they brought. */
export const manageEndpoint = defineEndpoint({
  path: '/manage',
  method: 'post',
  caller: 'public-form',
  form: 'manage-registration',
  body: manageSchema,
  handler: ({ req, body }) =>
    manageRegistration(req.payload, {
      token: body.token,
      action: body.action,
      attendanceChoice: 'attendanceChoice' in body ? body.attendanceChoice : undefined,
      person: 'person' in body ? body.person : undefined,
      answers: 'answers' in body ? body.answers : undefined,
    }),
})
