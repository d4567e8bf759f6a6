import type { Endpoint } from 'payload'

import { registrationSchema } from '@/lib/schemas/registration'
import { json, readPublicForm } from '@/server/forms/respond'
import { registerForEvent } from '@/server/registrations/register'

export const REGISTERED_MESSAGE = 'Thank you for registering! We look forward to seeing you at the event.'

/**
 * POST /api/registrations/register: public on purpose. New, repeated and honeypot submissions get
 * the same answer, so the form reveals nothing about who has registered.
 */
export const registerEndpoint: Endpoint = {
  path: '/register',
  method: 'post',
  handler: async (req) => {
    const read = await readPublicForm(req, { form: 'event-registration', schema: registrationSchema })
    if ('response' in read) return read.response
    const { website, ...input } = read.input
    if (!website) {
      try {
        await registerForEvent(req, input)
      } catch (error) {
        req.payload.logger.error({ err: error, msg: 'Event registration failed' })
        return json({ ok: false, message: 'Something went wrong. Please try again.' }, 500)
      }
    }
    return json({ ok: true, message: REGISTERED_MESSAGE })
  },
}
