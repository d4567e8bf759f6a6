import type { PayloadRequest } from 'payload'

import { formatDateTimeAt, readEventById, sessionsOf, sessionWhen } from '@/events'
import { relationId } from '@/platform/data/relation-id'
import type { Event, Registration, WaitingList } from '@/payload-types'
import { transactionClient } from '@/platform/database/transaction-session'
import { lockEventPlaces, syncPlaceStatus } from './place-counts'
import { hashToken } from '@/platform/crypto/tokens'
import { withTransaction } from '@/platform/database/with-transaction'

import { givePlace } from './give-place'

export const OFFER_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in the e-mail that offered you the place.',
  expired:
    'Sorry, this offer has lapsed: the time to accept it has passed, so the place has gone to the next person waiting.',
  accepted: 'Your place is confirmed. Your confirmation, with the check-in code, is on its way by e-mail.',
  declined: 'Thank you for letting us know. The place will go to the next person waiting.',
  alreadyAccepted: 'This place was already accepted. Your confirmation e-mail has the check-in code.',
  alreadyDeclined: 'This place was already declined.',
  gone: 'This offer no longer stands: the registration was cancelled or the person was taken off the waiting list.',
} as const

export type OfferAction = 'view' | 'accept' | 'decline'

/** What the offer page shows: whose place, which session, and until when it is held. */
type OfferView = {
  eventTitle: string
  sessionTitle: string
  sessionWhen: string
  deadline: string
  placeFor: string | null
  isOpen: boolean
}
export type OfferResult = { success: true; message?: string; offer: OfferView } | { success: false; message: string }

type Found = { entry: WaitingList; registration: Registration; event: Event }

async function findOffer(req: PayloadRequest, token: string): Promise<Found | null> {
  if (!token || token.length > 200) return null
  // Deliberate override: the token hash is readable by nobody over the API, and the link is the caller's only credential.
  const { docs } = await req.payload.find({
    collection: 'waiting-list',
    where: { offerTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const entry = docs[0]
  if (!entry) return null
  const registration = await req.payload.findByID({
    collection: 'registrations',
    id: relationId(entry.registration)!,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  const event = registration && (await readEventById(req.payload, relationId(entry.event)!, req))
  return registration && event ? { entry, registration, event } : null
}

const isOpen = (entry: WaitingList, now: Date) =>
  entry.status === 'offered' && Boolean(entry.offerExpiresAt) && Date.parse(entry.offerExpiresAt!) > now.getTime()

function viewOf({ entry, registration, event }: Found, now: Date): OfferView | null {
  const session = sessionsOf(event).find((candidate) => candidate.key === entry.sessionKey)
  if (!session || !entry.offerExpiresAt) return null
  return {
    eventTitle: event.title,
    sessionTitle: session.title,
    sessionWhen: sessionWhen(session),
    deadline: `${formatDateTimeAt(entry.offerExpiresAt)} (UK time)`,
    placeFor: relationId(registration.groupBooker) ? registration.fullName : null,
    isOpen: isOpen(entry, now) && !registration.cancelledAt,
  }
}

/** Why an offer cannot be answered now, or null when it can. */
function refusal({ entry, registration }: Found, now: Date): string | null {
  if (registration.cancelledAt || entry.status === 'removed') return OFFER_MESSAGES.gone
  if (entry.status === 'accepted') return OFFER_MESSAGES.alreadyAccepted
  if (entry.status === 'declined') return OFFER_MESSAGES.alreadyDeclined
  if (!isOpen(entry, now)) return OFFER_MESSAGES.expired
  return null
}

/**
 * Shows, accepts or declines the one waiting-list offer the link belongs to. Answering happens
 * under the event's place lock, after reading the entry again, so an offer that lapsed or was
 * settled a moment ago is refused and nothing changes. Accepting confirms the place and sends the
 * usual confirmation; declining passes the place to the next person at once.
 */
export async function respondToOffer(
  req: PayloadRequest,
  { token, action }: { token: string; action: OfferAction },
  now = new Date(),
): Promise<OfferResult> {
  const found = await findOffer(req, token)
  const shown = found && viewOf(found, now)
  if (!found || !shown) return { success: false, message: OFFER_MESSAGES.invalid }
  if (action === 'view') {
    const reason = refusal(found, now)
    return reason ? { success: false, message: reason } : { success: true, offer: shown }
  }

  const eventId = found.event.id
  const answered = await withTransaction(req, async () => {
    await lockEventPlaces(await transactionClient(req), eventId)
    // Read again under the lock: the offer job or staff may have settled it since.
    const current = await findOffer(req, token)
    const reason = current ? refusal(current, now) : OFFER_MESSAGES.invalid
    if (!current || reason) return { success: false as const, message: reason ?? OFFER_MESSAGES.invalid }
    const db = await transactionClient(req)
    if (action === 'accept') {
      await givePlace(req, db, { ...current, now })
      return { success: true as const, message: OFFER_MESSAGES.accepted }
    }
    await db.query(`UPDATE waiting_list SET status = 'declined', resolved_at = $2, updated_at = $2 WHERE id = $1`, [
      current.entry.id,
      now,
    ])
    await syncPlaceStatus(db, [current.registration.id])
    await req.payload.jobs.queue({ task: 'offerFreedPlaces', input: { eventId }, req })
    return { success: true as const, message: OFFER_MESSAGES.declined }
  })
  return answered.success ? { ...answered, offer: { ...shown, isOpen: false } } : answered
}
