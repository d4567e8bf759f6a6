import type { Endpoint } from 'payload'

import { json } from '@/server/forms/respond'
import { readAddressToken } from '@/server/messaging/address-token'
import { unsubscribeEmail } from '@/server/messaging/unsubscribe'

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.'

async function tokenFrom(req: Parameters<Endpoint['handler']>[0]): Promise<string> {
  const fromUrl = new URL(req.url ?? 'http://x/').searchParams.get('token')
  if (fromUrl) return fromUrl
  try {
    const body = (await req.json?.()) as { token?: unknown } | undefined
    return typeof body?.token === 'string' ? body.token : ''
  } catch {
    return ''
  }
}

/**
 * POST /api/suppressions/unsubscribe?token=…: the unsubscribe page's button and mail clients'
 * one-click unsubscribe (RFC 8058) both land here. A GET changes nothing, so link scanners cannot
 * unsubscribe anyone.
 */
export const unsubscribeEndpoint: Endpoint = {
  path: '/unsubscribe',
  method: 'post',
  handler: async (req) => {
    const email = readAddressToken(await tokenFrom(req))
    if (!email) return json({ ok: false, message: INVALID_UNSUBSCRIBE_LINK }, 400)
    await unsubscribeEmail(req, email)
    return json({ ok: true, message: 'You have been unsubscribed. You will not receive any more messages from us.' })
  },
}
