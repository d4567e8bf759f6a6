import { escapeHtml } from '@/platform/data/escape-html'
import { ENROLMENT_LINK_HOURS, ENROLMENT_TOKEN_PARAM, TWO_FACTOR_PATH } from '@/platform/access/second-factor'

/** Where the set-up link leads: the admin's second-factor page, carrying the one-time token. */
export const enrolmentLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/admin${TWO_FACTOR_PATH}?${ENROLMENT_TOKEN_PARAM}=${encodeURIComponent(token)}`

/** The e-mail to a staff member who must set up a second factor: the one-time link that lets them. */
export function buildEnrolmentLinkEmail({
  churchName,
  siteUrl,
  token,
}: {
  churchName: string
  siteUrl: string
  token: string
}) {
  const url = enrolmentLinkUrl(siteUrl, token)
  const subject = `Set up your second factor for ${churchName}`
  const text = [
    'Hello,',
    '',
    `The admins of ${churchName} require a second factor (an authenticator app on your phone) for every staff account.`,
    `Sign in, then open this link to set yours up. It works once, for the next ${ENROLMENT_LINK_HOURS} hours:`,
    url,
    '',
    'If you did not expect this e-mail, do not open the link, and tell an admin.',
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>The admins of ${escapeHtml(churchName)} require a second factor (an authenticator app on your phone) for every staff account.</p>
<p>Sign in, then open this link to set yours up. It works once, for the next ${ENROLMENT_LINK_HOURS} hours:</p>
<p><a href="${escapeHtml(url)}">Set up my second factor</a></p>
<p>If you did not expect this e-mail, do not open the link, and tell an admin.</p>
</body></html>`
  return { subject, text, html }
}
