import { formatPence } from '../rules/price'

/**
 * Why (some of) a payment that arrived was given back: the hold had lapsed and its places were taken,
 * the person had cancelled, or an instalment came to more than the balance still owed (two paid side
 * by side), when only what went over goes back.
 */
export type LateRefundReason = 'places-gone' | 'cancelled' | 'over-balance'

/**
 * To a person whose card payment reached us after their places were released and taken, or after they
 * cancelled the booking: the money goes back in full and nothing is booked. Or, for an instalment that
 * went over the balance still owed, what went over goes back and the booking stands. Plain words, no
 * link to pay again.
 */
export function buildLatePaymentRefundedEmail(input: {
  to: string
  fullName: string
  eventTitle: string
  /** What was paid. */
  amountPence: number
  /** What goes back: all of it unless the reason is over-balance. */
  refundedPence?: number
  churchName: string
  reason: LateRefundReason
}) {
  const first = input.fullName.trim().split(/\s+/)[0] ?? input.fullName
  const paid = formatPence(input.amountPence)
  const refunded = formatPence(input.refundedPence ?? input.amountPence)
  const whatHappened = {
    cancelled: `Your payment of ${paid} for ${input.eventTitle} reached us after the booking had been cancelled.`,
    'places-gone': `Your payment of ${paid} for ${input.eventTitle} reached us after the places held for you had been released, and there are none left now.`,
    'over-balance': `Your payment of ${paid} towards ${input.eventTitle} came to more than was still owed on your booking (another payment had gone through just before it).`,
  }[input.reason]
  const lines = [
    `Dear ${first},`,
    whatHappened,
    input.reason === 'over-balance'
      ? `We have refunded the ${refunded} that went over to your card; it usually shows within 5 to 10 days. Your booking stands.`
      : `We have refunded the full ${refunded} to your card; it usually shows within 5 to 10 days. Your booking is not confirmed.`,
    `We are sorry for the trouble.`,
    input.churchName,
  ]
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return {
    to: input.to,
    subject: `Refunded: your payment for ${input.eventTitle}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escape(line)}</p>`).join('\n'),
  }
}
