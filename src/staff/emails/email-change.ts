import { escapeHtml } from '@/platform/data/escape-html'
import { buildLetter } from '@/platform/email/letter'

import { EMAIL_CHANGE_HOURS, confirmEmailUrl } from '../rules/email-change'

type Sender = { churchName: string; siteUrl: string }
type Account = { fullName: string; currentEmail: string; newEmail: string; requestedBy: string | null }

/** Who asked, at the start of a sentence. */
const whoAsked = (requestedBy: string | null) => (requestedBy ? `An admin (${requestedBy})` : 'You')

/** To the new address: the one-time link that makes it the account's address. */
export function buildEmailChangeConfirmation(sender: Sender, account: Account, token: string) {
  const url = confirmEmailUrl(sender.siteUrl, token)
  const subject = `Confirm your new e-mail address for the ${sender.churchName} staff admin`
  const { text, html } = buildLetter(sender, {
    fullName: account.fullName,
    textLines: [
      `${whoAsked(account.requestedBy)} asked for this address to become the e-mail address of your staff account (now ${account.currentEmail}).`,
      `Open this link to confirm it. It works once, for the next ${EMAIL_CHANGE_HOURS} hours:`,
      url,
      '',
      'If you did not expect this e-mail, do not open the link, and tell the church office.',
    ],
    htmlBody: `<p>${escapeHtml(whoAsked(account.requestedBy))} asked for this address to become the e-mail address of your staff account (now ${escapeHtml(account.currentEmail)}).</p>
<p><a href="${escapeHtml(url)}">Confirm my new address</a>: the link works once, for the next ${EMAIL_CHANGE_HOURS} hours.</p>
<p>If you did not expect this e-mail, do not open the link, and tell the church office.</p>`,
  })
  return { subject, text, html }
}

/** To the current address, when a change is asked for: what is happening, and what to do if it was not them. */
export function buildEmailChangeRequestedNotice(sender: Sender, account: Account) {
  const subject = `A new e-mail address was asked for on your ${sender.churchName} staff account`
  const { text, html } = buildLetter(sender, {
    fullName: account.fullName,
    textLines: [
      `${whoAsked(account.requestedBy)} asked for the e-mail address of your staff account to change from ${account.currentEmail} to ${account.newEmail}.`,
      `Nothing changes unless the new address is confirmed within ${EMAIL_CHANGE_HOURS} hours, from a link sent to it.`,
      'If this was not you, tell the church office or another admin at once, and change your password.',
    ],
    htmlBody: `<p>${escapeHtml(whoAsked(account.requestedBy))} asked for the e-mail address of your staff account to change from ${escapeHtml(account.currentEmail)} to <strong>${escapeHtml(account.newEmail)}</strong>.</p>
<p>Nothing changes unless the new address is confirmed within ${EMAIL_CHANGE_HOURS} hours, from a link sent to it.</p>
<p>If this was not you, tell the church office or another admin at once, and change your password.</p>`,
  })
  return { subject, text, html }
}

/** To the old address, once the new one is confirmed. */
export function buildEmailChangedNotice(sender: Sender, account: Omit<Account, 'requestedBy'>) {
  const subject = `The e-mail address of your ${sender.churchName} staff account has changed`
  const { text, html } = buildLetter(sender, {
    fullName: account.fullName,
    textLines: [
      `The e-mail address of your staff account is now ${account.newEmail}, confirmed from that address. This address (${account.currentEmail}) no longer signs in or receives password resets.`,
      'If this was not you, tell the church office or another admin at once.',
    ],
    htmlBody: `<p>The e-mail address of your staff account is now <strong>${escapeHtml(account.newEmail)}</strong>, confirmed from that address. This address (${escapeHtml(account.currentEmail)}) no longer signs in or receives password resets.</p>
<p>If this was not you, tell the church office or another admin at once.</p>`,
  })
  return { subject, text, html }
}
