import { requireStaffEvent } from '@/events'
import { MISSING_ATTENDANCE_MESSAGE } from '@/platform/forms/form-texts'
import { defineEndpoint } from '@/platform/http/endpoint'
import { download } from '@/platform/http/respond'
import { z } from 'zod'
import { countRegistrations } from './count-registrations'
import { exportRegistrations } from './export-registrations'
import { manageRegistration, payBalanceByLink } from './manage-registration'
import { registerForEvent } from './register-for-event'
import { eventParamSchema } from './rules/registration-filters'
import { REGISTERED_MESSAGE } from './rules/registration-outcome'
import { registrationSchema } from './rules/registration-schema'
import { verifyRegistrationEmail } from './verify-registration-email'

/**
 * GET /api/registrations/export?event=<id>&<filters>, ?segment=<id> or ?backup=1: admins only; what
 * the filters select of one event (the default event when none is named), or the saved segment, or
 * every event's registrations, as a CSV download.
 */
export const exportEndpoint = defineEndpoint({
  path: '/export',
  method: 'get',
  caller: ['admin'],
  // Every parameter is kept as given: the filters read what they know, and the audit entry records them all.
  query: z.record(z.string(), z.string()),
  handler: async ({ req, query }) => {
    const { filename, csv } = await exportRegistrations(req, query)
    return download(csv, { filename, contentType: 'text/csv; charset=utf-8' })
  },
})

/** GET /api/registrations/stats?event=<id>: the dashboard's counts for an event (the default event when none is named), for admins. */
export const statsEndpoint = defineEndpoint({
  path: '/stats',
  method: 'get',
  caller: ['admin'],
  query: z.object({ event: eventParamSchema }),
  handler: async ({ req, query }) => {
    const event = await requireStaffEvent(req.payload, req.user, query.event)
    return {
      event: { id: event.id, slug: event.slug, title: event.title },
      ...(await countRegistrations(req.payload, event)),
    }
  },
})

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
  // Part or all of a paid booking's balance, by card: the domain function checks the amount against what is owed.
  z.object({
    action: z.literal('pay-balance'),
    token,
    amountPence: z.number().int().min(0).max(10_000_000).optional().catch(undefined),
  }),
])

/**
 * POST /api/registrations/manage: the person's private link, to see, change, cancel or restore their
 * registration and the group they brought, and to pay (part of) a paid booking's balance by card.
 */
export const manageEndpoint = defineEndpoint({
  path: '/manage',
  method: 'post',
  caller: 'public-form',
  form: 'manage-registration',
  body: manageSchema,
  handler: ({ req, body }) =>
    body.action === 'pay-balance'
      ? payBalanceByLink(req.payload, { token: body.token, amountPence: body.amountPence })
      : manageRegistration(req.payload, {
          token: body.token,
          action: body.action,
          attendanceChoice: 'attendanceChoice' in body ? body.attendanceChoice : undefined,
          person: 'person' in body ? body.person : undefined,
          answers: 'answers' in body ? body.answers : undefined,
        }),
})

/**
 * POST /api/registrations/register: public on purpose. New, repeated and honeypot submissions get
 * the same answer, so the form reveals nothing about who has registered; only a full event's waiting
 * list changes it, which says how full the event is, never who is on it.
 */
export const registerEndpoint = defineEndpoint({
  path: '/register',
  method: 'post',
  caller: 'public-form',
  form: 'event-registration',
  body: registrationSchema,
  handler: async ({ req, body: { website, ...input } }) => {
    if (website) return { ok: true, message: REGISTERED_MESSAGE }
    const outcome = await registerForEvent(req, input)
    return {
      ok: true,
      message: outcome.message,
      ...(outcome.waiting.length ? { waitingList: true } : {}),
      // A paid booking: the form sends the person on to Stripe Checkout to pay.
      ...(outcome.checkoutUrl ? { redirectTo: outcome.checkoutUrl } : {}),
      // Bank transfer or on the day: the reference and how to pay, shown with the confirmation.
      ...(outcome.payment ? { payment: outcome.payment } : {}),
    }
  },
})

const verifySchema = z.object({
  token: z.string({ error: 'No verification token provided' }).trim().min(1, 'No verification token provided').max(200),
})

/** POST /api/registrations/verify: a bare GET of the e-mailed link changes nothing (mail scanners fetch links). */
export const verifyEndpoint = defineEndpoint({
  path: '/verify',
  method: 'post',
  caller: 'public-form',
  form: 'verify-email',
  body: verifySchema,
  handler: ({ req, body }) => verifyRegistrationEmail(req.payload, body.token),
})
