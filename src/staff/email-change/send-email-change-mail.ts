import type { PayloadRequest } from 'payload'

import { sendEmails, type OutgoingEmail } from '@/platform/email'
import { siteUrl } from '@/platform/env'
import { churchNameOf } from '@/site'

/** The church's name and address, as the staff e-mails about an address change sign off. */
export async function emailChangeSender(req: PayloadRequest) {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { churchName: true },
    overrideAccess: true,
    req,
  })
  return { churchName: churchNameOf(settings), siteUrl: siteUrl() }
}

/** Sends them all, or throws: an address change nobody was told about must not stand. */
export async function sendAll(req: PayloadRequest, messages: OutgoingEmail[]): Promise<void> {
  const results = await sendEmails(req.payload, messages)
  const failed = results.find((result) => !result.isSent)
  if (failed && !failed.isSent)
    throw new Error(`An e-mail about a staff address change could not be sent: ${failed.error}`)
}
