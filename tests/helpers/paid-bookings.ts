import type { Payload } from 'payload'

import type { Event, Registration } from '@/payload-types'

import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from './fake-stripe'

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
export const bookingsOf = async (payload: Payload, event: Event): Promise<Registration[]> =>
  (
    await payload.find({
      collection: 'registrations',
      where: { event: { equals: event.id } },
      sort: 'id',
      depth: 0,
      limit: 500,
      overrideAccess: true,
    })
  ).docs

/** A registration's payments and refunds, oldest first. */
export const paymentsOf = async (payload: Payload, registration: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { registration: { equals: registration } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** A local request, as a job or the server would run a domain function with. */
export async function localReq(payload: Payload) {
  const { createLocalReq } = await import('payload')
  return createLocalReq({}, payload)
}
