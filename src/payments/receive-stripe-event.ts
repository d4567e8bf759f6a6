import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { chosenSessionKeys, choiceRulesOf, readEventById } from '@/events'
import { allocateInTurn, lockEventPlaces, type PlaceCounts, placeLimitsOf, type Queryable } from '@/places'
import { sendEmail } from '@/platform/email'
import { AppError } from '@/platform/http/app-error'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { queueJobsCte } from '@/platform/jobs/queue-jobs'
import { readChurchName } from '@/site'
import { buildLatePaymentRefundedEmail, type LateRefundReason } from './emails/late-payment-refunded'
import { type PaymentRecord, paymentValues, recordPayment, recordPaymentCte } from './record-payment'
import { BALANCE_PURPOSE } from './pay-balance'
import { readBookingMoney } from './read-money'
import { releaseHold } from './release-hold'
import { paymentStatusAfter } from './rules/deposit'
import { stripeClient } from './stripe-client'
import { readStripeKeys } from './stripe-keys'

const STRIPE_WEBHOOK_MESSAGES = {
  notConfigured: 'Card payments are not set up.',
  forged: 'The webhook signature does not match.',
} as const

const PAID_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])
const EXPIRED_TYPE = 'checkout.session.expired'

type BookingRow = {
  id: number
  event_id: number
  payment_status: string | null
  cancelled_at: Date | null
  checkout_session_id: string | null
  full_name: string
  email: string | null
  amount_due_pence: number | null
  deposit_pence: number | null
}

/** What a paid session did to its booking, for the caller (and the tests) to report. */
type Outcome = 'duplicate' | 'ignored' | 'paid' | 'part-paid' | 'released' | 'reinstated' | 'refunded'

type Refund = {
  to: string
  fullName: string
  eventId: number
  amountPence: number
  refundedPence?: number
  reason: LateRefundReason
} | null

/**
 * A late payment for a lapsed hold: the booking (booker and the people cancelled with them) comes back
 * when every session each asked for is free and nobody waits for it (the waiting list is not jumped);
 * otherwise nothing changes and the caller refunds. Run under the event's lock.
 */
async function reinstate(
  req: PayloadRequest,
  db: Queryable,
  {
    booking,
    eventId,
    counts,
    status,
  }: { booking: BookingRow; eventId: number; counts: PlaceCounts; status: 'awaiting' | 'part-paid' | 'paid' },
): Promise<boolean> {
  const event = await readEventById(req.payload, eventId, req)
  if (!event) return false
  const rules = choiceRulesOf(event)
  const { rows: group } = await db.query<{ id: number; choice: string[] }>({
    name: 'payments-lapsed-group',
    text: `SELECT r.id, coalesce((SELECT array_agg(t.text ORDER BY t."order") FROM registrations_texts t
          WHERE t.parent_id = r.id AND t.path = 'attendanceChoice'), '{}') AS choice
      FROM registrations r WHERE (r.id = $1 OR r.group_booker_id = $1) AND r.cancelled_at = $2 ORDER BY r.id`,
    values: [booking.id, booking.cancelled_at],
  })
  const allocations = allocateInTurn(
    placeLimitsOf(event),
    counts,
    group.map((one) => ({ requested: chosenSessionKeys(rules, one.choice), holdsEventPlace: false })),
  )
  if (allocations.some((allocation) => allocation.waiting.length > 0)) return false
  await db.query({
    name: 'payments-reinstate',
    text: `UPDATE registrations SET cancelled_at = NULL, updated_at = now(),
        payment_status = CASE WHEN id = $1 THEN $3::enum_registrations_payment_status ELSE payment_status END
      WHERE id = ANY($2::int[])`,
    values: [booking.id, group.map((one) => one.id), status],
  })
  return true
}

/** Stripe's fee for the session's payment, in pence, when its charge's balance transaction came expanded. */
function stripeFeeOf(session: Stripe.Checkout.Session): number | null {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
  const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null
  const transaction = typeof charge?.balance_transaction === 'object' ? charge.balance_transaction : null
  return transaction ? transaction.fee : null
}

/** The card payment a paid session made, as its payments record. */
function cardPaymentOf(session: Stripe.Checkout.Session): PaymentRecord & { providerId: string } {
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  return {
    kind: 'payment',
    method: 'card',
    amountPence: session.amount_total ?? 0,
    feePence: stripeFeeOf(session),
    providerId: paymentIntent!,
    reference: session.id,
  }
}

/**
 * An instalment of a booking's balance, paid on a Checkout opened from the manage link, under the
 * booking's row lock: recorded, and the status follows from what is now paid (paid once nothing is
 * left). Never more than is owed is kept: what goes over the balance (two Checkouts paid side by side,
 * or the booking cancelled or refunded meanwhile) is recorded and refunded through Stripe at once, the
 * key making a retried webhook refund it once. A repeat of the same payment records nothing (Stripe's
 * payment id is unique) and changes nothing.
 */
async function applyBalancePayment(
  db: Queryable,
  stripe: Stripe,
  {
    booking,
    session,
    payment,
    onRefund,
  }: {
    booking: BookingRow
    session: Stripe.Checkout.Session
    payment: PaymentRecord & { providerId: string }
    /** Told what went back, so the person can be. */
    onRefund: (refund: { refundedPence: number; reason: LateRefundReason }) => void
  },
): Promise<Outcome> {
  const before = (await readBookingMoney(db, [booking.id])).get(booking.id)
  if (!before || before.records.some((record) => record.providerId === payment.providerId)) return 'duplicate'
  const stands =
    !booking.cancelled_at && (booking.payment_status === 'part-paid' || booking.payment_status === 'awaiting')
  const owedPence = stands ? Math.max(0, before.money.balancePence) : 0
  const excessPence = Math.max(0, payment.amountPence - owedPence)
  await recordPayment(db, booking.id, payment)
  if (excessPence > 0) {
    const made = await stripe.refunds.create(
      { payment_intent: payment.providerId, amount: excessPence },
      { idempotencyKey: `balance-excess-${session.id}` },
    )
    await recordPayment(db, booking.id, {
      ...payment,
      kind: 'refund',
      amountPence: excessPence,
      feePence: null,
      providerId: made.id,
      note: 'Refunded automatically: paid more than the balance still owed.',
    })
    // Paid in full already (the other Checkout went first) still stands; only a cancelled booking does not.
    onRefund({ refundedPence: excessPence, reason: booking.cancelled_at ? 'cancelled' : 'over-balance' })
  }
  if (!stands) return 'refunded'
  const status = paymentStatusAfter({
    duePence: before.money.duePence,
    paidPence: before.money.paidPence - before.money.refundedPence + payment.amountPence - excessPence,
    depositPence: Number(booking.deposit_pence ?? 0),
  })
  await db.query({
    name: 'payments-balance-status',
    text: `UPDATE registrations SET payment_status = $2::enum_registrations_payment_status, updated_at = now() WHERE id = $1`,
    values: [booking.id, status],
  })
  return excessPence > 0 ? 'refunded' : status === 'paid' ? 'paid' : 'part-paid'
}

/** A booking as the webhook reads it. */
const BOOKING_COLUMNS = `id, event_id, payment_status, cancelled_at, checkout_session_id, full_name, email,
  amount_due_pence, deposit_pence`

/** Paid in full, or (with a deposit) part paid: confirmed either way, the balance due later. */
const statusAfterPaying = (booking: BookingRow, paidPence: number) =>
  paymentStatusAfter({
    // numeric columns come back as text.
    duePence: Number(booking.amount_due_pence ?? 0),
    paidPence,
    depositPence: Number(booking.deposit_pence ?? 0),
  })

/** The usual case: the booking's own Checkout paid while its places are held. */
const isOnTimePayment = (booking: BookingRow, session: Stripe.Checkout.Session) =>
  session.payment_status === 'paid' &&
  session.metadata?.purpose !== BALANCE_PURPOSE &&
  booking.checkout_session_id === session.id &&
  booking.payment_status === 'awaiting' &&
  !booking.cancelled_at

/**
 * A booking paid on time, in one statement: marked paid (or part paid), its payment recorded, its
 * confirmation queued (see sendRegistrationConfirmation, which waits for the payment) and the Stripe
 * event stored as applied. It applies only while the booking is still as `booking` says (awaiting
 * this session's payment, not cancelled, owing the same), so it needs no transaction of its own:
 * a booking changed since it was read (a hold lapsed, a copy of the event applied first) changes
 * nothing, and the answer is null. Answers what it did.
 */
export async function payOnTime(
  db: Queryable,
  { booking, session, event }: { booking: BookingRow; session: Stripe.Checkout.Session; event: Stripe.Event },
): Promise<'paid' | 'part-paid' | null> {
  const payment = cardPaymentOf(session)
  const status = statusAfterPaying(booking, payment.amountPence)
  const { rows } = await db.query<{ paid: number }>({
    name: 'payments-pay-on-time',
    text: `WITH paid AS (
        UPDATE registrations SET payment_status = $10::enum_registrations_payment_status, updated_at = $9
        WHERE id = $1 AND payment_status = 'awaiting' AND cancelled_at IS NULL AND checkout_session_id = $11
          AND amount_due_pence IS NOT DISTINCT FROM $12::numeric AND deposit_pence IS NOT DISTINCT FROM $13::numeric
        RETURNING id, event_id
      ), ${recordPaymentCte('recorded', 'paid', 2, '$9::timestamptz')},
      ${queueJobsCte('queued', [{ task: 'sendRegistrationConfirmation', input: `jsonb_build_object('registrationId', paid.id)`, from: 'paid' }], '$9::timestamptz')},
      stored AS (
        INSERT INTO stripe_events (event_id, type, updated_at, created_at) SELECT $14, $15, $9, $9 FROM paid
        ON CONFLICT (event_id) DO NOTHING
      )
      SELECT count(*)::int AS paid FROM paid`,
    values: [
      booking.id,
      ...paymentValues(payment),
      new Date(),
      status,
      session.id,
      booking.amount_due_pence,
      booking.deposit_pence,
      event.id,
      event.type,
    ],
  })
  if (!rows[0]?.paid) return null
  return status === 'paid' ? 'paid' : 'part-paid'
}

/**
 * Stripe's Checkout events, signed with the endpoint's secret: refused (400) unless the SDK verifies the
 * signature over the exact body. The session is then read back from Stripe, never taken from the body.
 * Each event is applied once: its id is stored with the change it makes, in one transaction holding
 * the booking's row (and the event's place lock when places change hands), so a repeat finds it and
 * changes nothing, and an out-of-order one finds the booking already past the state it would change.
 * A payment confirms a booking awaiting it; one that arrives after the hold lapsed confirms it again
 * if its places are free, else is refunded in full (and the person told). An expired session releases
 * a booking still awaiting payment.
 */
export async function receiveStripeEvent(
  req: PayloadRequest,
  rawBody: string,
): Promise<{ ok: true; outcome: Outcome }> {
  const [stripe, { webhookSecret: secret }] = await Promise.all([
    stripeClient(req.payload),
    readStripeKeys(req.payload),
  ])
  if (!stripe || !secret) throw new AppError('unavailable', STRIPE_WEBHOOK_MESSAGES.notConfigured)
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, req.headers.get('stripe-signature') ?? '', secret)
  } catch {
    throw new AppError('invalid', STRIPE_WEBHOOK_MESSAGES.forged)
  }
  const isPaidType = PAID_TYPES.has(event.type)
  if (!isPaidType && event.type !== EXPIRED_TYPE) return { ok: true, outcome: 'ignored' }
  const sessionId = (event.data.object as { id?: string }).id
  if (!sessionId) return { ok: true, outcome: 'ignored' }
  // Stripe retries until it is answered; a repeat already applied is answered without asking Stripe
  // again (what is written below decides, for two copies arriving at once). The booking the event
  // names is read with it, for the usual case below; what it names is only a hint until Stripe says so.
  const hinted = Number((event.data.object as { metadata?: { registrationId?: string } }).metadata?.registrationId)
  const { rows: read } = await poolOf(req.payload).query<{ seen: boolean } & Partial<BookingRow>>({
    name: 'payments-stripe-event-before',
    text: `SELECT EXISTS (SELECT 1 FROM stripe_events WHERE event_id = $1) AS seen, ${BOOKING_COLUMNS}
      FROM (VALUES (1)) AS one LEFT JOIN registrations ON id = $2`,
    values: [event.id, Number.isSafeInteger(hinted) ? hinted : null],
  })
  if (read[0]?.seen) return { ok: true, outcome: 'duplicate' }
  // Stripe's fee is on the charge's balance transaction: read with the session, for the treasurer's export.
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ['payment_intent.latest_charge.balance_transaction'],
  })
  const registrationId = Number(session.metadata?.registrationId)
  if (!Number.isInteger(registrationId) || registrationId <= 0) return { ok: true, outcome: 'ignored' }

  // The usual case, a booking paid on time, in one statement of its own that applies only while the
  // booking is as just read; anything else, or a booking changed meanwhile, is applied in full below.
  const readBooking = read[0]?.id === registrationId ? (read[0] as BookingRow) : null
  if (isPaidType && readBooking && isOnTimePayment(readBooking, session)) {
    const status = await payOnTime(poolOf(req.payload), { booking: readBooking, session, event })
    if (status) return { ok: true, outcome: status }
  }

  let refund: Refund = null
  const outcome = await withTransaction(req, async (): Promise<Outcome> => {
    const db = await transactionClient(req)
    // The booking's own row is the lock for a payment on time: bookings of one event are paid side by
    // side, and a hold's lapse (which updates the row only while it awaits payment) waits for it. The
    // event's place lock is taken only to give a lapsed booking its places back. The event's id is
    // stored in the same statement: a second copy arriving meanwhile waits on its unique key, then
    // finds it stored.
    const { rows } = await db.query<BookingRow & { is_first_copy: boolean }>({
      name: 'payments-booking-once',
      text: `WITH stored AS (
          INSERT INTO stripe_events (event_id, type, updated_at, created_at) VALUES ($2, $3, now(), now())
          ON CONFLICT (event_id) DO NOTHING RETURNING id
        )
        SELECT ${BOOKING_COLUMNS}, EXISTS (SELECT 1 FROM stored) AS is_first_copy
        FROM registrations WHERE id = $1 FOR UPDATE`,
      values: [registrationId, event.id, event.type],
    })
    const booking = rows[0]
    if (!booking) return 'ignored'
    if (!booking.is_first_copy) return 'duplicate'
    const eventId = booking.event_id
    // An instalment of the balance (opened from the person's manage link) is one of many sessions.
    if (session.metadata?.purpose === BALANCE_PURPOSE) {
      if (!isPaidType || session.payment_status !== 'paid') return 'ignored'
      const payment = cardPaymentOf(session)
      return applyBalancePayment(db, stripe, {
        booking,
        session,
        payment,
        onRefund: ({ refundedPence, reason }) => {
          if (booking.email)
            refund = {
              to: booking.email,
              fullName: booking.full_name,
              eventId: booking.event_id,
              amountPence: payment.amountPence,
              refundedPence,
              reason,
            }
        },
      })
    }
    // A session this booking no longer belongs to (it was never its own) changes nothing.
    if (booking.checkout_session_id !== session.id) return 'ignored'

    if (!isPaidType) {
      // An expired Checkout releases a booking still awaiting payment; a paid one is not touched.
      if (session.status !== 'expired' || booking.payment_status !== 'awaiting') return 'ignored'
      await lockEventPlaces(db, eventId)
      return (await releaseHold(req, db, { registrationId, eventId })) ? 'released' : 'ignored'
    }
    if (session.payment_status !== 'paid') return 'ignored'
    if (booking.payment_status !== 'awaiting' && booking.payment_status !== 'expired') return 'ignored'
    // Under the booking's lock the usual case's statement always applies (it is as read).
    if (isOnTimePayment(booking, session)) return (await payOnTime(db, { booking, session, event }))!
    const payment = cardPaymentOf(session)
    const { amountPence } = payment
    const paymentIntent = payment.providerId
    const status = statusAfterPaying(booking, amountPence)
    // Only a lapsed hold comes back when paid late; a booking the person cancelled while paying stays
    // cancelled, and its payment goes back.
    const reason: LateRefundReason = booking.payment_status === 'expired' ? 'places-gone' : 'cancelled'
    if (
      reason === 'cancelled' ||
      !(await reinstate(req, db, { booking, eventId, counts: await lockEventPlaces(db, eventId), status }))
    ) {
      await recordPayment(db, registrationId, payment)
      // Stripe refunds the whole payment; the key makes a retried webhook refund it once.
      const made = await stripe.refunds.create(
        { payment_intent: paymentIntent!, amount: amountPence },
        { idempotencyKey: `late-refund-${session.id}` },
      )
      await recordPayment(db, registrationId, {
        ...payment,
        kind: 'refund',
        feePence: null,
        providerId: made.id,
        note:
          reason === 'cancelled'
            ? 'Refunded automatically: paid after the booking was cancelled.'
            : 'Refunded automatically: paid after the hold lapsed, with no place left.',
      })
      await db.query({
        name: 'payments-mark-refunded',
        text: `UPDATE registrations SET payment_status = 'refunded', updated_at = now() WHERE id = $1`,
        values: [registrationId],
      })
      if (booking.email)
        refund = {
          to: booking.email,
          fullName: booking.full_name,
          eventId,
          amountPence,
          reason,
        }
      return 'refunded'
    }
    await recordPayment(db, registrationId, payment)
    await req.payload.jobs.queue({ task: 'sendRegistrationConfirmation', input: { registrationId }, req })
    return 'reinstated'
  })
  if (refund) {
    const told = refund as NonNullable<Refund>
    const [churchName, found] = await Promise.all([
      readChurchName(req.payload, req),
      readEventById(req.payload, told.eventId, req),
    ])
    await sendEmail(req.payload, {
      ...buildLatePaymentRefundedEmail({
        ...told,
        eventTitle: found?.title ?? 'the event',
        churchName: churchName ?? '',
      }),
      about: { registration: registrationId, kind: 'other' },
      idempotencyKey: `late-refund-${session.id}`,
    })
  }
  return { ok: true, outcome }
}
