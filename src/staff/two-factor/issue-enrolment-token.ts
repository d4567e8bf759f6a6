import type { Payload } from 'payload'

import { ENROLMENT_LINK_HOURS } from '@/platform/access/second-factor'
import { createLinkToken } from '@/platform/crypto/tokens'

import { storeEnrolmentToken } from './second-factor-store'

/**
 * A new one-time token for setting up a second factor when one is required; only its hash is kept.
 * Unless `replace`, none while an earlier one is still valid (null then).
 */
export async function issueEnrolmentToken(
  payload: Payload,
  userId: number | string,
  { replace }: { replace: boolean },
): Promise<string | null> {
  const { token, hash, expiresAt } = createLinkToken(ENROLMENT_LINK_HOURS * 60 * 60 * 1000)
  return (await storeEnrolmentToken(payload, { userId, hash, expiresAt, replace })) ? token : null
}
