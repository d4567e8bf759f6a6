import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Event, Registration } from '@/payload-types'
import { sendBalanceReminders } from '@/payments/balance-reminders'
import { expirePaymentHolds } from '@/payments/expire-payment-holds'
import { readBookingMoney } from '@/payments/read-money'
import { BALANCE_DUE_MESSAGES } from '@/payments/rules/deposit'
import { hashToken, manageTokenFor } from '@/platform/crypto/tokens'
import { poolOf } from '@/platform/database/pool'
import { manageRegistration } from '@/registrations/manage-registration'
import { resolveAudience } from '@/messaging/resolve-audience'
import { registrationListWhere, segmentWhere } from '@/registrations/rules/audience'

import { localReq, paidBookings } from '../../helpers/paid-bookings'
import { signedStripeEvent } from '../../helpers/fake-stripe'
import { placeCountsDrift } from '../../helpers/place-counts'
import { everyCaller, rest, runConfirmationsFor, staffUser, uniqueEmail } from '../../helpers/payload'

/**
 * Deposits and instalments against the fake Stripe: a booking pays its deposit by card (or is asked
 * for it by bank transfer), stands part paid with a balance, pays the balance in parts from its own
 * manage link (never more than it owes), is reminded once before the balance is due, and shows overdue after.
 */

const paid = paidBookings(150_000)
const { deliver, paidEvent, paymentsOf, sessionOf, pay, bookedAlone, reread } = paid
let payload: Payload
let stripe: ReturnType<typeof paidBookings>['stripe']
let admin: Awaited<ReturnType<typeof staffUser>>
const DAY = 86_400_000
/** The test event's first session is a month away; the balance is due in ten days. */
const dueAt = () => new Date(Date.now() + 10 * DAY).toISOString()

beforeAll(async () => {
  await paid.start()
  payload = paid.payload
  stripe = paid.stripe
  admin = await staffUser('admin')
})

afterAll(async () => {
  expect(await placeCountsDrift(poolOf(payload))).toEqual([])
  await paid.stop()
})

/** £12 a person, a £5 deposit (or the given terms), the balance due in ten days. */
const depositEvent = (price: Partial<NonNullable<Event['price']>> = {}) =>
  paidEvent(null, { depositKind: 'fixed', depositValue: 500, balanceDueAt: dueAt(), ...price })

/** The booking's own manage link, as its confirmation e-mail carries it. */
async function manageLinkOf(registration: Registration) {
  const manage = manageTokenFor(payload.secret, registration)
  await poolOf(payload).query('UPDATE registrations SET manage_token_hash = $2 WHERE id = $1', [
    registration.id,
    manage.hash,
  ])
  return manage.token
}

const payBalance = (token: string, amountPence?: number) =>
  rest('POST', '/registrations/manage', {
    body: { action: 'pay-balance', token, amountPence },
    ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  })

/** The Checkout session a "Pay the balance" answer sends the person to. */
const sessionAt = (url: unknown) => [...stripe.sessions.values()].find((session) => session.url === url)!

/** A card booking whose £5 deposit is paid: part paid with £7 to go. */
async function depositPaid(event?: Event) {
  const { registration } = await bookedAlone(event ?? (await depositEvent()))
  expect(await pay(registration)).toMatchObject({ status: 200, json: { outcome: 'part-paid' } })
  return { registration: await reread(registration), token: await manageLinkOf(registration) }
}

describe('a card booking with a deposit', () => {
  it('is sent to Checkout for the deposit only, and the verified webhook confirms it part paid with its balance', async () => {
    const { registration } = await bookedAlone(await depositEvent())
    expect(registration).toMatchObject({ paymentStatus: 'awaiting', amountDuePence: 1200, depositPence: 500 })
    expect(new Date(registration.balanceDueAt!).getTime()).toBeGreaterThan(Date.now() + 9 * DAY)
    expect(sessionOf(registration).amount_total).toBe(500)

    expect(await pay(registration)).toMatchObject({ json: { outcome: 'part-paid' } })
    const after = await reread(registration)
    expect(after).toMatchObject({ paymentStatus: 'part-paid', cancelledAt: null })
    const money = (await readBookingMoney(poolOf(payload), [registration.id])).get(registration.id)!.money
    expect(money).toMatchObject({ paidPence: 500, balancePence: 700 })
    // Its confirmation says what is still to pay, by when, and where.
    await runConfirmationsFor([registration.id])
    const { docs: sent } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(sent.map((message) => message.text).join('\n')).toMatch(
      /Thank you for your deposit of £5\.\s+The balance of £7 is due by \w+day \d+ \w+ \d{4}: you can pay it/,
    )
    // The places are kept: a part-paid booking never lapses like an unpaid hold.
    expect(await expirePaymentHolds(await localReq(payload), new Date(Date.now() + 2 * DAY))).not.toContain(
      registration.id,
    )
  })

  it('pays the whole price at once when the deposit would be the whole of it, as an event without one does', async () => {
    const { registration } = await bookedAlone(await depositEvent({ depositValue: 5000 }))
    expect(registration.depositPence).toBeFalsy()
    expect(sessionOf(registration).amount_total).toBe(1200)
    expect(await pay(registration)).toMatchObject({ json: { outcome: 'paid' } })
  })

  it('pays the balance in two parts from the manage link, each a Checkout and a payment record, then is paid', async () => {
    const { registration, token } = await depositPaid()
    const view = await manageRegistration(payload, { token, action: 'view' })
    expect(view.success && view.registration.balance).toMatchObject({
      totalPence: 1200,
      paidPence: 500,
      balancePence: 700,
      canPayByCard: true,
      isOverdue: false,
    })

    const first = await payBalance(token, 300)
    expect(first.status).toBe(200)
    const firstSession = sessionAt(first.json.checkoutUrl)
    expect(firstSession).toMatchObject({
      amount_total: 300,
      metadata: { registrationId: String(registration.id), purpose: 'balance' },
    })
    const firstPaid = signedStripeEvent('checkout.session.completed', stripe.complete(firstSession.id))
    expect(await deliver(firstPaid)).toMatchObject({ json: { outcome: 'part-paid' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'part-paid' })

    // A repeat of the same event, or another event for the same payment, changes nothing.
    expect(await deliver(firstPaid)).toMatchObject({ json: { outcome: 'duplicate' } })
    expect(await deliver(signedStripeEvent('checkout.session.async_payment_succeeded', firstSession))).toMatchObject({
      json: { outcome: 'duplicate' },
    })
    expect(await paymentsOf(registration.id)).toHaveLength(2)

    const second = await payBalance(token, 400)
    const secondSession = sessionAt(second.json.checkoutUrl)
    expect(secondSession.amount_total).toBe(400)
    expect(
      await deliver(signedStripeEvent('checkout.session.completed', stripe.complete(secondSession.id))),
    ).toMatchObject({ json: { outcome: 'paid' } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
    expect((await paymentsOf(registration.id)).map((one) => [one.kind, one.method, one.amountPence])).toEqual([
      ['payment', 'card', 500],
      ['payment', 'card', 300],
      ['payment', 'card', 400],
    ])
    const done = await manageRegistration(payload, { token, action: 'view' })
    expect(done.success && done.registration.balance).toMatchObject({ balancePence: 0, canPayByCard: false })
    expect((await payBalance(token, 100)).status).toBe(409)
  })

  it('refuses a Checkout above the balance, below £1 or leaving less than a card can take, opening none', async () => {
    const { token } = await depositPaid()
    const before = stripe.sessions.size
    const tooMuch = await payBalance(token, 701)
    expect(tooMuch).toMatchObject({ status: 400, json: { message: 'That is more than the £7 still to pay.' } })
    expect((await payBalance(token, 99)).status).toBe(400)
    expect((await payBalance(token)).status).toBe(400)
    expect(await payBalance(token, 680)).toMatchObject({
      status: 400,
      json: { message: 'That would leave £0.20, too little to pay by card: pay all £7, or leave at least £0.30.' },
    })
    expect(stripe.sessions.size).toBe(before)
  })

  it('offers no card for a balance below Stripe’s least charge, and says whom to ask', async () => {
    const { registration, token } = await depositPaid()
    // £5 paid of £5.20: what an older booking or an admin's part refund may leave.
    await poolOf(payload).query('UPDATE registrations SET amount_due_pence = 520 WHERE id = $1', [registration.id])
    const before = stripe.sessions.size
    const view = (await rest('POST', '/registrations/manage', { body: { action: 'view', token } })).json as {
      registration: { balance: unknown }
    }
    expect(view.registration.balance).toMatchObject({ balancePence: 20, canPayByCard: false })
    expect(await payBalance(token, 20)).toMatchObject({
      status: 409,
      json: { message: 'The £0.20 left is too little to pay by card: please ask the church office how to pay it.' },
    })
    expect(stripe.sessions.size).toBe(before)
  })

  it('opens one Checkout, not two, when "Pay" is pressed twice', async () => {
    const { token } = await depositPaid()
    const before = stripe.sessions.size
    const answers = await Promise.all([payBalance(token, 700), payBalance(token, 700)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[1]!.json.checkoutUrl).toBe(answers[0]!.json.checkoutUrl)
    expect(stripe.sessions.size).toBe(before + 1)
    // Another amount is another Checkout.
    const other = await payBalance(token, 500)
    expect(other.json.checkoutUrl).not.toBe(answers[0]!.json.checkoutUrl)
    expect(stripe.sessions.size).toBe(before + 2)
  })

  it('never keeps more than is owed: of two Checkouts opened side by side and both paid, what goes over is refunded', async () => {
    const { registration, token } = await depositPaid()
    const [one, two] = await Promise.all([payBalance(token, 700), payBalance(token, 600)])
    const [first, second] = [sessionAt(one.json.checkoutUrl), sessionAt(two.json.checkoutUrl)]
    expect(await deliver(signedStripeEvent('checkout.session.completed', stripe.complete(first.id)))).toMatchObject({
      json: { outcome: 'paid' },
    })
    const late = signedStripeEvent('checkout.session.completed', stripe.complete(second.id))
    expect(await deliver(late)).toMatchObject({ json: { outcome: 'refunded' } })
    expect(await deliver(late)).toMatchObject({ json: { outcome: 'duplicate' } })
    expect(stripe.refunds.filter((refund) => refund.payment_intent === second.payment_intent)).toEqual([
      expect.objectContaining({ amount: 600 }),
    ])
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
    const money = (await readBookingMoney(poolOf(payload), [registration.id])).get(registration.id)!.money
    expect(money).toMatchObject({ paidPence: 1800, refundedPence: 600, balancePence: 0 })
    // The person is told, once, what went back and that the booking stands.
    const { docs: told } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email }, subject: { like: 'Refunded' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain('We have refunded the £6 that went over to your card')
    expect(told[0]!.text).toContain('Your booking stands.')
  })

  it('is cancelled through the link under the refund policy on what was actually paid (the deposit)', async () => {
    const event = await depositEvent({ refundUntil: new Date(Date.now() + 5 * DAY).toISOString() })
    const { registration, token } = await depositPaid(event)
    const view = await manageRegistration(payload, { token, action: 'view' })
    expect(view.success && view.registration.cancellation).toMatchObject({ paidPence: 500, refundPence: 500 })
    const cancelled = await manageRegistration(payload, { token, action: 'cancel' })
    expect(cancelled.success && cancelled.message).toMatch(/£5 has been refunded to your card/)
    const money = (await readBookingMoney(poolOf(payload), [registration.id])).get(registration.id)!.money
    expect(money).toMatchObject({ paidPence: 500, refundedPence: 500, balancePence: 0 })
    // Nothing is owed on a cancelled booking: no balance to pay.
    expect((await payBalance(token, 700)).json).toMatchObject({ success: false })
  })
})

describe('the messaging audience of balances owed', () => {
  it('reaches the bookers whose deposit is in and balance owed, not those awaiting or paid in full', async () => {
    const event = await depositEvent()
    const { registration } = await depositPaid(event)
    await bookedAlone(event)
    const audience = await resolveAudience(payload, `part-paid:${event.id}`)
    expect(audience).toMatchObject({ label: `Deposit paid, balance owed, for ${event.title}` })
    const { docs } = await payload.find({
      collection: 'registrations',
      where: segmentWhere(audience!.filters),
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((one) => one.id)).toEqual([registration.id])
  })
})

describe('the balance endpoint', () => {
  it('works only with the booking’s own manage token: another token pays (and shows) only its own booking', async () => {
    const mine = await depositPaid()
    const theirs = await depositPaid()
    expect(await payBalance('not-a-real-token', 300)).toMatchObject({ json: { success: false } })
    const answer = await payBalance(theirs.token, 300)
    expect(sessionAt(answer.json.checkoutUrl).metadata).toMatchObject({
      registrationId: String(theirs.registration.id),
    })
    const view = await manageRegistration(payload, { token: mine.token, action: 'view' })
    expect(JSON.stringify(view)).not.toContain(theirs.registration.email!)
  })

  it('gives a visitor, or any staff role but an admin, none of a booking’s money fields', async () => {
    const { registration } = await depositPaid()
    for (const [caller, token] of await everyCaller()) {
      const answer = await rest('GET', `/registrations/${registration.id}?depth=0`, { token })
      const fields = ['depositPence', 'balanceDueAt', 'balanceReminderAt', 'amountDuePence', 'paymentStatus']
      if (caller === 'an admin') expect(answer.json, caller).toMatchObject({ depositPence: 500 })
      else for (const field of fields) expect(answer.json[field], `${caller} ${field}`).toBeUndefined()
    }
  })
})

describe('a bank-transfer booking with a deposit', () => {
  const transferEvent = () =>
    depositEvent({ offerCard: false, offerBankTransfer: true, depositKind: 'percent', depositValue: 25 })

  it('is asked for the deposit first with its reference; each amount marked paid reduces the balance', async () => {
    const { answer, registration } = await bookedAlone(await transferEvent())
    expect(registration).toMatchObject({ paymentStatus: 'awaiting', depositPence: 300 })
    const notice = answer.json.payment as { amountPence: number; lines: string[] }
    expect(notice.amountPence).toBe(300)
    expect(notice.lines[0]).toBe(`Please pay £3 by bank transfer with the reference ${registration.paymentReference}.`)
    expect(notice.lines.join(' ')).toMatch(/That is your deposit: the balance of £9 is due by/)

    const mark = (amountPence: number) =>
      rest('POST', `/registrations/${registration.id}/mark-paid`, {
        token: admin.token,
        body: { amountPence, method: 'bank-transfer', requestKey: `deposit-${registration.id}-${amountPence}` },
      })
    expect(await mark(200)).toMatchObject({ status: 200, json: { paymentStatus: 'awaiting', balancePence: 1000 } })
    expect(await mark(100)).toMatchObject({ json: { paymentStatus: 'part-paid', balancePence: 900 } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'part-paid', cancelledAt: null })
    // A confirmation sent now (after a change through the link, say) asks for the balance left, not the deposit.
    await payload.jobs.queue({
      task: 'sendRegistrationConfirmation',
      input: { registrationId: registration.id, isChange: true },
    })
    await runConfirmationsFor([registration.id])
    const { docs: sent } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: registration.email } },
      sort: '-createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(sent[0]!.text).toContain(
      `Please pay £9 by bank transfer with the reference ${registration.paymentReference}.`,
    )
    expect(sent[0]!.text).toMatch(/It is due by \w+day/)
    // The manage link's page gives the same: the balance left and the reference, and no card (the event takes none).
    const view = await manageRegistration(payload, { token: await manageLinkOf(registration), action: 'view' })
    expect(view.success && view.registration.balance).toMatchObject({ balancePence: 900, canPayByCard: false })
    expect(view.success && view.registration.balance?.howToPay?.[0]).toBe(
      `Please pay £9 by bank transfer with the reference ${registration.paymentReference}.`,
    )
    // Part paid, the hold no longer lapses.
    expect(await expirePaymentHolds(await localReq(payload), new Date(Date.now() + 8 * DAY))).not.toContain(
      registration.id,
    )
    expect(await mark(400)).toMatchObject({ json: { paymentStatus: 'part-paid', balancePence: 500 } })
    expect(await mark(600)).toMatchObject({ status: 400 })
    expect(await mark(500)).toMatchObject({ json: { paymentStatus: 'paid', balancePence: 0 } })
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('lets an admin record a transfer towards a card booking’s balance once its deposit is in', async () => {
    const { registration } = await depositPaid()
    const answer = await rest('POST', `/registrations/${registration.id}/mark-paid`, {
      token: admin.token,
      body: { amountPence: 700, method: 'bank-transfer', requestKey: `card-balance-${registration.id}` },
    })
    expect(answer).toMatchObject({ status: 200, json: { paymentStatus: 'paid' } })
  })
})

describe('the balance reminder', () => {
  const outboxFor = async (email: string) =>
    (
      await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs.filter((message) => message.subject?.startsWith('Balance due'))

  it('goes once, the set days before the due date, with the manage link, even when two runs race', async () => {
    const email = uniqueEmail('balance')
    const { registration } = await bookedAlone(await depositEvent({ balanceReminderDays: 3 }), { email })
    await pay(registration)
    const fullyPaid = await depositPaid()
    await rest('POST', `/registrations/${fullyPaid.registration.id}/mark-paid`, {
      token: admin.token,
      body: { amountPence: 700, method: 'bank-transfer', requestKey: `reminder-paid-${fullyPaid.registration.id}` },
    })
    const req = await localReq(payload)
    expect(await sendBalanceReminders(req, new Date(Date.now() + 6 * DAY))).not.toContain(registration.id)
    const at = new Date(Date.now() + 7 * DAY + 60_000)
    const runs = await Promise.all([sendBalanceReminders(req, at), sendBalanceReminders(await localReq(payload), at)])
    expect(runs.flat().filter((id) => id === registration.id)).toHaveLength(1)
    expect(runs.flat()).not.toContain(fullyPaid.registration.id)
    expect(await sendBalanceReminders(req, new Date(Date.now() + 8 * DAY))).not.toContain(registration.id)

    const reminders = await outboxFor(email)
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain('The balance of £7 for your booking')
    const token = manageTokenFor(payload.secret, registration).token
    expect(reminders[0]!.text).toContain(`/manage-registration?token=${encodeURIComponent(token)}`)
    // The link works: its hash is stored.
    const { rows } = await poolOf(payload).query('SELECT manage_token_hash FROM registrations WHERE id = $1', [
      registration.id,
    ])
    expect(rows[0].manage_token_hash).toBe(hashToken(token))
  })

  it('is followed by nothing automatic: past the due date the booking stands, overdue to staff', async () => {
    const event = await depositEvent()
    const { registration, token } = await depositPaid(event)
    const { registration: onTime } = await depositPaid(event)
    await poolOf(payload).query(`UPDATE registrations SET balance_due_at = now() - interval '1 day' WHERE id = $1`, [
      registration.id,
    ])
    expect(await expirePaymentHolds(await localReq(payload), new Date(Date.now() + 2 * DAY))).not.toContain(
      registration.id,
    )
    expect(await reread(registration)).toMatchObject({ paymentStatus: 'part-paid', cancelledAt: null })
    const view = await manageRegistration(payload, { token, action: 'view' })
    expect(view.success && view.registration.balance).toMatchObject({ isOverdue: true, balancePence: 700 })
    const scope = { eventId: event.id, sessions: [], allKey: 'all' }
    const idsFor = async (payment: 'overdue' | 'part-paid') =>
      (
        await payload.find({
          collection: 'registrations',
          where: registrationListWhere({ payment }, scope),
          depth: 0,
          overrideAccess: true,
        })
      ).docs
        .map((one) => one.id)
        .sort((a, b) => a - b)
    expect(await idsFor('overdue')).toEqual([registration.id])
    expect(await idsFor('part-paid')).toEqual([registration.id, onTime.id])
  })
})

describe('an event’s deposit settings', () => {
  it('refuse a balance due on or after the first session, with a clear message, and change nothing', async () => {
    const event = await depositEvent()
    const firstStart = event.sessions![0]!.startsAt
    await expect(
      payload.update({
        collection: 'events',
        id: event.id,
        data: { price: { ...event.price, balanceDueAt: new Date(Date.parse(firstStart) + DAY).toISOString() } },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: BALANCE_DUE_MESSAGES.afterStart })] },
    })
    const stored = await payload.findByID({ collection: 'events', id: event.id, depth: 0, overrideAccess: true })
    expect(stored.price?.balanceDueAt).toBe(event.price?.balanceDueAt)
  })
})
