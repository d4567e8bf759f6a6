import { registrationSchema } from '@/lib/schemas/registration'
import { defineEndpoint } from '@/server/http/endpoint'
import { registerForEvent } from '@/server/registrations/register-for-event'

export const REGISTERED_MESSAGE = 'Thank you for registering! We look forward to seeing you at the event.'

/**
 * POST /api/registrations/register: public on purpose. New, repeated and honeypot submissions get
 * the same answer, so the form reveals nothing about who has registered.
 */
export const registerEndpoint = defineEndpoint({
  path: '/register',
  method: 'post',
  caller: 'public-form',
  form: 'event-registration',
  body: registrationSchema,
  handler: async ({ req, body: { website, ...input } }) => {
    if (!website) await registerForEvent(req, input)
    return { ok: true, message: REGISTERED_MESSAGE }
  },
})
