import type { Payload, PayloadRequest } from 'payload'

import { churchNameOf } from './rules/church-name'

/**
 * The church's name for words a visitor sees (consent wording, the preferences page), read with the
 * visitor's own access: only what site settings show the public, never the staff-only groups.
 */
export async function readChurchName(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { churchName: true },
    overrideAccess: false,
    req,
  })
  return churchNameOf(settings)
}
