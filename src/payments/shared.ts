/** The pure part other domains use, in the browser and on the server: rules, constants and types, nothing that reads or writes. */
export { formatPence, poundsToPence, priceOf, pricingOf, publicPricingOf } from './rules/price'
export type { PricedBooking, PublicPricing } from './rules/price'
export { PAYMENT_METHOD_LABELS } from './rules/payment-methods'
export type { PaymentMethod } from './rules/payment-methods'
export { cancellationTermsText } from './rules/cancellation-text'
export { stripeKeyProblem } from './rules/stripe-keys'
export { depositOf, depositSentence } from './rules/deposit'
export type { BalanceSummary } from './rules/deposit'
