/** What other domains, the collections and the config use of this domain on the server. */
export { eventPriceField } from './fields/event-price'
