import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/platform/access'
import { webhookUrlProblem } from '@/platform/net/webhook-url'

import { afterStripeKeysChange, stripeKeyFields } from '@/payments'
import { announceRouteChanges, auditSettingsChange, refuseRouteChangesByNonAdmins } from '@/settings'
/**
 * Where new registrations are announced (a webhook) and the secret that signs them. Admins only:
 * the secret never reaches anyone else. Stripe's keys are set here too, sealed, and read back by
 * nobody; the other providers' keys (Resend, Twilio) live in the environment.
 */
export const Integrations: GlobalConfig = {
  slug: 'integrations',
  admin: { group: 'Settings' },
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  hooks: {
    beforeOperation: [refuseRouteChangesByNonAdmins],
    afterChange: [auditSettingsChange, announceRouteChanges, afterStripeKeysChange],
  },
  fields: [
    {
      name: 'webhookUrl',
      label: 'Webhook URL',
      type: 'text',
      maxLength: 2000,
      admin: { description: 'Receives a signed POST for every new registration. Leave empty to send none.' },
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' ? true : (webhookUrlProblem(String(value)) ?? true),
    },
    {
      name: 'webhookSecret',
      label: 'Signing secret',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Each delivery carries X-Church-Signature: sha256=HMAC(secret, body).' },
    },
    {
      name: 'requireSecondFactor',
      label: 'Require a second factor for all staff',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Everyone with a staff role must enter a code from an authenticator app after their password. Staff who have not set one up are asked to at their next page load.',
      },
    },
    ...stripeKeyFields,
  ],
}
