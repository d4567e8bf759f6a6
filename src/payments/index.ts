/** What other domains, the collections and the config use of this domain on the server. */
export { stripeWebhookEndpoint } from './endpoints'
export { expirePaymentHoldsTask } from './expire-payment-holds'
export { eventPriceField } from './fields/event-price'
export { registrationPaymentFields } from './fields/registration-payment'
export { holdForPayment } from './hold-for-payment'
export type { Hold } from './hold-for-payment'
export { planPayment } from './plan-payment'
export { startCheckout } from './start-checkout'
