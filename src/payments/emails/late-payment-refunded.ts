import { formatPence } from '../rules/price'

/** Why a payment that arrived was given back: the hold had lapsed and its places were taken, or the person had cancelled. */
export type LateRefundReason = 'places-gone' | 'cancelled'

/**
 * To a person whose card payment reached us after their places were released and taken, or after they
 * cancelled the booking: the money goes back in full and nothing is booked. Plain words, no link to
 * pay again.
 */
export function buildLatePaymentRefundedEmail(input: {
  to: string
  fullName: string
  eventTitle: string
  amountPence: number
  churchName: string
  reason: LateRefundReason
}) {
  const first = input.fullName.trim().split(/\s+/)[0] ?? input.fullName
  const lines = [
    `Dear ${first},`,
    input.reason === 'cancelled'
      ? `Your payment of ${formatPence(input.amountPence)} for ${input.eventTitle} reached us after the booking had been cancelled.`
      : `Your payment of ${formatPence(input.amountPence)} for ${input.eventTitle} reached us after the places held for you had been released, and there are none left now.`,
    `We have refunded the full ${formatPence(input.amountPence)} to your card; it usually shows within 5 to 10 days. Your booking is not confirmed.`,
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
