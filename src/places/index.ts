/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { changeSessions } from './change-sessions'
export { waitingListEndpoints } from './endpoints'
export { placesLeftEndpoint } from './endpoints'
export { queueFreedPlaceOffers, queueOffersAfterDelete } from './hooks/queue-freed-place-offers'
export { queueOffersForMorePlaces } from './hooks/queue-offers-for-more-places'
export { offerFreedPlacesTask } from './offer-freed-places'
export { queueOfferRun } from './queue-offer-run'
export {
  eventPlaceCountsSql,
  joinWaitingList,
  lockEventPlaces,
  noCounts,
  placeCountsOf,
  waitingPositions,
} from './place-counts'
export type { PlaceCountsRow, Queryable } from './place-counts'
export {
  allocateInTurn,
  isCapped,
  newcomerPositions,
  placeLimitsOf,
  placeStatusOf,
  placesTaken,
  waitingSessionsOf,
} from './rules/places'
export type { PlaceCounts, PlaceLimits, PlacesTaken } from './rules/places'
export { sendPlaceOfferTask } from './send-place-offer'
