/**
 * The exact words shown beside each consent box. A registration records which version a person
 * agreed to, so change the version whenever the words change.
 */
export const CONSENT_VERSION = '2025-09-v1'

export const consentWording = (churchName: string) => ({
  email: `Yes, ${churchName} may e-mail me about future events and church news. I can unsubscribe at any time.`,
  sms: `Yes, ${churchName} may send me text messages about future events and church news. I can opt out at any time.`,
})

/** What is stored with a registration: the version and the words of each box that was ticked. */
export function describeConsent({ churchName, consentEmail, consentSms }: { churchName: string; consentEmail: boolean; consentSms: boolean }): string | null {
  const wording = consentWording(churchName)
  const given = [consentEmail ? `E-mail: ${wording.email}` : null, consentSms ? `SMS: ${wording.sms}` : null].filter(Boolean)
  return given.length ? `[${CONSENT_VERSION}] ${given.join(' | ')}` : null
}
