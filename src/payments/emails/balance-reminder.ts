import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter, type LetterSender } from '@/platform/email/letter'
import { formatPence } from '../rules/pence'
import { dueDateText } from '../rules/deposit'

/**
 * To a person whose booking still has a balance a set number of days before it is due: how much, by
 * when, and their own link to pay it (by card, in parts if they like) or, for a bank transfer or
 * payment on the day, how to pay it.
 */
export function buildBalanceReminderEmail(
  sender: LetterSender,
  input: {
    fullName: string
    eventTitle: string
    balancePence: number
    balanceDueAt: Date
    manageUrl: string
    instructions: string[] | null
  },
) {
  const intro = `The balance of ${formatPence(input.balancePence)} for your booking for ${input.eventTitle} is due by ${dueDateText(input.balanceDueAt)}.`
  const link = `You can see what you have paid and pay the balance (all at once or in parts) here: ${input.manageUrl}`
  const lines = [
    intro,
    ...(input.instructions ?? []),
    link,
    'If you have already paid, thank you: please ignore this e-mail.',
  ]
  const letter = buildLetter(sender, {
    fullName: input.fullName,
    textLines: lines.flatMap((line) => [line, '']).slice(0, -1),
    htmlBody: [
      `<p>${escapeHtml(intro)}</p>`,
      ...(input.instructions ?? []).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.manageUrl)}">Pay the balance</a></p>`,
      '<p>If you have already paid, thank you: please ignore this e-mail.</p>',
    ].join('\n'),
  })
  return { subject: `Balance due: ${input.eventTitle}`, ...letter }
}
