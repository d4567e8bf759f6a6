/**
 * The fake Stripe (tests/helpers/fake-stripe.ts) in a process of its own, for benchmarks: Stripe's
 * work is not the site's, so it is kept off the CPU of the process being measured. Prints its address
 * as one line of JSON, `{"base": "http://127.0.0.1:…"}`, and runs until it is stopped. A session is
 * paid with `POST /pay/<id>` (its Checkout page's button) and read back with the API's GET.
 */
import { startFakeStripe } from '../tests/helpers/fake-stripe'

const stripe = await startFakeStripe()
console.log(JSON.stringify({ base: stripe.base }))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stripe.close().then(() => process.exit(0)))
