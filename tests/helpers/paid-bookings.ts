import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { expect } from 'vitest'

import type { Event, Registration } from '@/payload-types'

import { createTestEvent } from './events'
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, signedStripeEvent, startFakeStripe } from './fake-stripe'
import { rest, testPayload, uniqueEmail } from './payload'

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

/**
 * Paid bookings against the fake Stripe, for the payments tests: `start()` in beforeAll points the
 * real SDK at a fake on loopback, `stop()` in afterAll puts the environment back. Registering goes
 * through the public form's endpoint (each from its own address), paying through Stripe's signed webhook.
 */
export function paidBookings(firstIp: number) {
  let ip = firstIp
  let payload: Payload
  let stripe: FakeStripe
  const saved = {
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE,
  }

  const register = (slug: string, body: Record<string, unknown> = {}) => {
    ip += 1
    return rest('POST', '/registrations/register', {
      body: {
        event: slug,
        website: '',
        fullName: 'Pat Payer',
        email: uniqueEmail('payer'),
        attendanceChoice: ['friday'],
        ...body,
      },
      ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    })
  }

  /** Stripe's POST to the webhook, as sent: the exact body and its Stripe-Signature header. */
  async function deliver(event: { body: string; signature: string }) {
    const request = new Request(`${process.env.SITE_URL}/api/payments/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    })
    const response = await handleEndpoints({ config, request, path: '/api/payments/stripe-webhook' })
    return { status: response.status, json: (await response.json()) as { outcome?: string; message?: string } }
  }

  /** A paid event: £12 per person for the whole event, Friday limited to `friday` places when given. */
  async function paidEvent(friday: number | null = null, price: Partial<NonNullable<Event['price']>> = {}) {
    const event = await createTestEvent(payload, { price: { basis: 'person', amountPence: 1200, ...price } })
    return friday === null ? event : withFridayPlaces(payload, event, friday)
  }

  const bookingsOf = (event: Event) => eventBookings(payload, event)
  const paymentsOf = (registration: number) => bookingPayments(payload, registration)

  const sessionOf = (registration: Registration) => stripe.sessions.get(registration.checkoutSessionId!)!

  /** The person pays on Checkout and Stripe sends `checkout.session.completed`. */
  const pay = (registration: Registration) =>
    deliver(signedStripeEvent('checkout.session.completed', stripe.complete(registration.checkoutSessionId!)))

  const bookedAlone = async (event: Event, body: Record<string, unknown> = {}) => {
    const answer = await register(event.slug, body)
    expect(answer.status).toBe(200)
    // The booker: the people they bring are registrations of their own, after theirs.
    const [registration] = (await bookingsOf(event)).filter((one) => !one.groupBooker).slice(-1)
    return { answer, registration: registration! }
  }

  const reread = (registration: Registration) =>
    payload.findByID({ collection: 'registrations', id: registration.id, depth: 0, overrideAccess: true })

  return {
    get payload() {
      return payload
    },
    get stripe() {
      return stripe
    },
    async start() {
      stripe = await startFakeStripe()
      process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_KEY
      process.env.STRIPE_WEBHOOK_SECRET = FAKE_WEBHOOK_SECRET
      process.env.STRIPE_API_BASE = stripe.base
      payload = await testPayload()
    },
    async stop() {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      await stripe.close()
    },
    register,
    deliver,
    paidEvent,
    bookingsOf,
    paymentsOf,
    sessionOf,
    pay,
    bookedAlone,
    reread,
  }
}

/**
 * The fake Stripe on loopback with the site's Stripe settings pointed at it; `restore` puts the
 * settings back as they were and stops it (call it in afterAll).
 */
export async function useFakeStripe() {
  const stripe = await startFakeStripe()
  const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const
  const saved = names.map((name) => process.env[name])
  process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_KEY
  process.env.STRIPE_WEBHOOK_SECRET = FAKE_WEBHOOK_SECRET
  process.env.STRIPE_API_BASE = stripe.base
  const restore = async () => {
    names.forEach((name, index) => {
      if (saved[index] === undefined) delete process.env[name]
      else process.env[name] = saved[index]
    })
    await stripe.close()
  }
  return { stripe, restore }
}

/** The event with its Friday limited to `friday` places (the test event's first session). */
export const withFridayPlaces = (payload: Payload, event: Event, friday: number) =>
  payload.update({
    collection: 'events',
    id: event.id,
    data: { sessions: (event.sessions ?? []).map((s) => ({ ...s, capacity: s.key === 'friday' ? friday : null })) },
    overrideAccess: true,
    context: { isSeeding: true },
  })

/** Every registration of an event, oldest first. */
async function eventBookings(payload: Payload, event: Event): Promise<Registration[]> {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { event: { equals: event.id } },
    sort: 'id',
    depth: 0,
    limit: 500,
    overrideAccess: true,
  })
  return docs
}

/** A registration's payments and refunds, oldest first. */
async function bookingPayments(payload: Payload, registration: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { registration: { equals: registration } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

export { eventBookings as bookingsOf, bookingPayments as paymentsOf }

/** A local request, as a job or the server would run a domain function with. */
export async function localReq(payload: Payload) {
  const { createLocalReq } = await import('payload')
  return createLocalReq({}, payload)
}
