import { z } from 'zod'

import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { readAddressToken } from '../address-token'
import { unsubscribeEmail } from '../unsubscribe-email'

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
