import type { Payload } from 'payload'

import { readThrough } from '@/platform/cache/read-cache'
import { seal, unseal } from '@/platform/crypto/sealed-box'
import { poolOf } from '@/platform/database/pool'
import { env } from '@/platform/env'
import { type StripeMode, stripeKeyHintOf, stripeModeOf } from './rules/stripe-keys'

const PURPOSE = 'integrations:stripe'
/** How a sealed key is stored in the integrations global, so a stored value is told from a typed one. */
const SEALED_PREFIX = 'sealed:v1:'

export const isSealedStripeKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SEALED_PREFIX)

/**
 * A Stripe key as the integrations global stores it: sealed under the server's secret, so a database
 * dump or a backup does not hand anyone the church's Stripe account.
 */
export function sealStripeKey(secret: string, plaintext: string): string {
  const { iv, tag, ciphertext } = seal({ secret, purpose: PURPOSE, plaintext })
  return `${SEALED_PREFIX}${[iv, tag, ciphertext].map((part) => part.toString('base64url')).join('.')}`
}

/** The stored key, or null when there is none or it cannot be opened (sealed under another secret). */
function unsealStripeKey(secret: string, stored: string | null | undefined): string | null {
  if (!isSealedStripeKey(stored)) return null
  const [iv, tag, ciphertext] = stored
    .slice(SEALED_PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'))
  try {
    return unseal({ secret, purpose: PURPOSE, sealed: { iv: iv!, tag: tag!, ciphertext: ciphertext! } })
  } catch {
    return null
  }
}

export type StripeKeys = {
  secretKey: string | null
  webhookSecret: string | null
  /** Where the secret key came from: Settings → Integrations wins over the environment. */
  source: 'settings' | 'environment' | null
}

/**
 * The site's Stripe keys: each as an admin set it in Settings → Integrations, else from the environment
 * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). Read straight from the global's row (its key fields are
 * never read back through Payload, by anyone) and kept for a few seconds like the other per-request
 * reads; a change on this server forgets it at once.
 */
export async function readStripeKeys(payload: Payload): Promise<StripeKeys> {
  const stored = await readThrough('payments:stripe-keys', async () => {
    const { rows } = await poolOf(payload).query<{
      stripe_secret_key: string | null
      stripe_webhook_secret: string | null
    }>('SELECT stripe_secret_key, stripe_webhook_secret FROM integrations LIMIT 1')
    return {
      secretKey: unsealStripeKey(payload.secret, rows[0]?.stripe_secret_key),
      webhookSecret: unsealStripeKey(payload.secret, rows[0]?.stripe_webhook_secret),
    }
  })
  const secretKey = stored?.secretKey ?? env('STRIPE_SECRET_KEY') ?? null
  return {
    secretKey,
    webhookSecret: stored?.webhookSecret ?? env('STRIPE_WEBHOOK_SECRET') ?? null,
    source: stored?.secretKey ? 'settings' : secretKey ? 'environment' : null,
  }
}

/** What the admin shows of the set-up: whether card payment is on, in which mode, and which key, never the key. */
export type StripeStatus = {
  configured: boolean
  source: StripeKeys['source']
  mode: StripeMode | null
  keyHint: string | null
  hasWebhookSecret: boolean
}

export async function readStripeStatus(payload: Payload): Promise<StripeStatus> {
  const keys = await readStripeKeys(payload)
  return {
    configured: keys.secretKey !== null,
    source: keys.source,
    mode: keys.secretKey ? stripeModeOf(keys.secretKey) : null,
    keyHint: keys.secretKey ? stripeKeyHintOf(keys.secretKey) : null,
    hasWebhookSecret: keys.webhookSecret !== null,
  }
}
