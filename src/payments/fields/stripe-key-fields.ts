import type { Field, FieldHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { forgetCachedReads } from '@/platform/cache/read-cache'
import { revalidatePublicPaths } from '@/platform/cache/revalidate'
import { fieldIsAdmin, fieldNobody } from '@/platform/access'
import { requestMemo } from '@/platform/hook-context'
import { stripeKeyProblem } from '../rules/stripe-keys'
import { isSealedStripeKey, sealStripeKey } from '../stripe-keys'

/**
 * A typed key is sealed as it is saved; the stored (sealed) one passes through; an empty one removes it.
 * Payload runs a field's beforeChange hooks before its validation, so a value that is not a key is left
 * as typed for the validation below to refuse.
 */
const sealOnSave =
  (kind: 'secretKey' | 'webhookSecret'): FieldHook =>
  ({ value, previousValue, req }) => {
    const next = sealedValueOf(kind, value, req.payload.secret)
    if (next !== previousValue) changesOf(req).set('changed', true)
    return next
  }

function sealedValueOf(kind: 'secretKey' | 'webhookSecret', value: unknown, secret: string): unknown {
  if (value === null || value === undefined || value === '') return null
  if (isSealedStripeKey(value)) return value
  const typed = String(value).trim()
  return stripeKeyProblem(kind, typed) ? value : sealStripeKey(secret, typed)
}

/** Whether this save changed a key: the field hooks note it, the global's afterChange acts on it. */
const changesOf = (req: PayloadRequest) => requestMemo<boolean>(req, 'stripe-keys-changed')

const keyField = (name: string, label: string, kind: 'secretKey' | 'webhookSecret'): Field => ({
  name,
  label,
  type: 'text',
  // Written by admins, read back by nobody, not even them: Settings → Integrations shows which key is
  // set (its mode and last four characters), and the server reads it from the row (readStripeKeys).
  access: { read: fieldNobody, update: fieldIsAdmin, create: fieldIsAdmin },
  admin: { hidden: true },
  validate: (value: unknown) => {
    if (value === null || value === undefined || value === '' || isSealedStripeKey(value)) return true
    return stripeKeyProblem(kind, String(value).trim()) ?? true
  },
  hooks: { beforeChange: [sealOnSave(kind)] },
})

/** Stripe's secret key and webhook signing secret, as an admin sets them in Settings → Integrations. */
export const stripeKeyFields: Field[] = [
  keyField('stripeSecretKey', 'Stripe secret key', 'secretKey'),
  keyField('stripeWebhookSecret', 'Stripe webhook signing secret', 'webhookSecret'),
]

/**
 * Once the keys change, this server forgets the keys it kept, and the public pages are rendered again:
 * an event's form offers card payment only while Stripe is set up.
 */
export const afterStripeKeysChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (!changesOf(req).get('changed')) return doc
  changesOf(req).delete('changed')
  forgetCachedReads()
  await revalidatePublicPaths(req, [{ path: '/', type: 'layout' }])
  return doc
}
