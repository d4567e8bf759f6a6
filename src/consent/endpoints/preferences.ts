import { z } from 'zod'

import { PREFERENCES_MESSAGES, updatePreferences } from '../update-preferences'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { readAddressToken } from '../address-token'

const token = z.string().min(1).max(1000)
const preferencesSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), token, email: z.boolean(), sms: z.boolean() }),
  z.object({ action: z.literal('unsubscribe-all'), token }),
])

/**
 * POST /api/consent-records/preferences: the preferences page's two buttons. The signed token from
 * the message's footer is the only authentication; it names the address, and nothing else may be
 * changed with it.
 */
export const preferencesEndpoint = defineEndpoint({
  path: '/preferences',
  method: 'post',
  caller: 'public-form',
  form: 'preferences',
  body: preferencesSchema,
  handler: async ({ req, body }) => {
    const email = readAddressToken(body.token)
    if (!email) throw new AppError('invalid', PREFERENCES_MESSAGES.invalid)
    const isUnsubscribeAll = body.action === 'unsubscribe-all'
    const preferences = await updatePreferences(req, {
      email,
      choice: isUnsubscribeAll ? 'unsubscribe-all' : { email: body.email, sms: body.sms },
    })
    return {
      ok: true,
      message: isUnsubscribeAll ? PREFERENCES_MESSAGES.unsubscribed : PREFERENCES_MESSAGES.saved,
      preferences,
    }
  },
})
