/** What the audit log records: who did what and when. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'export',
  'check-in',
  'message-send',
  'segment-create',
  'segment-update',
  'segment-delete',
  'settings-change',
  'role-change',
  'staff-create',
  'staff-invite',
  'staff-invite-resend',
  'staff-invite-accept',
  'staff-delete',
  'erasure',
  'retention',
  'two-factor-enrol',
  'two-factor-verify',
  'two-factor-failure',
  'two-factor-reset',
  'waiting-list-confirm',
  'sensitive-question',
  'staff-email-change',
  'person-merge',
  'person-unmerge',
  'kiosk-device',
  'payment-record',
  'refund',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The names of the fields that differ, never their values (a webhook secret must not end up in the log). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['updatedAt', 'createdAt', 'globalType', 'id'],
): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return [...keys]
    .filter(
      (key) =>
        !ignore.includes(key) && JSON.stringify((before ?? {})[key] ?? null) !== JSON.stringify(after[key] ?? null),
    )
    .sort()
}

/** What the audit log writes in place of a free-text filter: that one was given, never its words. */
const GIVEN_FILTER = '(given)'

/**
 * The filters an export or list was made with, as the audit log keeps them: the choices as they
 * were, but free text (a search, which is usually a person's name, e-mail or phone) only as given.
 */
export function filtersForAudit(
  filters: Record<string, unknown>,
  freeText: readonly string[] = ['search'],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
      .map(([key, value]) => [key, freeText.includes(key) ? GIVEN_FILTER : String(value)]),
  )
}
