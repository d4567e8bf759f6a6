import { escapeHtml } from '../data/escape-html'
import { preferencesFooter } from './preferences-footer'

/** `preferencesUrl` is left out only for a staff member's account e-mail, which is about no registration and no message preferences. */
export type LetterSender = { churchName: string; siteUrl: string; preferencesUrl?: string }

/**
 * A letter to one person about their registration: greeting by first name, the body, then the
 * church's sign-off and the preferences footer every message to a person must carry.
 */
export function buildLetter(
  sender: LetterSender,
  { fullName, textLines, htmlBody }: { fullName: string; textLines: string[]; htmlBody: string },
) {
  const firstName = fullName.split(/\s+/)[0] ?? fullName
  const footer = sender.preferencesUrl ? preferencesFooter(sender.preferencesUrl) : { text: '', html: '' }
  const text = [
    `Hi ${firstName},`,
    '',
    ...textLines,
    '',
    sender.churchName,
    sender.siteUrl,
    ...(footer.text ? ['', '—', footer.text] : []),
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
${htmlBody}
<p>${escapeHtml(sender.churchName)}<br><a href="${escapeHtml(sender.siteUrl)}">${escapeHtml(sender.siteUrl)}</a></p>
${footer.html}
</body></html>`
  return { text, html }
}
