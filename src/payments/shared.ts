/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export { formatPence, poundsToPence, priceOf, pricingOf, publicPricingOf } from './rules/price'
export type { PricedBooking, PublicPricing } from './rules/price'
export { cancellationTermsText } from './rules/cancellation-text'
