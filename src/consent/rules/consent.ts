/**
 * The exact words shown beside each consent box. Every consent record keeps the version and the
 * words the person saw, so change the version whenever the words change.
 */
export const CONSENT_VERSION = '2025-09-v1'

export const consentWording = (churchName: string) => ({
  email: `Yes, ${churchName} may e-mail me about future events and church news. I can unsubscribe at any time.`,
  sms: `Yes, ${churchName} may send me text messages about future events and church news. I can opt out at any time.`,
  prayerFollowUp: `I consent to be contacted by ${churchName} about my request.`,
})

export const CONSENT_CHANNELS = ['email', 'sms'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]

/**
 * What the consent is for. `marketing` (news, invitations, reminders by e-mail or SMS) is what the
 * registration flags and bulk messages follow. `prayer-follow-up` is the prayer form's consent to be
 * contacted about that one request: it never makes anyone reachable for bulk messages.
 */
export const CONSENT_PURPOSES = ['marketing', 'prayer-follow-up'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

export const CONSENT_SOURCES = {
  'event-registration-form': 'Event registration form',
  'prayer-request-form': 'Prayer request form',
  'preferences-page': 'Preferences page',
  'unsubscribe-link': 'Unsubscribe link',
  'staff-edit': 'Staff edit',
  api: 'API or import (no staff user)',
} as const
export type ConsentSource = keyof typeof CONSENT_SOURCES

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = { email: 'E-mail', sms: 'SMS' }
