import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Registration } from '@/payload-types'
import { EventMoney } from '@/payments/admin/EventMoney'
import { readEventMoney } from '@/payments/read-event-money'
import { poolOf } from '@/platform/database/pool'
import { manageTokenFor } from '@/platform/crypto/tokens'
import { MANAGE_MESSAGES, manageRegistration } from '@/registrations/manage-registration'

import { fakeStripeFee } from '../../helpers/fake-stripe'
import { paidBookings } from '../../helpers/paid-bookings'
import { placeCountsDrift } from '../../helpers/place-counts'
import { everyCaller, rest, staffUser } from '../../helpers/payload'

/**
 * Refunds and the cancellation policy against the fake Stripe: an admin refunds part or all of a
 * booking from its screen (card payments through Stripe's Refunds API, others recorded), never more
 * than was paid net of earlier refunds, once per request; a person cancelling through their link gets
 * back what the event's policy gives; the treasurer's CSV and the Overview's money are admins' alone.
 */

const paid = paidBookings(70_000)
const { paidEvent, bookedAlone, pay, paymentsOf, reread, register } = paid
let payload: Payload
let adminToken: string

beforeAll(async () => {
  await paid.start()
  payload = paid.payload
  adminToken = (await staffUser('admin')).token
})

afterAll(async () => {
  expect(await placeCountsDrift(poolOf(payload))).toEqual([])
  await paid.stop()
})

/** A £12 booking, paid by card. */
async function paidBooking(price: Record<string, unknown> = {}) {
  const event = await paidEvent(null, price)
  const { registration } = await bookedAlone(event)
  expect((await pay(registration)).json.outcome).toBe('paid')
  return { event, registration }
}

const refund = (registration: Registration, amountPence: number, over: Record<string, unknown> = {}) =>
  rest('POST', '/payments/refund', {
    token: adminToken,
    body: { registration: registration.id, amountPence, requestKey: randomUUID(), ...over },
  })

const stripeRefundsOf = (registration: Registration) =>
  paid.stripe.refunds.filter((one) => one.payment_intent === paid.sessionOf(registration).payment_intent)

describe('an admin’s refund', () => {
  it('is refused to visitors, editors and volunteers, changing nothing, and made for an admin', async () => {
    const { registration } = await paidBooking()
    for (const [caller, token] of await everyCaller()) {
      if (caller === 'an admin') continue
      const answer = await rest('POST', '/payments/refund', {
        token,
        body: { registration: registration.id, amountPence: 100, requestKey: randomUUID() },
      })
      expect(answer.status, caller).toBe(403)
    }
    expect(stripeRefundsOf(registration)).toHaveLength(0)
    expect(await paymentsOf(registration.id)).toHaveLength(1)
    expect((await refund(registration, 100)).status).toBe(200)
  })

  it('refunds part through Stripe, then the rest, and the booking is then refunded and owes nothing', async () => {
    const { registration } = await paidBooking()
    const part = await refund(registration, 500, { reason: 'Friday only' })
    expect(part.status).toBe(200)
    expect(part.json).toMatchObject({ ok: true, money: { paidPence: 1200, refundedPence: 500, refundablePence: 700 } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
    const rest700 = await refund(registration, 700)
    expect(rest700.json).toMatchObject({ money: { refundedPence: 1200, refundablePence: 0, balancePence: 0 } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'refunded', cancelledAt: null })
    const refunds = stripeRefundsOf(registration)
    expect(refunds.map((one) => one.amount)).toEqual([500, 700])
    const records = (await paymentsOf(registration.id)).filter((one) => one.kind === 'refund')
    expect(records.map((one) => [one.method, one.amountPence, one.providerId, one.reference])).toEqual([
      ['card', 500, refunds[0]!.id, paid.sessionOf(registration).payment_intent],
      ['card', 700, refunds[1]!.id, paid.sessionOf(registration).payment_intent],
    ])
    expect(records[0]).toMatchObject({ note: 'Friday only' })
    expect(records[0]!.recordedBy).toBeTruthy()
    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'refund' }, target: { equals: `registrations:${registration.id}` } },
      overrideAccess: true,
    })
    expect(entries).toHaveLength(2)
  })

  it('refuses more than was paid net of earlier refunds (409), refunding nothing', async () => {
    const { registration } = await paidBooking()
    await refund(registration, 1000)
    const over = await refund(registration, 201)
    expect(over.status).toBe(409)
    expect(over.json.message).toBe('At most £2 can be refunded: that is what was paid, less earlier refunds.')
    expect(stripeRefundsOf(registration).map((one) => one.amount)).toEqual([1000])
    expect(await paymentsOf(registration.id)).toHaveLength(2)
  })

  it('refuses a bad amount (400) and a booking with nothing paid (409)', async () => {
    const { registration } = await paidBooking()
    expect((await refund(registration, 0)).status).toBe(400)
    expect((await refund(registration, 1.5)).status).toBe(400)
    const event = await paidEvent()
    const { registration: unpaid } = await bookedAlone(event)
    const answer = await refund(unpaid, 100)
    expect(answer.status).toBe(409)
    expect(answer.json.message).toMatch(/Nothing has been paid/)
    expect(
      (
        await rest('POST', '/payments/refund', {
          token: adminToken,
          body: { registration: 99_999_999, amountPence: 1, requestKey: randomUUID() },
        })
      ).status,
    ).toBe(404)
  })

  it('refunds once when the same request comes twice at once (a double click)', async () => {
    const { registration } = await paidBooking()
    const requestKey = randomUUID()
    const answers = await Promise.all([
      refund(registration, 400, { requestKey }),
      refund(registration, 400, { requestKey }),
    ])
    expect(answers.map((one) => one.status)).toEqual([200, 200])
    expect(answers.map((one) => one.json.isRepeat).sort()).toEqual([false, true])
    expect(stripeRefundsOf(registration).map((one) => one.amount)).toEqual([400])
    expect((await paymentsOf(registration.id)).filter((one) => one.kind === 'refund')).toHaveLength(1)
  })

  it('refuses a request key already used for another booking before asking Stripe (409)', async () => {
    const { registration: first } = await paidBooking()
    const { registration: second } = await paidBooking()
    const requestKey = randomUUID()
    expect((await refund(first, 300, { requestKey })).status).toBe(200)
    const reused = await refund(second, 300, { requestKey })
    expect(reused.status).toBe(409)
    expect(reused.json.message).toMatch(/already used to record a payment for another booking/)
    expect(stripeRefundsOf(second)).toEqual([])
    expect((await paymentsOf(second.id)).filter((one) => one.kind === 'refund')).toHaveLength(0)
  })

  it('never gives back more than was paid when two refunds of everything race', async () => {
    const { registration } = await paidBooking()
    const answers = await Promise.all([refund(registration, 1200), refund(registration, 1200)])
    expect(answers.map((one) => one.status).sort()).toEqual([200, 409])
    expect(stripeRefundsOf(registration).map((one) => one.amount)).toEqual([1200])
  })

  it('records a refund of a bank transfer without Stripe', async () => {
    const event = await paidEvent()
    const registration = await payload.create({
      collection: 'registrations',
      data: {
        event: event.id,
        fullName: 'Bank Payer',
        email: `bank.${randomUUID()}@test.example`,
        attendanceChoice: ['friday'],
      },
      overrideAccess: true,
    })
    await poolOf(payload).query(
      `UPDATE registrations SET payment_status = 'paid', amount_due_pence = 1200 WHERE id = $1`,
      [registration.id],
    )
    await payload.create({
      collection: 'payments',
      data: {
        registration: registration.id,
        event: event.id,
        kind: 'payment',
        method: 'bank-transfer',
        amountPence: 1200,
        status: 'succeeded',
        reference: 'BANK-REF-1',
        recordedAt: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const calls = paid.stripe.calls.length
    expect((await refund(registration as Registration, 300)).status).toBe(200)
    expect(paid.stripe.calls.slice(calls).filter((call) => call.includes('refunds'))).toEqual([])
    const [, recorded] = await paymentsOf(registration.id)
    expect(recorded).toMatchObject({
      kind: 'refund',
      method: 'bank-transfer',
      amountPence: 300,
      providerId: null,
      reference: 'BANK-REF-1',
    })
  })
})

describe('cancelling through the manage link', () => {
  const linkOf = async (registration: Registration) => {
    const manage = manageTokenFor(payload.secret, registration)
    await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { manageTokenHash: manage.hash },
      overrideAccess: true,
    })
    return manage.token
  }
  const day = 24 * 60 * 60_000
  /** The e-mail confirming the cancellation, once sent (the payment's confirmation may go after it; this one says "as you asked"). */
  const cancellationNotice = async (registration: Registration) => {
    // This booking's waiting confirmations only: other files leave hundreds queued in this shared database.
    await payload.jobs.run({
      limit: 100,
      where: {
        and: [
          { taskSlug: { equals: 'sendRegistrationConfirmation' } },
          { 'input.registrationId': { equals: registration.id } },
        ],
      },
    })
    const { docs: sent } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email } },
      overrideAccess: true,
    })
    return sent.map((one) => (one as { text?: string }).text ?? '').find((text) => text.includes('as you asked'))
  }

  it('shows a full refund before the policy date, then refunds the card and says so in the e-mail', async () => {
    const { registration } = await paidBooking({ refundUntil: new Date(Date.now() + 7 * day).toISOString() })
    const token = await linkOf(registration)
    const viewed = await manageRegistration(payload, { token, action: 'view' })
    expect(viewed).toMatchObject({
      success: true,
      registration: { cancellation: { paidPence: 1200, refundPence: 1200, cardRefundPence: 1200 } },
    })
    const cancelled = await manageRegistration(payload, { token, action: 'cancel' })
    expect(cancelled).toMatchObject({ success: true })
    expect(cancelled.success && cancelled.message).toMatch(/£12 has been refunded to your card/)
    expect(stripeRefundsOf(registration).map((one) => one.amount)).toEqual([1200])
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'refunded' })
    expect((await reread(registration)).cancelledAt).toBeTruthy()
    expect(await cancellationNotice(registration)).toMatch(/£12 has been refunded to you/)
    // Refunded, the place does not come back for free.
    expect(await manageRegistration(payload, { token, action: 'restore', attendanceChoice: ['friday'] })).toEqual({
      success: false,
      message: MANAGE_MESSAGES.unpaidRestore,
    })
  })

  it('shows and gives no refund after the policy date, keeping the payment', async () => {
    const { registration } = await paidBooking({ refundUntil: new Date(Date.now() - day).toISOString() })
    const token = await linkOf(registration)
    const viewed = await manageRegistration(payload, { token, action: 'view' })
    expect(viewed).toMatchObject({ registration: { cancellation: { paidPence: 1200, refundPence: 0 } } })
    const cancelled = await manageRegistration(payload, { token, action: 'cancel' })
    expect(cancelled.success && cancelled.message).not.toMatch(/refunded/)
    expect(stripeRefundsOf(registration)).toHaveLength(0)
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
    expect(await cancellationNotice(registration)).toMatch(/Your payment of £12 is not refunded/)
  })
})

describe('money in the admin', () => {
  it('streams the treasurer’s CSV of payments and refunds, with Stripe’s fee and the net, to admins only', async () => {
    const { event, registration } = await paidBooking()
    await refund(registration, 200)
    for (const [caller, token] of await everyCaller()) {
      const answer = await rest('GET', `/payments/export?event=${event.id}`, { token })
      if (caller !== 'an admin') {
        expect(answer.status, caller).toBe(403)
        continue
      }
      expect(answer.status).toBe(200)
      const lines = String(answer.json).replace('\uFEFF', '').trim().split('\r\n')
      expect(lines[0]).toBe('Date,Person,Event,Gross,Stripe fee,Net,Method,Reference')
      const intent = paid.sessionOf(registration).payment_intent
      const fee = (fakeStripeFee(1200) / 100).toFixed(2)
      expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
        ['Pat Payer', event.title, '12.00', fee, (12 - Number(fee)).toFixed(2), 'Card (Stripe)', intent],
        ['Pat Payer', event.title, '-2.00', '', '-2.00', 'Card (Stripe) refund', stripeRefundsOf(registration)[0]!.id],
      ])
    }
  })

  it('sums the event’s income, outstanding and refunded on the Overview, for admins only', async () => {
    const { event, registration } = await paidBooking()
    await refund(registration, 300)
    await register(event.slug) // holding places, not paid yet: £12 outstanding
    expect(await readEventMoney(payload, event.id)).toEqual({
      incomePence: 900,
      outstandingPence: 1200 + 300,
      refundedPence: 300,
      bookings: 2,
    })
    const admin = await staffUser('admin')
    const shown = renderToStaticMarkup(await EventMoney({ payload, user: admin.user as never, eventId: event.id }))
    expect(shown).toContain('£9')
    expect(shown).toContain('£15')
    expect(shown).toContain('£3')
    for (const role of ['editor', 'volunteer'] as const) {
      const staff = await staffUser(role)
      expect(await EventMoney({ payload, user: staff.user as never, eventId: event.id }), role).toBeNull()
    }
    expect(await EventMoney({ payload, user: null, eventId: event.id })).toBeNull()
  })
})
