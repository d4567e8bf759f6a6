import type { Payload } from 'payload'

import type { Event, RegistrationsSelect } from '@/payload-types'

import { readRegistrationEvent } from '@/events'
import { hashToken } from '@/platform/crypto/tokens'

export type VerifyResult = { success: boolean; message: string }

export const VERIFY_MESSAGES = {
  verified: 'Thank you! Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  invalid: 'This verification link is not valid. Please check the link in your e-mail.',
  expired: 'This verification link has expired. Please register again to receive a new one.',
} as const

const isPlausibleToken = (token: string) => Boolean(token) && token.length <= 200

/** The registration a verification link belongs to, with the fields asked for; undefined for an unknown link. */
async function findByVerificationToken<Select extends RegistrationsSelect<true>>(
  payload: Payload,
  token: string,
  select: Select,
) {
  // Deliberate override: the token hash is readable by nobody over the API, the server included.
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { verificationTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select,
  })
  return docs[0]
}

/**
 * The event and sessions of the registration a verification link belongs to, for the page to name
 * once the address is confirmed; null for an unknown link. Reading it confirms nothing.
 */
export async function readVerifiedRegistration(
  payload: Payload,
  token: string,
): Promise<{ event: Event; attendanceChoice: string[] } | null> {
  if (!isPlausibleToken(token)) return null
  const registration = await findByVerificationToken(payload, token, { event: true, attendanceChoice: true })
  const event = registration ? await readRegistrationEvent(payload, registration) : null
  return registration && event ? { event, attendanceChoice: registration.attendanceChoice ?? [] } : null
}

/** Confirms an address once. The answer says nothing about any other registration. */
export async function verifyRegistrationEmail(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<VerifyResult> {
  if (!isPlausibleToken(token)) return { success: false, message: VERIFY_MESSAGES.invalid }
  const registration = await findByVerificationToken(payload, token, {
    id: true,
    emailVerifiedAt: true,
    verificationTokenExpiresAt: true,
  })
  if (!registration) return { success: false, message: VERIFY_MESSAGES.invalid }
  if (registration.emailVerifiedAt) return { success: true, message: VERIFY_MESSAGES.alreadyVerified }
  if (!registration.verificationTokenExpiresAt || new Date(registration.verificationTokenExpiresAt) < now) {
    return { success: false, message: VERIFY_MESSAGES.expired }
  }
  await payload.update({
    collection: 'registrations',
    id: registration.id,
    data: { emailVerifiedAt: now.toISOString() },
    overrideAccess: true,
  })
  return { success: true, message: VERIFY_MESSAGES.verified }
}
