import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expirePaymentHolds } from '@/payments/expire-payment-holds'
import { payOnTime } from '@/payments/receive-stripe-event'
import { stripeClient } from '@/payments/stripe-client'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { paidBookings } from '../../helpers/paid-bookings'
import { fakeStripeFee, signedStripeEvent } from '../../helpers/fake-stripe'
import { placeCountsDrift } from '../../helpers/place-counts'
import { everyCaller, graphql, rest } from '../../helpers/payload'

/**
 * Card payments against a fake Stripe on loopback (the real SDK pointed at it): a paid booking holds its
 * places while the person pays, only Stripe's signed webhook confirms it, and a hold that runs out gives
 * the places to the waiting list.
 */

const paid = paidBookings(60_000)
const { register, deliver, paidEvent, bookingsOf, paymentsOf, sessionOf, pay, bookedAlone, reread } = paid
let payload: Payload
let stripe: ReturnType<typeof paidBookings>['stripe']
const stripeClientFor = async (on: Payload) => (await stripeClient(on))!

beforeAll(async () => {
  await paid.start()
  payload = paid.payload
  stripe = paid.stripe
})

afterAll(async () => {
  expect(await placeCountsDrift(poolOf(payload))).toEqual([])
  await paid.stop()
})

describe('a paid booking', () => {
  it('is stored awaiting payment, holds its places for 30 minutes and sends the person to Checkout for its price', async () => {
    const event = await paidEvent()
    const before = Date.now()
    const { answer, registration } = await bookedAlone(event, {
      people: [{ fullName: 'Kit Payer', isChild: false, answers: {} }],
    })
    expect(answer.json.redirectTo).toBe(registration.checkoutSessionId && sessionOf(registration).url)
    expect(registration).toMatchObject({ paymentStatus: 'awaiting', amountDuePence: 2400, cancelledAt: null })
    const holdEnds = new Date(registration.holdExpiresAt!).getTime()
    expect(holdEnds - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000)
    expect(holdEnds - before).toBeLessThan(31 * 60_000)
    // Checkout's own expiry is the hold's.
    expect(sessionOf(registration)).toMatchObject({
      amount_total: 2400,
      expires_at: Math.floor(holdEnds / 1000),
      metadata: { registrationId: String(registration.id) },
    })
  })

  it('is confirmed by the signed checkout.session.completed webhook, which records the payment once', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const event1 = signedStripeEvent('checkout.session.completed', stripe.complete(registration.checkoutSessionId!))
    expect(await deliver(event1)).toMatchObject({ status: 200, json: { outcome: 'paid' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid', cancelledAt: null })
    const [payment] = await paymentsOf(registration.id)
    // Stripe's fee, read from the charge's balance transaction, for the treasurer's export.
    expect(payment).toMatchObject({
      kind: 'payment',
      method: 'card',
      amountPence: 1200,
      feePence: fakeStripeFee(1200),
      status: 'succeeded',
    })
    expect(payment!.providerId).toMatch(/^pi_/)
  })

  it('changes nothing on a repeated webhook, a second event for the same payment, or an expiry arriving after it', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const completed = signedStripeEvent('checkout.session.completed', stripe.complete(registration.checkoutSessionId!))
    await deliver(completed)
    expect(await deliver(completed)).toMatchObject({ status: 200, json: { outcome: 'duplicate' } })
    expect(
      await deliver(signedStripeEvent('checkout.session.async_payment_succeeded', sessionOf(registration))),
    ).toMatchObject({ json: { outcome: 'ignored' } })
    expect(await deliver(signedStripeEvent('checkout.session.expired', sessionOf(registration)))).toMatchObject({
      json: { outcome: 'ignored' },
    })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid', cancelledAt: null })
    expect(await paymentsOf(registration.id)).toHaveLength(1)
  })

  it('applies one event once when its copies arrive at once: one confirmation, one payment, the rest duplicates', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const confirmations = async () =>
      (
        await poolOf(payload).query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendRegistrationConfirmation'
            AND (input->>'registrationId')::int = $1`,
          [registration.id],
        )
      ).rows[0]!.n
    const confirmationsBefore = await confirmations()
    const completed = signedStripeEvent('checkout.session.completed', stripe.complete(registration.checkoutSessionId!))
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(completed)))
    expect(answers.map((answer) => answer.json.outcome).sort()).toEqual(['paid', ...Array(7).fill('duplicate')].sort())
    expect(await paymentsOf(registration.id)).toHaveLength(1)
    expect(await confirmations()).toBe(confirmationsBefore + 1)
  })

  it('takes the booking from the session Stripe holds, not from the body, which only names one', async () => {
    const event = await paidEvent()
    const { registration: payer } = await bookedAlone(event)
    const { registration: other } = await bookedAlone(event)
    const session = stripe.complete(payer.checkoutSessionId!)
    const misnamed = { ...session, metadata: { registrationId: String(other.id) } }
    expect(await deliver(signedStripeEvent('checkout.session.completed', misnamed))).toMatchObject({
      json: { outcome: 'paid' },
    })
    expect(await reread(payer)).toMatchObject({ paymentStatus: 'paid' })
    expect(await reread(other)).toMatchObject({ paymentStatus: 'awaiting' })
    expect(await paymentsOf(other.id)).toHaveLength(0)
  })

  it('applies nothing in the one-statement path once the booking has changed since it was read, and the event is then applied in full', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const session = stripe.complete(registration.checkoutSessionId!)
    const completed = signedStripeEvent('checkout.session.completed', session)
    const db = poolOf(payload)
    const { rows } = await db.query(
      `SELECT id, event_id, payment_status, cancelled_at, checkout_session_id, full_name, email, amount_due_pence,
        deposit_pence FROM registrations WHERE id = $1`,
      [registration.id],
    )
    // The hold lapses after the webhook read the booking and before its statement runs.
    await expirePaymentHolds(await reqFor(), new Date(Date.parse(registration.holdExpiresAt!) + 1000))
    const stripeEvent = JSON.parse(completed.body) as Parameters<typeof payOnTime>[1]['event']
    const full = await stripeClientFor(payload)
    const read = await full.checkout.sessions.retrieve(session.id)
    expect(await payOnTime(db, { booking: rows[0], session: read, event: stripeEvent })).toBeNull()
    expect(await paymentsOf(registration.id)).toHaveLength(0)
    const { rowCount } = await db.query('SELECT 1 FROM stripe_events WHERE event_id = $1', [completed.id])
    expect(rowCount).toBe(0)
    // Delivered, the same event finds the lapsed hold and confirms it again (its place is still free).
    expect(await deliver(completed)).toMatchObject({ json: { outcome: 'reinstated' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid', cancelledAt: null })
  })

  it('trusts Stripe, not the body: a completed event for a session still unpaid at Stripe confirms nothing', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const claimed = { ...sessionOf(registration), status: 'complete', payment_status: 'paid' }
    expect(await deliver(signedStripeEvent('checkout.session.completed', claimed))).toMatchObject({
      json: { outcome: 'ignored' },
    })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'awaiting' })
  })

  it('refuses a forged webhook (400) and changes nothing', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    const session = stripe.complete(registration.checkoutSessionId!)
    const forged = signedStripeEvent('checkout.session.completed', session, { secret: 'whsec_notoursecret' })
    expect(await deliver(forged)).toMatchObject({
      status: 400,
      json: { message: 'The webhook signature does not match.' },
    })
    const unsigned = signedStripeEvent('checkout.session.completed', session)
    expect((await deliver({ body: unsigned.body, signature: '' })).status).toBe(400)
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'awaiting' })
    expect(await paymentsOf(registration.id)).toHaveLength(0)
  })

  it('refuses a code the event does not have, storing nothing', async () => {
    const event = await paidEvent(null, {
      discountCodes: [{ code: 'FRIENDS', kind: 'percent', value: 50 }],
    })
    const refused = await register(event.slug, { discountCode: 'ENEMIES' })
    expect(refused.status).toBe(400)
    expect((refused.json.errors as Record<string, string>).discountCode).toMatch(/not valid/)
    expect(await bookingsOf(event)).toHaveLength(0)
    const { registration } = await bookedAlone(event, { discountCode: 'friends' })
    expect(registration).toMatchObject({ amountDuePence: 600, discountCode: 'FRIENDS' })
  })

  it('gives a limited code to exactly as many bookings as it allows when many use it at once', async () => {
    const event = await paidEvent(null, {
      discountCodes: [{ code: 'FEW', kind: 'amount', value: 200, maxUses: 3 }],
    })
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(event.slug, { discountCode: 'few' })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(400))
    for (const answer of refused)
      expect((answer.json.errors as Record<string, string>).discountCode).toMatch(/used as many times as it can be/)
    const bookings = await bookingsOf(event)
    expect(bookings.map((booking) => booking.discountCode)).toEqual(['FEW', 'FEW', 'FEW'])
  })

  it('leaves a free event exactly as before: no payment, no Checkout', async () => {
    const event = await createTestEvent(payload)
    const { answer, registration } = await bookedAlone(event)
    expect(answer.json.redirectTo).toBeUndefined()
    expect(registration.paymentStatus ?? null).toBeNull()
    expect(registration.checkoutSessionId ?? null).toBeNull()
  })
})

describe('a hold that runs out', () => {
  it('releases the places, and the next person waiting is offered them', async () => {
    const event = await paidEvent(1)
    const { registration: holder } = await bookedAlone(event)
    const waiting = await register(event.slug)
    expect(waiting.json.waitingList).toBe(true)
    const [, waiter] = await bookingsOf(event)
    // Someone waiting pays nothing until they have a place.
    expect(waiter).toMatchObject({ placeStatus: 'waiting', paymentStatus: null })

    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 29 * 60_000))).not.toContain(holder.id)
    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 31 * 60_000))).toContain(holder.id)
    expect(await reread(holder)).toMatchObject({ paymentStatus: 'expired' })
    expect((await reread(holder)).cancelledAt).toBeTruthy()
    expect(sessionOf(holder).status).toBe('expired')
    await payload.jobs.run({ limit: 50, where: { taskSlug: { equals: 'offerFreedPlaces' } } })
    expect(await reread(waiter!)).toMatchObject({ placeStatus: 'offered' })
  })

  it('releases the places when Checkout expires (checkout.session.expired)', async () => {
    const event = await paidEvent(1)
    const { registration } = await bookedAlone(event)
    const session = sessionOf(registration)
    session.status = 'expired'
    expect(await deliver(signedStripeEvent('checkout.session.expired', session))).toMatchObject({
      json: { outcome: 'released' },
    })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'expired' })
  })

  it('confirms a late payment when its place is still free', async () => {
    const event = await paidEvent(5)
    const { registration } = await bookedAlone(event)
    await expirePaymentHolds(await reqFor(), new Date(Date.now() + 31 * 60_000))
    const session = sessionOf(registration)
    session.status = 'open'
    expect(await pay(registration)).toMatchObject({ json: { outcome: 'reinstated' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid', cancelledAt: null })
  })

  it('refunds a late payment in full, and says so, when its place has gone to someone else', async () => {
    const event = await paidEvent(1)
    const { registration } = await bookedAlone(event)
    await register(event.slug)
    await expirePaymentHolds(await reqFor(), new Date(Date.now() + 31 * 60_000))
    await payload.jobs.run({ limit: 50, where: { taskSlug: { equals: 'offerFreedPlaces' } } })
    sessionOf(registration).status = 'open'
    expect(await pay(registration)).toMatchObject({ json: { outcome: 'refunded' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'refunded' })
    expect((await reread(registration)).cancelledAt).toBeTruthy()
    const refund = stripe.refunds.find((one) => one.payment_intent === sessionOf(registration).payment_intent)
    expect(refund).toMatchObject({ amount: 1200 })
    expect((await paymentsOf(registration.id)).map((one) => [one.kind, one.amountPence, one.providerId])).toEqual([
      ['payment', 1200, sessionOf(registration).payment_intent],
      ['refund', 1200, refund!.id],
    ])
    const { docs: sent } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email } },
      overrideAccess: true,
    })
    expect(sent.map((one) => (one as { subject?: string }).subject)).toContain(
      `Refunded: your payment for ${event.title}`,
    )
  })
})

describe('a payment for a booking the person cancelled while paying', () => {
  it('is refunded in full, and the booking stays cancelled even with its places free', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await pay(registration)).toMatchObject({ json: { outcome: 'refunded' } })
    const after = await reread(registration)
    expect({ status: after.paymentStatus, cancelled: Boolean(after.cancelledAt) }).toEqual({
      status: 'refunded',
      cancelled: true,
    })
    expect((await paymentsOf(registration.id)).map((one) => [one.kind, one.amountPence, one.note ?? null])).toEqual([
      ['payment', 1200, null],
      ['refund', 1200, 'Refunded automatically: paid after the booking was cancelled.'],
    ])
    const { docs: sent } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email } },
      overrideAccess: true,
    })
    expect(sent.map((one) => (one as { text?: string }).text ?? '').join('\n')).toContain(
      'reached us after the booking had been cancelled',
    )
  })
})

describe('the last places', () => {
  it('never overbooks when 50 people pay for the last 10 places at once', async () => {
    const event = await paidEvent(10)
    const answers = await Promise.all(Array.from({ length: 50 }, () => register(event.slug)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const bookings = await bookingsOf(event)
    const holding = bookings.filter((one) => one.paymentStatus === 'awaiting')
    expect(holding).toHaveLength(10)
    expect(bookings.filter((one) => one.placeStatus === 'waiting')).toHaveLength(40)
    const outcomes = await Promise.all(holding.map((one) => pay(one)))
    expect(outcomes.map((one) => one.json.outcome)).toEqual(Array(10).fill('paid'))
    const paid = (await bookingsOf(event)).filter((one) => one.paymentStatus === 'paid' && !one.cancelledAt)
    expect(paid).toHaveLength(10)
    const { rows } = await poolOf(payload).query(`SELECT sessions FROM event_places WHERE event_id = $1`, [event.id])
    expect(rows[0].sessions.friday.held).toBe(10)
  })
})

describe('the payments collection', () => {
  it('is read by admins only, over REST and GraphQL, and written by nobody over the API', async () => {
    const event = await paidEvent()
    const { registration } = await bookedAlone(event)
    await pay(registration)
    for (const [caller, token] of await everyCaller()) {
      const listed = await rest('GET', `/payments?where[registration][equals]=${registration.id}`, { token })
      const viaGraphql = await graphql(
        `{ Payments(where: { registration: { equals: ${registration.id} } }) { docs { amountPence } } }`,
        {
          token,
        },
      )
      const created = await rest('POST', '/payments', {
        token,
        body: {
          registration: registration.id,
          event: event.id,
          kind: 'payment',
          method: 'card',
          amountPence: 1,
          recordedAt: new Date().toISOString(),
        },
      })
      expect(created.status, caller).toBeGreaterThanOrEqual(400)
      if (caller === 'an admin') {
        expect(listed.json.docs, caller).toHaveLength(1)
        expect(viaGraphql.data?.Payments?.docs, caller).toHaveLength(1)
      } else {
        expect(listed.status, caller).toBe(403)
        expect(viaGraphql.data?.Payments?.docs ?? [], caller).toHaveLength(0)
      }
      const stored = await rest('GET', `/registrations/${registration.id}`, { token })
      if (caller !== 'an admin') expect(stored.json.paymentStatus, caller).toBeUndefined()
    }
  })
})

async function reqFor() {
  const { createLocalReq } = await import('payload')
  return createLocalReq({}, payload)
}
