import { escapeHtml } from '@/platform/data/escape-html'
import type { RouteChange } from '../rules/personal-data-routes'

export type RouteChangeNoticeInput = {
  churchName: string
  /** Who made the change: a staff member's address, or the server itself (a script, the seed). */
  changedBy: string | null
  changedAt: string
  changes: RouteChange[]
  settingsUrl: string
}

/**
 * The e-mail every admin receives when the place personal data is sent changes, so a change nobody
 * meant (or a stolen admin account redirecting prayer requests) is seen at once by the others.
 */
export function buildRouteChangeNotice(input: RouteChangeNoticeInput) {
  const who = input.changedBy ?? 'the server (not a staff member)'
  const when = new Date(input.changedAt).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    dateStyle: 'full',
    timeStyle: 'short',
  })
  const lines = input.changes.map((change) => `${change.label}: from ${change.from} to ${change.to}`)
  const subject = `${input.churchName}: where personal data is sent has changed`
  const text = [
    `${who} changed where people's personal data is sent, on ${when}:`,
    '',
    ...lines,
    '',
    `If nobody meant this, change it back and review the staff accounts: ${input.settingsUrl}`,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(who)} changed where people's personal data is sent, on ${escapeHtml(when)}:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>If nobody meant this, <a href="${escapeHtml(input.settingsUrl)}">change it back</a> and review the staff accounts.</p>
</body></html>`
  return { subject, text, html }
}
