import { DateTime } from 'luxon'

import { EVENT_TIME_ZONE } from '@/events/shared'
import { formatPence } from './price'

type Terms = { paidPence: number; refundPence: number; cardRefundPence: number; refundUntil: string | null }

/** "Tuesday 1 December 2026 at 18:00", UK time. */
const ukMoment = (iso: string) => DateTime.fromISO(iso).setZone(EVENT_TIME_ZONE).toFormat("cccc d LLLL yyyy 'at' HH:mm")

/**
 * What cancelling gives back, in a sentence the person reads before they confirm: the event's policy is
 * a full refund until its date and none after (no date: none given automatically).
 */
export function cancellationTermsText(terms: Terms): string {
  if (terms.refundPence > 0) {
    const how =
      terms.cardRefundPence >= terms.refundPence
        ? 'to the card you paid with, at once'
        : terms.cardRefundPence > 0
          ? `(${formatPence(terms.cardRefundPence)} to your card at once, the rest by us)`
          : 'by us, the way you paid'
    return `If you cancel now, you get your ${formatPence(terms.refundPence)} back ${how}${terms.refundUntil ? `: full refunds are given until ${ukMoment(terms.refundUntil)}` : ''}.`
  }
  return terms.refundUntil
    ? `If you cancel now, your ${formatPence(terms.paidPence)} is not refunded: refunds were given until ${ukMoment(terms.refundUntil)}.`
    : `If you cancel now, your ${formatPence(terms.paidPence)} is not refunded automatically; please contact us about it.`
}
