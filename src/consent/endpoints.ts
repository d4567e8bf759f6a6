import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { z } from 'zod'
import { readAddressToken } from './address-token'
import { unsubscribeEmail } from './unsubscribe-email'
import { PREFERENCES_MESSAGES, updatePreferences } from './update-preferences'

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

const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.'

// The token comes in the link's query string; the page's button may send it in a JSON body instead.
// Mail clients' one-click POST carries a form body, which reads as no token here.
const tokenIn = z.object({ token: z.string().optional().catch(undefined) }).catch({ token: undefined })

/**
 * POST /api/suppressions/unsubscribe?token=…: the unsubscribe page's button and mail clients'
 * one-click unsubscribe (RFC 8058) both land here. A GET changes nothing, so link scanners cannot
 * unsubscribe anyone.
 */
export const unsubscribeEndpoint = defineEndpoint({
  path: '/unsubscribe',
  method: 'post',
  caller: 'public',
  query: tokenIn,
  body: tokenIn,
  handler: async ({ req, query, body }) => {
    const email = readAddressToken(query.token || body.token)
    if (!email) throw new AppError('invalid', INVALID_UNSUBSCRIBE_LINK)
    await unsubscribeEmail(req, email)
    return { ok: true, message: 'You have been unsubscribed. You will not receive any more messages from us.' }
  },
})
