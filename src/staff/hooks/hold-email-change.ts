import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { audit } from '@/platform/audit/audit'
import { createLinkToken } from '@/platform/crypto/tokens'
import { normaliseEmail } from '@/platform/data/normalise'

import { buildEmailChangeConfirmation, buildEmailChangeRequestedNotice } from '../emails/email-change'
import { emailChangeSender, sendAll } from '../email-change/send-email-change-mail'
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGE_MESSAGES } from '../rules/email-change'

/** Set by the confirmation, which applies the address it confirmed. */
export const CONFIRMED_EMAIL_CHANGE = 'confirmedEmailChange'

type PendingChange = { token: string; from: string; to: string; requestedBy: string | null }
const PENDING = 'pendingEmailChange'

const refuse = (req: Parameters<CollectionBeforeChangeHook>[0]['req'], message: string) =>
  new ValidationError({ collection: 'users', errors: [{ message, path: 'email' }], req }, req.t)

/**
 * A new e-mail address asked for by a signed-in person (the account's owner, or an admin for
 * someone else's account) is not applied: it waits, with a one-time link's hash, until the link
 * e-mailed to the new address is opened (see confirm-email-change.ts); the old address is told at
 * once. An admin's address is changed by that admin only. Server code without a user (the seed)
 * and the confirmation itself apply an address at once.
 */
export const holdEmailChange: CollectionBeforeChangeHook = async ({ context, data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || typeof data.email !== 'string') return data
  const to = normaliseEmail(data.email)
  if (to === normaliseEmail(originalDoc.email)) return data
  if (!req.user || context[CONFIRMED_EMAIL_CHANGE]) return data

  const isOwnAccount = req.user.collection === 'users' && String(req.user.id) === String(originalDoc.id)
  if (!isOwnAccount && originalDoc.role === 'admin') throw refuse(req, EMAIL_CHANGE_MESSAGES.otherAdmin)
  const taken = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: to } }, req })
  if (taken) throw refuse(req, EMAIL_CHANGE_MESSAGES.taken)

  const { token, hash, expiresAt } = createLinkToken(EMAIL_CHANGE_HOURS * 60 * 60 * 1000)
  context[PENDING] = {
    token,
    from: originalDoc.email,
    to,
    requestedBy: isOwnAccount ? null : String(req.user.email),
  } satisfies PendingChange
  return {
    ...data,
    email: originalDoc.email,
    pendingEmail: to,
    emailChangeTokenHash: hash,
    emailChangeExpiresAt: expiresAt.toISOString(),
  }
}

/** The link to the new address, the notice to the current one, and the audit entry, in the save's transaction. */
export const announceEmailChange: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  const pending = context[PENDING] as PendingChange | undefined
  if (!pending) return doc
  delete context[PENDING]
  const sender = await emailChangeSender(req)
  const account = {
    fullName: String(doc.fullName || pending.from),
    currentEmail: pending.from,
    newEmail: pending.to,
    requestedBy: pending.requestedBy,
  }
  await sendAll(req, [
    { to: pending.to, ...buildEmailChangeConfirmation(sender, account, pending.token), secrets: [pending.token] },
    { to: pending.from, ...buildEmailChangeRequestedNotice(sender, account) },
  ])
  await audit(req, {
    action: 'staff-email-change',
    summary: `New e-mail address ${pending.to} asked for on ${pending.from}; waiting for confirmation from it`,
    target: `users:${doc.id}`,
  })
  return doc
}
