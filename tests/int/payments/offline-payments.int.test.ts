import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Event, Registration } from '@/payload-types'
import { expirePaymentHolds, sendPaymentReminders } from '@/payments/expire-payment-holds'
import { poolOf } from '@/platform/database/pool'
import { resolveAudience } from '@/messaging/resolve-audience'
import { registrationListWhere, segmentWhere } from '@/registrations/rules/audience'
import { parseRegistrationFilters } from '@/registrations/rules/registration-filters'

import { createTestEvent } from '../../helpers/events'
import {
  bookingsOf as bookingsAt,
  localReq,
  paymentsOf as paymentsFor,
  useFakeStripe,
  withFridayPlaces,
} from '../../helpers/paid-bookings'
import { placeCountsDrift } from '../../helpers/place-counts'
import { everyCaller, rest, runConfirmationsFor, staffUser, testPayload, uniqueEmail } from '../../helpers/payload'

/**
 * Bank transfer and pay on the day: the person picks the method where several are offered, the booking
 * is held (or confirmed) with a payment reference, an admin records the money (audited, once per
 * request), an unpaid hold is reminded once and then lapses to the waiting list.
 */

let payload: Payload
let stripe: Awaited<ReturnType<typeof useFakeStripe>>
let admin: Awaited<ReturnType<typeof staffUser>>
let ip = 90_000
const DAY = 86_400_000

const register = (slug: string, body: Record<string, unknown> = {}) => {
  ip += 1
  return rest('POST', '/registrations/register', {
    body: {
      event: slug,
      website: '',
      fullName: 'Bea Banker',
      email: uniqueEmail('banker'),
      attendanceChoice: ['friday'],
      ...body,
    },
    ip: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  })
}

/** A paid event (£12 per person) taking bank transfer and, unless told otherwise, no card. */
async function offlineEvent(price: Partial<NonNullable<Event['price']>> = {}, friday: number | null = null) {
  const event = await createTestEvent(payload, {
    price: { basis: 'person', amountPence: 1200, offerCard: false, offerBankTransfer: true, ...price },
  })
  return friday === null ? event : withFridayPlaces(payload, event, friday)
}

const bookingsOf = (event: Event) => bookingsAt(payload, event)

const booked = async (event: Event, body: Record<string, unknown> = {}) => {
  const answer = await register(event.slug, body)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  const [registration] = (await bookingsOf(event)).filter((one) => !one.groupBooker).slice(-1)
  return { answer, registration: registration! }
}

const reread = (registration: Registration) =>
  payload.findByID({ collection: 'registrations', id: registration.id, depth: 0, overrideAccess: true })

const paymentsOf = (registration: number) => paymentsFor(payload, registration)

let keyCount = 0
/** POST mark-paid as the given caller (undefined: a visitor); a fresh request key unless the body gives one. */
const markPaidAs = (token: string | undefined, registration: number, body: Record<string, unknown> = {}) =>
  rest('POST', `/registrations/${registration}/mark-paid`, {
    token,
    body: { amountPence: 1200, method: 'bank-transfer', requestKey: `test-key-${Date.now()}-${++keyCount}`, ...body },
  })
const markPaid = (registration: number, body: Record<string, unknown> = {}) =>
  markPaidAs(admin.token, registration, body)

async function outboxFor(email: string) {
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { to: { equals: email } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

const reqFor = () => localReq(payload)

beforeAll(async () => {
  stripe = await useFakeStripe()
  payload = await testPayload()
  admin = await staffUser('admin')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { bankDetails: { accountName: 'Example Church', sortCode: '00-00-00', accountNumber: '00000000' } },
    overrideAccess: true,
  })
})

afterAll(async () => {
  expect(await placeCountsDrift(poolOf(payload))).toEqual([])
  await stripe.restore()
})

describe('choosing how to pay', () => {
  it('needs a choice where card and bank transfer are offered, and refuses one not offered, storing nothing', async () => {
    const event = await offlineEvent({ offerCard: true })
    const none = await register(event.slug)
    expect(none.status).toBe(400)
    expect((none.json.errors as Record<string, string>).paymentMethod).toBe('Please choose how you will pay.')
    const other = await register(event.slug, { paymentMethod: 'on-the-day' })
    expect(other.status).toBe(400)
    expect(await bookingsOf(event)).toHaveLength(0)
  })

  it('sends a card choice to Checkout and a bank-transfer choice to the reference, no Checkout', async () => {
    const event = await offlineEvent({ offerCard: true })
    const card = await booked(event, { paymentMethod: 'card' })
    expect(card.answer.json.redirectTo).toMatch(/^http/)
    expect(card.registration).toMatchObject({ paymentMethod: 'card', paymentStatus: 'awaiting' })
    const bank = await booked(event, { paymentMethod: 'bank-transfer' })
    expect(bank.answer.json.redirectTo).toBeUndefined()
    expect(bank.registration).toMatchObject({ paymentMethod: 'bank-transfer', checkoutSessionId: null })
  })

  it('takes the only method offered without a choice, holds the places 7 days with a reference, and shows how to pay', async () => {
    const event = await offlineEvent()
    const before = Date.now()
    const { answer, registration } = await booked(event)
    expect(registration).toMatchObject({
      paymentStatus: 'awaiting',
      paymentMethod: 'bank-transfer',
      amountDuePence: 1200,
    })
    expect(registration.paymentReference).toMatch(/^TES-[2-9A-Z]{6}$/)
    const holdEnds = new Date(registration.holdExpiresAt!).getTime()
    expect(holdEnds - before).toBeGreaterThanOrEqual(7 * DAY - 1000)
    expect(holdEnds - new Date(registration.paymentReminderAt!).getTime()).toBe(2 * DAY)
    const payment = answer.json.payment as { reference: string; lines: string[] }
    expect(payment.reference).toBe(registration.paymentReference)
    expect(payment.lines[0]).toBe(
      `Please pay £12 by bank transfer with the reference ${registration.paymentReference}.`,
    )
    expect(payment.lines).toContain('Sort code: 00-00-00')
  })

  it('e-mails the confirmation at once with the reference and bank details', async () => {
    const event = await offlineEvent()
    const email = uniqueEmail('confirmed')
    const { registration } = await booked(event, { email })
    await runConfirmationsFor([registration.id])
    const [message] = await outboxFor(email)
    expect(message?.text).toContain(`with the reference ${registration.paymentReference}`)
    expect(message?.text).toContain('Account number: 00000000')
  })

  it('confirms a booking at once when the event says so: no lapse, no reminder', async () => {
    const event = await offlineEvent({ offerBankTransfer: false, offerOnTheDay: true, offlineBooking: 'confirmed' })
    const { answer, registration } = await booked(event)
    expect(registration).toMatchObject({
      paymentStatus: 'awaiting',
      paymentMethod: 'on-the-day',
      holdExpiresAt: null,
      paymentReminderAt: null,
    })
    expect((answer.json.payment as { lines: string[] }).lines).toEqual([
      `Please pay £12 when you arrive, and give the reference ${registration.paymentReference}.`,
    ])
    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 365 * DAY))).not.toContain(registration.id)
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'awaiting', cancelledAt: null })
  })
})

describe('an admin marking a booking paid', () => {
  it('is refused to a visitor, a user without a role, an editor and a volunteer, and changes nothing', async () => {
    const { registration } = await booked(await offlineEvent())
    for (const [caller, token] of await everyCaller()) {
      if (caller === 'an admin') continue
      const answer = await markPaidAs(token, registration.id)
      expect(answer.status, caller).toBe(403)
    }
    expect(await paymentsOf(registration.id)).toHaveLength(0)
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'awaiting' })
  })

  it('records the payment by the admin, marks the booking paid and writes the audit log', async () => {
    const { registration } = await booked(await offlineEvent())
    const answer = await markPaid(registration.id, { note: 'Seen on the statement' })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ paymentStatus: 'paid', paidPence: 1200, balancePence: 0 })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
    const [payment] = await paymentsOf(registration.id)
    expect(payment).toMatchObject({
      kind: 'payment',
      method: 'bank-transfer',
      amountPence: 1200,
      status: 'succeeded',
      recordedBy: admin.user.id,
      reference: registration.paymentReference,
      note: 'Seen on the statement',
    })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'payment-record' } }, { target: { equals: `registrations:${registration.id}` } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      actorEmail: admin.email,
      summary: 'Recorded £12 paid by bank transfer for Bea Banker',
    })
    // A paid booking no longer lapses.
    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 30 * DAY))).not.toContain(registration.id)
  })

  it('leaves a part payment awaiting with the balance, then the rest makes it paid', async () => {
    const { registration } = await booked(await offlineEvent())
    const part = await markPaid(registration.id, { amountPence: 500, method: 'on-the-day' })
    expect(part.json).toMatchObject({ paymentStatus: 'awaiting', paidPence: 500, balancePence: 700 })
    expect(part.json.message).toBe('Recorded £5; £7 still to pay.')
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'awaiting' })
    const rest700 = await markPaid(registration.id, { amountPence: 700 })
    expect(rest700.json).toMatchObject({ paymentStatus: 'paid', balancePence: 0 })
    expect(await paymentsOf(registration.id)).toHaveLength(2)
  })

  it('records one payment for two identical requests at once (a double click)', async () => {
    const { registration } = await booked(await offlineEvent())
    const body = { amountPence: 500, requestKey: `double-${Date.now()}` }
    const answers = await Promise.all([markPaid(registration.id, body), markPaid(registration.id, body)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.json.balancePence)).toEqual([700, 700])
    expect(await paymentsOf(registration.id)).toHaveLength(1)
  })

  it('refuses a request key already used for another booking (409) and records nothing for it', async () => {
    const event = await offlineEvent()
    const { registration: first } = await booked(event)
    const { registration: second } = await booked(event)
    const requestKey = `reused-${Date.now()}`
    expect((await markPaid(first.id, { amountPence: 500, requestKey })).status).toBe(200)
    const reused = await markPaid(second.id, { amountPence: 500, requestKey })
    expect(reused.status).toBe(409)
    expect(reused.json.message).toMatch(/already used to record a payment for another booking/)
    expect(await paymentsOf(second.id)).toHaveLength(0)
    expect(await paymentsOf(first.id)).toHaveLength(1)
    // The same key on two bookings at once: the unique key lets one through, the other is refused.
    const raceKey = `race-${Date.now()}`
    const { registration: third } = await booked(event)
    const answers = await Promise.all([
      markPaid(second.id, { amountPence: 500, requestKey: raceKey }),
      markPaid(third.id, { amountPence: 500, requestKey: raceKey }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await paymentsOf(second.id)).length + (await paymentsOf(third.id)).length).toBe(1)
  })

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { registration } = await booked(await offlineEvent())
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ amountPence: -100 }, 400, /more than £0/],
      [{ amountPence: 0 }, 400, /more than £0/],
      [{ amountPence: 12.5 }, 400, /more than £0/],
      [{ amountPence: 1201 }, 400, /more than the £12 still to pay/],
      [{ method: 'card' }, 400, /how it was paid/],
      [{ requestKey: '' }, 400, /./],
    ]
    for (const [body, status, message] of cases) {
      const answer = await markPaid(registration.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(String(answer.json.message), JSON.stringify(body)).toMatch(message)
    }
    expect((await markPaid(999_999_999)).status).toBe(404)
    expect(await paymentsOf(registration.id)).toHaveLength(0)
  })

  it('refuses a booking paid by card, whose Checkout Stripe may still confirm', async () => {
    const { registration } = await booked(await offlineEvent({ offerCard: true }), { paymentMethod: 'card' })
    expect(await markPaid(registration.id)).toMatchObject({
      status: 409,
      json: { message: 'This booking is paid by card: Stripe confirms its payment, or its hold lapses.' },
    })
    expect(await paymentsOf(registration.id)).toHaveLength(0)
  })

  it('refuses a free booking, a cancelled one and one already paid', async () => {
    const free = await booked(await createTestEvent(payload))
    expect(await markPaid(free.registration.id)).toMatchObject({
      status: 409,
      json: { message: 'This booking has nothing to pay: it is for a free event.' },
    })
    const { registration } = await booked(await offlineEvent())
    await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { cancelledAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect((await markPaid(registration.id)).status).toBe(409)
    const paid = await booked(await offlineEvent())
    await markPaid(paid.registration.id)
    expect(await markPaid(paid.registration.id)).toMatchObject({
      status: 409,
      json: { message: 'This booking is already paid.' },
    })
    expect(await paymentsOf(registration.id)).toHaveLength(0)
    expect(await paymentsOf(paid.registration.id)).toHaveLength(1)
  })
})

describe('an unpaid hold', () => {
  it('is reminded once, 2 days before it lapses, with what is still to pay', async () => {
    const event = await offlineEvent()
    const email = uniqueEmail('reminded')
    const { registration } = await booked(event, { email })
    await markPaid(registration.id, { amountPence: 200 })
    const req = await reqFor()
    expect(await sendPaymentReminders(req, new Date(Date.now() + 4 * DAY))).not.toContain(registration.id)
    expect(await sendPaymentReminders(req, new Date(Date.now() + 5 * DAY + 60_000))).toContain(registration.id)
    expect(await sendPaymentReminders(req, new Date(Date.now() + 6 * DAY))).not.toContain(registration.id)
    const reminders = (await outboxFor(email)).filter((message) => message.subject?.startsWith('Payment reminder'))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain(
      `Please pay £10 by bank transfer with the reference ${registration.paymentReference}.`,
    )
  })

  it('asks for what is still to pay net of refunds: of £4 paid, £2 given back leaves £10 to pay', async () => {
    const event = await offlineEvent()
    const email = uniqueEmail('refunded-part')
    const { registration } = await booked(event, { email })
    await markPaid(registration.id, { amountPence: 400 })
    const refunded = await rest('POST', '/payments/refund', {
      token: admin.token,
      body: { registration: registration.id, amountPence: 200, requestKey: `refund-${registration.id}` },
    })
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200)
    expect(await sendPaymentReminders(await reqFor(), new Date(Date.now() + 5 * DAY + 60_000))).toContain(
      registration.id,
    )
    const [reminder] = (await outboxFor(email)).filter((message) => message.subject?.startsWith('Payment reminder'))
    expect(reminder!.text).toContain(
      `Please pay £10 by bank transfer with the reference ${registration.paymentReference}.`,
    )
  })

  it('is not reminded once paid', async () => {
    const { registration } = await booked(await offlineEvent())
    await markPaid(registration.id)
    expect(await sendPaymentReminders(await reqFor(), new Date(Date.now() + 6 * DAY))).not.toContain(registration.id)
  })

  it('lapses at its end and its places are offered to the next person waiting, as a card hold does', async () => {
    const event = await offlineEvent({ offlineHoldDays: 3 }, 1)
    const { registration: holder } = await booked(event)
    const waiting = await register(event.slug)
    expect(waiting.json.waitingList).toBe(true)
    const [, waiter] = await bookingsOf(event)
    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 3 * DAY - 60_000))).not.toContain(holder.id)
    expect(await expirePaymentHolds(await reqFor(), new Date(Date.now() + 3 * DAY + 60_000))).toContain(holder.id)
    expect(await reread(holder)).toMatchObject({ paymentStatus: 'expired' })
    expect((await reread(holder)).cancelledAt).toBeTruthy()
    await payload.jobs.run({ limit: 50, where: { taskSlug: { equals: 'offerFreedPlaces' } } })
    expect(await reread(waiter!)).toMatchObject({ placeStatus: 'offered' })
    // A lapsed booking cannot then be marked paid.
    expect((await markPaid(holder.id)).status).toBe(409)
  })
})

describe('payment filters and audiences', () => {
  it("filter an event's registrations by payment status", async () => {
    const event = await offlineEvent()
    const awaiting = (await booked(event)).registration
    const paid = (await booked(event)).registration
    await markPaid(paid.id)
    const lapsed = (await booked(event, { attendanceChoice: ['saturday'] })).registration
    await poolOf(payload).query(
      `UPDATE registrations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [lapsed.id],
    )
    await expirePaymentHolds(await reqFor())
    const scope = { eventId: event.id, sessions: [], allKey: 'all' }
    const idsFor = async (payment: string) =>
      (
        await payload.find({
          collection: 'registrations',
          where: registrationListWhere({ payment: payment as 'awaiting' }, scope),
          depth: 0,
          overrideAccess: true,
        })
      ).docs
        .map((one) => one.id)
        .sort((a, b) => a - b)
    expect(await idsFor('awaiting')).toEqual([awaiting.id])
    expect(await idsFor('paid')).toEqual([paid.id])
    expect(await idsFor('lapsed')).toEqual([lapsed.id])
    expect(await idsFor('refunded')).toEqual([])
    // Someone brought along on a paid booking has no payment of their own, and is not free either.
    const group = (await booked(event, { people: [{ fullName: 'Kit Banker', isChild: false, answers: {} }] }))
      .registration
    expect(await idsFor('free')).toEqual([])
    expect(await idsFor('awaiting')).toEqual([awaiting.id, group.id])
    expect(await idsFor('all')).toHaveLength(5)
  })

  it('lists a free event\'s registrations, people brought along too, under "free", read from the list\'s URL', async () => {
    const event = await createTestEvent(payload)
    const { registration } = await booked(event, { people: [{ fullName: 'Kit Free', isChild: false, answers: {} }] })
    const brought = (await bookingsOf(event)).find((one) => one.groupBooker)!
    const filters = parseRegistrationFilters(new URLSearchParams('payment=free'))
    const { docs } = await payload.find({
      collection: 'registrations',
      where: registrationListWhere(filters, { eventId: event.id, sessions: [], allKey: 'all' }),
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((one) => one.id).sort((a, b) => a - b)).toEqual([registration.id, brought.id])
  })

  it("reach a paid event's bookers awaiting payment, or paid, as messaging audiences", async () => {
    const event = await offlineEvent()
    const awaiting = (await booked(event)).registration
    const paid = (await booked(event)).registration
    await markPaid(paid.id)
    for (const [key, expected, label] of [
      [`awaiting-payment:${event.id}`, awaiting.id, `Awaiting payment for ${event.title}`],
      [`paid:${event.id}`, paid.id, `Paid for ${event.title}`],
    ] as const) {
      const audience = await resolveAudience(payload, key)
      expect(audience).toMatchObject({ key, label })
      const { docs } = await payload.find({
        collection: 'registrations',
        where: segmentWhere(audience!.filters),
        depth: 0,
        overrideAccess: true,
      })
      expect(docs.map((one) => one.id)).toEqual([expected])
    }
  })
})
