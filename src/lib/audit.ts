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
  'staff-delete',
  'erasure',
  'retention',
  'two-factor-enrol',
  'two-factor-verify',
  'two-factor-failure',
  'two-factor-reset',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The names of the fields that differ, never their values (a webhook secret must not end up in the log). */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown>, ignore: readonly string[] = ['updatedAt', 'createdAt', 'globalType', 'id']): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return [...keys].filter((key) => !ignore.includes(key) && JSON.stringify((before ?? {})[key] ?? null) !== JSON.stringify(after[key] ?? null)).sort()
}
