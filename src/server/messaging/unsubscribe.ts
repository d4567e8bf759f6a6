import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/environment'
import { normaliseEmail } from '@/lib/normalise'

const secret = () => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is needed to sign unsubscribe links.')
  return value
}

const signature = (email: string) => createHmac('sha256', secret()).update(`unsubscribe:${email}`).digest('base64url').slice(0, 32)

/**
 * A link that unsubscribes one address, and nothing else: the address and its signature. It does
 * not expire, because an unsubscribe link in an old e-mail must keep working.
 */
export function unsubscribeToken(email: string): string {
  const address = normaliseEmail(email)
  return `${Buffer.from(address).toString('base64url')}.${signature(address)}`
}

export function readUnsubscribeToken(token: string): string | null {
  const [encoded, given] = token.split('.')
  if (!encoded || !given) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(email))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null
}

/** The page a person opens from an e-mail's footer. */
export const unsubscribePageUrl = (email: string) => `${siteUrl()}/unsubscribe?token=${unsubscribeToken(email)}`
/** RFC 8058 one-click: mail clients POST here without showing a page. */
export const oneClickUnsubscribeUrl = (email: string) => `${siteUrl()}/api/suppressions/unsubscribe?token=${unsubscribeToken(email)}`

export const UNSUBSCRIBE_SOURCE = 'unsubscribe link'

/**
 * Records the opt-out: the address joins the suppression list (so it outlives any registration),
 * and every registration with it withdraws e-mail consent and is excluded from bulk e-mail.
 */
export async function unsubscribeEmail(payload: Payload, email: string, source = UNSUBSCRIBE_SOURCE): Promise<void> {
  const address = normaliseEmail(email)
  const { totalDocs } = await payload.count({ collection: 'suppressions', where: { email: { equals: address } }, overrideAccess: true })
  if (totalDocs === 0) {
    try {
      await payload.create({ collection: 'suppressions', data: { email: address, source }, overrideAccess: true })
    } catch (error) {
      // Two clicks at once: the other one recorded it.
      if (!/unique|duplicate/i.test(String((error as Error).message))) throw error
    }
  }
  await payload.update({
    collection: 'registrations',
    where: { email: { equals: address } },
    data: { consentEmail: false, emailSuppressed: true },
    overrideAccess: true,
    context: { consentSource: source, consentWording: null },
  })
}
