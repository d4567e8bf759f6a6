import { escapeHtml } from '@/platform/data/escape-html'
import { preferencesFooter } from '@/platform/email/preferences-footer'

export type NotificationRow = [label: string, value: string]

/** The e-mail to the church's enquiries address: what was submitted, and where to follow it up. */
export function buildStaffNotification({
  formTitle,
  rows,
  adminUrl,
}: {
  formTitle: string
  rows: NotificationRow[]
  adminUrl: string
}) {
  const subject = `New ${formTitle.toLowerCase()}`
  const text = [
    `A new ${formTitle.toLowerCase()} has arrived.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Follow it up in the admin: ${adminUrl}`,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>A new ${escapeHtml(formTitle.toLowerCase())} has arrived.</p>
<table cellpadding="4">${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(adminUrl)}">Follow it up in the admin</a></p>
</body></html>`
  return { subject, text, html }
}

/** The short note back to the person who wrote to us. */
export function buildAcknowledgement({
  churchName,
  name,
  subject,
  message,
  preferencesUrl,
}: {
  churchName: string
  name: string
  subject: string
  message: string
  preferencesUrl: string
}) {
  const firstName = name.trim().split(/\s+/)[0] ?? name
  const footer = preferencesFooter(preferencesUrl)
  const text = `Hi ${firstName},\n\n${message}\n\n${churchName}\n\n—\n${footer.text}`
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a"><p>Hi ${escapeHtml(firstName)},</p><p>${escapeHtml(message)}</p><p>${escapeHtml(churchName)}</p>${footer.html}</body></html>`
  return { subject, text, html }
}
