import { escapeHtml } from '../merge-fields'
import { preferencesFooter } from './preferences-footer'
import { manageRegistrationUrl } from './registration-confirmation'

export type CancelledRegistrationNoticeInput = {
  churchName: string
  eventTitle: string
  siteUrl: string
  fullName: string
  manageToken: string
  preferencesUrl: string
}

/**
 * The answer to a registration form sent again for a registration the person cancelled. Anyone who
 * knows a name and an address can send the form, so it changes nothing; the address's owner is told,
 * and only their private link can bring the registration back.
 */
export function buildCancelledRegistrationNotice(input: CancelledRegistrationNoticeInput) {
  const firstName = input.fullName.split(/\s+/)[0] ?? input.fullName
  const manageUrl = manageRegistrationUrl(input.siteUrl, input.manageToken)
  const footer = preferencesFooter(input.preferencesUrl)
  const subject = `Your registration is cancelled: ${input.eventTitle}`
  const text = [
    `Hi ${firstName},`,
    '',
    `We received the registration form for ${input.eventTitle} in your name, but you cancelled your registration earlier, so it stays cancelled.`,
    '',
    'If you would like to come after all, restore it with your private link (please do not share it):',
    manageUrl,
    '',
    'If you did not fill in the form, you need not do anything.',
    '',
    input.churchName,
    input.siteUrl,
    '',
    '—',
    footer.text,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(firstName)},</p>
<p>We received the registration form for <strong>${escapeHtml(input.eventTitle)}</strong> in your name, but you cancelled your registration earlier, so it stays cancelled.</p>
<p>If you would like to come after all, <a href="${escapeHtml(manageUrl)}">restore my registration</a> (your private link: please do not share it).</p>
<p>If you did not fill in the form, you need not do anything.</p>
<p>${escapeHtml(input.churchName)}<br><a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a></p>
${footer.html}
</body></html>`
  return { subject, text, html }
}
