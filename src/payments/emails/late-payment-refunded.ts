import { formatPence } from '../rules/price'

/**
 * To a person whose card payment reached us after their places were released and taken: the money
 * goes back in full and nothing is booked. Plain words, no link to pay again (the event is full).
 */
export function buildLatePaymentRefundedEmail(input: {
  to: string
  fullName: string
  eventTitle: string
  amountPence: number
  churchName: string
}) {
  const first = input.fullName.trim().split(/\s+/)[0] ?? input.fullName
  const lines = [
    `Dear ${first},`,
    `Your payment of ${formatPence(input.amountPence)} for ${input.eventTitle} reached us after the places held for you had been released, and there are none left now.`,
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
