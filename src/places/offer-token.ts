import { createHmac } from 'node:crypto'

import { hashToken } from '@/platform/crypto/tokens'

/**
 * The token of one waiting-list offer's link: a keyed hash of the entry's id, so the send job makes
 * the same link on every try (a retry after the message went out sends the same link, never a second
 * one that would stop the first from working) and the plain token never sits in the jobs table.
 * An entry is offered at most once. Only its hash is stored; making it again needs the server secret.
 */
export function placeOfferTokenFor(secret: string, entryId: number) {
  const token = createHmac('sha256', secret).update(`place-offer:${entryId}`).digest('base64url')
  return { token, hash: hashToken(token) }
}
