import type { Payload } from 'payload'

import { TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import { AppError } from '@/platform/http/app-error'
import { hashToken } from '@/platform/crypto/tokens'

import { isEnrolmentTokenValid } from './second-factor-store'

/**
 * When the admins require a second factor and the account has none, the password alone must not
 * let anyone enrol their own authenticator (whoever holds the password would then own the account's
 * second factor): only the holder of the link e-mailed to the account's address may. Staff setting
 * one up by choice need no link. Returns the link token's hash, which turning the factor on uses
 * up; null when no link is needed.
 */
export async function requireEnrolmentLink(
  payload: Payload,
  { userId, isLinkNeeded, token }: { userId: number | string; isLinkNeeded: boolean; token: string | undefined },
): Promise<string | null> {
  if (!isLinkNeeded) return null
  if (!token) throw new AppError('forbidden', TWO_FACTOR_MESSAGES.enrolmentLinkNeeded)
  const hash = hashToken(token)
  if (!(await isEnrolmentTokenValid(payload, userId, hash)))
    throw new AppError('forbidden', TWO_FACTOR_MESSAGES.enrolmentLinkInvalid)
  return hash
}
