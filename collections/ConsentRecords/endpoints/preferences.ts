import type { Endpoint } from 'payload'
import { z } from 'zod'

import { PREFERENCES_MESSAGES, updatePreferences } from '@/server/consent/update-preferences'
import { json, readPublicForm } from '@/server/forms/respond'
import { readAddressToken } from '@/server/messaging/address-token'

const token = z.string().min(1).max(1000)
export const preferencesSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), token, email: z.boolean(), sms: z.boolean() }),
  z.object({ action: z.literal('unsubscribe-all'), token }),
])

/**
 * POST /api/consent-records/preferences: the preferences page's two buttons. The signed token from
 * the message's footer is the only authentication; it names the address, and nothing else may be
 * changed with it.
 */
export const preferencesEndpoint: Endpoint = {
  path: '/preferences',
  method: 'post',
  handler: async (req) => {
    const read = await readPublicForm(req, { form: 'preferences', schema: preferencesSchema })
    if ('response' in read) return read.response
    const input = read.input
    const email = readAddressToken(input.token)
    if (!email) return json({ ok: false, message: PREFERENCES_MESSAGES.invalid }, 400)
    const choice = input.action === 'unsubscribe-all' ? 'unsubscribe-all' : { email: input.email, sms: input.sms }
    const preferences = await updatePreferences(req, { email, choice })
    return json({ ok: true, message: input.action === 'unsubscribe-all' ? PREFERENCES_MESSAGES.unsubscribed : PREFERENCES_MESSAGES.saved, preferences })
  },
}
