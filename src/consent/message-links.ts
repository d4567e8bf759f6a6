import { siteUrl } from '@/platform/env'

import { createAddressToken } from './address-token'

/**
 * The links every message to a person carries: the preferences page in the footer, and the
 * RFC 8058 one-click unsubscribe that mail clients POST to without showing a page.
 */
export function messageLinksFor(email: string) {
  const token = createAddressToken(email)
  const oneClickUrl = `${siteUrl()}/api/suppressions/unsubscribe?token=${token}`
  return {
    preferencesUrl: `${siteUrl()}/preferences?token=${token}`,
    unsubscribeUrl: `${siteUrl()}/unsubscribe?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
