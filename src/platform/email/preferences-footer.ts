import { escapeHtml } from '../data/escape-html'

const PREFERENCES_LINK_TEXT = 'Choose which messages you get from us'

/** The footer line every message to a person ends with: a link to their preferences page. */
export function preferencesFooter(preferencesUrl: string) {
  return {
    text: `${PREFERENCES_LINK_TEXT}: ${preferencesUrl}`,
    html: `<p style="font-size:12px;color:#475569"><a href="${escapeHtml(preferencesUrl)}">${PREFERENCES_LINK_TEXT}</a> (e-mail, SMS, or unsubscribe from all).</p>`,
  }
}
