import { createHash } from 'node:crypto'

/**
 * The settings that decide where people's personal data is sent: prayer, visit and application
 * notices go to the enquiries address, every new registration to the webhook (signed with its
 * secret). Who receives personal data is an admin's decision, so only admins change these, and
 * every change is recorded and announced to all admins. (The SMS sender is set in the server's
 * environment, not in the settings.)
 */
const PERSONAL_DATA_ROUTES = {
  'site-settings': { enquiriesEmail: { label: 'Enquiries e-mail' } },
  integrations: {
    webhookUrl: { label: 'Webhook URL' },
    webhookSecret: { label: 'Webhook signing secret', isSecret: true },
  },
} as const satisfies Record<string, Record<string, { label: string; isSecret?: boolean }>>

export type RouteChange = { field: string; label: string; from: string; to: string }

type Route = { label: string; isSecret?: boolean }

const routesOf = (slug: string): Record<string, Route> =>
  (PERSONAL_DATA_ROUTES as Record<string, Record<string, Route>>)[slug] ?? {}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/**
 * How a value is written in the audit log and the admins' e-mail. A secret is never written out:
 * a short fingerprint of it still shows that it changed, and to what an admin can check against.
 */
export function describeRouteValue(value: unknown, isSecret = false): string {
  const text = asText(value)
  if (text === '') return '(none)'
  return isSecret ? `secret with fingerprint ${createHash('sha256').update(text).digest('hex').slice(0, 8)}` : text
}

/**
 * The personal-data routes that `after` changes from `before`. A field that `after` leaves out is
 * not a change (a partial update keeps it), and neither is an empty value replacing a missing one.
 */
export function routeChanges(
  slug: string,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
): RouteChange[] {
  return Object.entries(routesOf(slug))
    .filter(([field]) => field in after && asText(before?.[field]) !== asText(after[field]))
    .map(([field, route]) => ({
      field,
      label: route.label,
      from: describeRouteValue(before?.[field], route.isSecret),
      to: describeRouteValue(after[field], route.isSecret),
    }))
}

/** Said to a non-admin whose change would move personal data elsewhere. */
export const routeChangeRefusal = (changes: RouteChange[]) =>
  `Only an admin can change where personal data is sent (${changes.map((change) => change.label).join(', ')}).`
