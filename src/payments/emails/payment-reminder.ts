import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter, type LetterSender } from '@/platform/email/letter'

/**
 * To a person whose bank-transfer or pay-on-the-day booking is still unpaid a set time before its
 * hold lapses: how to pay (the same lines as their confirmation) and that the places go back otherwise.
 */
export function buildPaymentReminderEmail(
  sender: LetterSender,
  input: { fullName: string; eventTitle: string; instructions: string[] },
) {
  const intro = `We have not yet received the payment for your booking for ${input.eventTitle}.`
  const letter = buildLetter(sender, {
    fullName: input.fullName,
    textLines: [
      intro,
      '',
      ...input.instructions,
      '',
      'If you have already paid, thank you: please ignore this e-mail.',
    ],
    htmlBody: [intro, ...input.instructions, 'If you have already paid, thank you: please ignore this e-mail.']
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n'),
  })
  return { subject: `Payment reminder: ${input.eventTitle}`, ...letter }
}
