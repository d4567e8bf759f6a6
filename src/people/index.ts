export { personField } from './fields/person-field'
export { validateContactEntry } from './fields/validate-contact-entry'
export { deriveContactKeys } from './hooks/derive-contact-keys'
export { CANDIDATES_PER_KEY, personCandidatesSql } from './person-candidates'
export {
  registrationPeopleParams,
  registrationPeopleValues,
  resolvePerson,
  resolveRegistrationPeople,
  type SeenVia,
} from './resolve-person'
export { emailKey } from './rules/email-key'
export { matchRegistrationPeople, type PersonCandidate } from './rules/match-person'
export { REGISTRATION_PEOPLE_WRITES, writeRegistrationPeopleCtes } from './write-person-sql'
export { linkDeliveryPerson, linkPersonByAddress, personOfAddressSql } from './person-of-address'
export { peopleEndpoints } from './endpoints'
export { readDuplicatePairs, type DuplicatePair } from './list-duplicates'
export { PERSON_LINKED_TABLES } from './person-links'
