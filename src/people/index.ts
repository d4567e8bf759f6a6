export { personField } from './fields/person-field'
export { deriveContactKeys } from './hooks/derive-contact-keys'
export { personCandidatesSql } from './person-candidates'
export {
  registrationPeopleParams,
  registrationPeopleValues,
  resolvePerson,
  resolveRegistrationPeople,
  type SeenVia,
} from './resolve-person'
export { emailKey } from './rules/email-key'
export { matchRegistrationPeople, type PersonCandidate } from './rules/match-person'
export { writeRegistrationPeopleCtes } from './write-person-sql'
export { linkDeliveryPerson, linkPersonByAddress, personOfAddressSql } from './person-of-address'
export { peopleEndpoints } from './endpoints'
export { listDuplicates, DUPLICATES_PER_PAGE, type DuplicatePair, type DuplicatesPage } from './list-duplicates'
export { comparePeople, type ComparedPerson } from './compare-people'
export { mergePeople } from './merge-people'
export { undoPersonMerge, UNDO_MERGE_DAYS } from './undo-person-merge'
export { markNotSamePerson } from './mark-distinct'
export { PERSON_LINKED_TABLES } from './person-links'
