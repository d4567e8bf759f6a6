import type { Payload } from 'payload'

import { churchNameOf } from '@/site'
import { buildEnrolmentLinkEmail } from '../emails/two-factor-enrolment'
import { sendEmail } from '@/platform/email'
import { siteUrl } from '@/platform/env'

import { issueEnrolmentToken } from './issue-enrolment-token'

type Account = { id: number | string; email?: string | null }

/**
 * E-mails the account's own address a one-time link to set up a second factor (256 random bits;
 * only the hash is kept, and the outbox never shows the link). Unless `replace`, nothing is sent
 * while an earlier link is still valid. Says whether a link went out.
 */
export async function sendEnrolmentLink(
  payload: Payload,
  account: Account,
  { replace }: { replace: boolean },
): Promise<boolean> {
  if (!account.email) return false
  const token = await issueEnrolmentToken(payload, account.id, { replace })
  if (!token) return false

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { churchName: true },
    overrideAccess: true,
  })
  const email = buildEnrolmentLinkEmail({ churchName: churchNameOf(settings), siteUrl: siteUrl(), token })
  const result = await sendEmail(payload, { to: account.email, ...email, secrets: [token] })
  if (!result.isSent)
    throw new Error(`The second-factor set-up link to user ${account.id} could not be sent: ${result.error}`)
  return true
}
