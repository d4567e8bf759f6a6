import type { PersonLinkedTable } from '../person-links'

/** What each kind of row about a person is called on the staff screens. */
export const PERSON_LINKED_LABELS: Record<PersonLinkedTable, string> = {
  registrations: 'Event registrations',
  checkins: 'Check-ins',
  consent_records: 'Consent records',
  message_deliveries: 'Messages',
  suppressions: 'Suppressions',
  visit_plans: 'Visit plans',
  foundation_school_applications: 'Foundation school applications',
  prayer_requests: 'Prayer requests',
}
