import { escapeHtml } from '@/platform/data/escape-html'
import { renderMergeFields, renderMergeFieldsHtml, type MergeContext, type MergePerson } from '../rules/merge-fields'
import { preferencesFooter } from '@/platform/email/preferences-footer'

export type BulkEmailInput = {
  subject: string
  content: string
  person: MergePerson
  /** The person's own event, whose sessions fill [EventDate]. */
  event: MergeContext
  churchName: string
  siteUrl: string
  unsubscribeUrl: string
  preferencesUrl: string
}

/**
 * One person's copy of a bulk e-mail: placeholders filled in for them, and a footer that says who
 * sent it and how to stop receiving these, as PECR and the mailbox providers require.
 */
export function buildBulkEmail(input: BulkEmailInput) {
  const context = input.event
  const footer = preferencesFooter(input.preferencesUrl)
  const subject = renderMergeFields(input.subject, input.person, context).replace(/[\r\n]+/g, ' ')
  const text = [
    renderMergeFields(input.content, input.person, context),
    '',
    '—',
    `${input.churchName} · ${input.siteUrl}`,
    `You are receiving this because you registered with us. Unsubscribe: ${input.unsubscribeUrl}`,
    footer.text,
  ].join('\n')
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<div>${renderMergeFieldsHtml(input.content, input.person, context)}</div>
<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#475569">${escapeHtml(input.churchName)} · <a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a><br>
You are receiving this because you registered with us. <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>
${footer.html}
</body></html>`
  return { subject, text, html }
}

export const renderSms = (content: string, person: MergePerson, event: MergeContext) =>
  renderMergeFields(content, person, event)
