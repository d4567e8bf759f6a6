/**
 * Every table whose rows are about one person (each has people/fields/person-field's `person_id`):
 * what a merge moves to the kept person and its undo moves back, and what a person's page lists.
 */
export const PERSON_LINKED_TABLES = [
  'registrations',
  'checkins',
  'consent_records',
  'message_deliveries',
  'suppressions',
  'visit_plans',
  'foundation_school_applications',
  'prayer_requests',
] as const

export type PersonLinkedTable = (typeof PERSON_LINKED_TABLES)[number]
