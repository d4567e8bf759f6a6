import type { Payload } from 'payload'

import type { RateLimitRule } from '@/platform/rate-limit/rate-limit-rule'
import { TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import { AppError } from '@/platform/http/app-error'
import { hitRateLimit } from '@/platform/rate-limit/rate-limit'

import { sendEnrolmentLink } from './send-enrolment-link'

/** A few new links an hour per account: enough for a lost e-mail, too few to flood the inbox. */
const ENROLMENT_LINKS_PER_HOUR: RateLimitRule = { max: 3, windowSeconds: 60 * 60 }

/** "Send the link again": a new set-up link, which replaces any sent before. */
export async function resendEnrolmentLink(
  payload: Payload,
  account: { id: number | string; email?: string | null },
): Promise<void> {
  const limit = await hitRateLimit(payload, `two-factor-enrolment-link:${account.id}`, ENROLMENT_LINKS_PER_HOUR)
  if (!limit.isAllowed)
    throw new AppError('rate-limited', TWO_FACTOR_MESSAGES.tooManyEnrolmentLinks, {
      retryAfterSeconds: limit.retryAfterSeconds,
    })
  await sendEnrolmentLink(payload, account, { replace: true })
}
