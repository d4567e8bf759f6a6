import { REGISTERED_MESSAGE } from '../rules/registration-outcome'
import { registrationSchema } from '../rules/registration-schema'
import { defineEndpoint } from '@/platform/http/endpoint'
import { registerForEvent } from '../register-for-event'

export { REGISTERED_MESSAGE }

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
    return { ok: true, message: outcome.message, ...(outcome.waiting.length ? { waitingList: true } : {}) }
  },
})
