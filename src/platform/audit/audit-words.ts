import type { AuditAction } from './audit-actions'

/** A noun's singular and plural: ['person', 'people']. */
export type Noun = readonly [singular: string, plural: string]

export const PEOPLE: Noun = ['person', 'people']
export const REGISTRATIONS: Noun = ['registration', 'registrations']

/** "1 person", "42 people". */
export const countOf = (count: number, [singular, plural]: Noun) => `${count} ${count === 1 ? singular : plural}`

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * Counts as a phrase, in the nouns' order, leaving out what is zero: "2 registrations and 1 check-in".
 * `extra` adds words after one count ("2 registrations (Harvest; Carols)").
 */
export function countsInWords<K extends string>(
  counts: Partial<Record<NoInfer<K>, number>>,
  nouns: Record<K, Noun>,
  extra: Partial<Record<NoInfer<K>, string>> = {},
): string {
  const keys = Object.keys(nouns) as K[]
  return listInWords(
    keys
      .filter((key) => (counts[key] ?? 0) > 0)
      .map((key) => `${countOf(counts[key]!, nouns[key])}${extra[key] ? ` ${extra[key]}` : ''}`),
  )
}

/** What each kind of entry is called in the audit log's list and filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Sign-in',
  export: 'Export',
  'check-in': 'Check-in',
  'message-send': 'Message sent',
  'segment-create': 'Segment created',
  'segment-update': 'Segment changed',
  'segment-delete': 'Segment deleted',
  'settings-change': 'Settings changed',
  'role-change': 'Role changed',
  'staff-create': 'Staff account created',
  'staff-invite': 'Staff invitation sent',
  'staff-invite-resend': 'Staff invitation sent again',
  'staff-invite-accept': 'Staff invitation accepted',
  'staff-delete': 'Staff account deleted',
  erasure: 'Erasure',
  retention: 'Retention',
  'two-factor-enrol': 'Second factor set up',
  'two-factor-verify': 'Second factor code accepted',
  'two-factor-failure': 'Second factor code refused',
  'two-factor-reset': 'Second factor reset',
  'waiting-list-confirm': 'Place given from the waiting list',
  'sensitive-question': 'Sensitive question changed',
  'staff-email-change': 'Staff e-mail address changed',
  'person-merge': 'People merged',
  'person-unmerge': 'Person merge undone',
  'kiosk-device': 'Kiosk device',
  'payment-record': 'Payment recorded',
  refund: 'Refund',
}

/** The record an audit entry is about, from its `target`: a document (`registrations:12`), a global (`globals:site-settings`) or a file. */
export type AuditRecordRef =
  | { kind: 'document'; collection: string; id: string }
  | { kind: 'global'; slug: string }
  | { kind: 'file'; name: string }

export function parseAuditTarget(target: string | null | undefined): AuditRecordRef | null {
  const value = target?.trim()
  if (!value) return null
  const match = /^([a-z][a-z-]*):(.+)$/.exec(value)
  if (!match) return { kind: 'file', name: value }
  const [, prefix, rest] = match
  return prefix === 'globals' ? { kind: 'global', slug: rest! } : { kind: 'document', collection: prefix!, id: rest! }
}

const DOCUMENT_WORDS: Record<string, { named: (name: string) => string; gone: string }> = {
  registrations: { named: (name) => `registration of ${name}`, gone: 'registration' },
  checkins: { named: (name) => `check-in of ${name}`, gone: 'check-in' },
  users: { named: (name) => `staff account of ${name}`, gone: 'staff account' },
  segments: { named: (name) => `segment “${name}”`, gone: 'segment' },
  'messaging-logs': { named: (name) => `message “${name}”`, gone: 'message' },
  events: { named: (name) => `event ${name}`, gone: 'event' },
}

/**
 * The record in words, as the audit log shows it: "registration of Olivia Green", "event Outreach 2025",
 * "Site settings". `name` is what the record is called now (a person's name, a segment's name, a
 * global's label), or null when the record is no longer held (erased, deleted).
 */
export function auditRecordWords(ref: AuditRecordRef, name: string | null): string {
  if (ref.kind === 'file') return `file ${ref.name}`
  if (ref.kind === 'global') return name ?? ref.slug
  const words = DOCUMENT_WORDS[ref.collection]
  if (!words) return name ? `${ref.collection} ${name}` : `${ref.collection} ${ref.id}`
  return name ? words.named(name) : `${words.gone} ${ref.id} (no longer held)`
}
