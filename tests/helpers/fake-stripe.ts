import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

export const FAKE_STRIPE_KEY = 'sk_test_fakestripe'
export const FAKE_WEBHOOK_SECRET = 'whsec_fakestripesecret'

type FakeSession = {
  id: string
  object: 'checkout.session'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  expires_at: number
  client_reference_id: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  url: string | null
  payment_intent: string | null
  customer_email: string | null
}

type FakeRefund = { id: string; object: 'refund'; amount: number; payment_intent: string; status: 'succeeded' }

/** The SDK's own signer: what Stripe puts in the Stripe-Signature header for this body. */
const signer = new Stripe(FAKE_STRIPE_KEY).webhooks

/** A Stripe event for a Checkout session as Stripe sends it, and its header signed with `secret`. */
export function signedStripeEvent(
  type: string,
  session: object,
  { secret = FAKE_WEBHOOK_SECRET, id = `evt_${Math.random().toString(36).slice(2)}` } = {},
) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  })
  return { id, body, signature: signer.generateTestHeaderString({ payload: body, secret }) }
}

/** What the site expands to read Stripe's fee: the payment's charge and its balance transaction. */
const FEE_EXPANSION = 'payment_intent.latest_charge.balance_transaction'

/** Stripe's UK card fee as the fake charges it: 1.5% + 20p, rounded to the penny. */
export const fakeStripeFee = (pence: number) => Math.round(pence * 0.015) + 20

const expandedIntent = (session: FakeSession) => ({
  id: session.payment_intent,
  object: 'payment_intent',
  amount: session.amount_total,
  latest_charge: {
    id: `ch_${session.payment_intent}`,
    object: 'charge',
    balance_transaction: {
      id: `txn_${session.payment_intent}`,
      object: 'balance_transaction',
      amount: session.amount_total,
      fee: fakeStripeFee(session.amount_total),
      net: session.amount_total - fakeStripeFee(session.amount_total),
    },
  },
})

const page = (session: FakeSession) => `<!doctype html><html lang="en"><head><title>Fake Checkout</title></head><body>
<main><h1>Pay £${(session.amount_total / 100).toFixed(2)}</h1>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form></main></body></html>`

/**
 * Stripe's API on loopback, the calls the site makes: Checkout Sessions (create, retrieve, expire) and
 * refunds, form-encoded as the SDK sends them. Its Checkout page at `session.url` has a "Pay" button
 * that marks the session paid, sends the signed `checkout.session.completed` event to `webhookUrl`
 * (when given) and redirects back to the session's success URL, as Stripe does.
 */
export async function startFakeStripe({ webhookUrl }: { webhookUrl?: string } = {}) {
  const sessions = new Map<string, FakeSession>()
  const refunds: FakeRefund[] = []
  const refundsByKey = new Map<string, FakeRefund>()
  const sessionsByKey = new Map<string, { id: string; request: string }>()
  const calls: string[] = []
  let next = 1
  // Ids are unique across fakes: the test files that each start one share a database, where Stripe's ids are unique.
  const tag = Math.random().toString(36).slice(2, 8)
  let base = ''

  const complete = (id: string) => {
    const session = sessions.get(id)
    if (!session) throw new Error(`No such session ${id}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent ??= `pi_fake_${tag}_${next++}`
    session.url = null
    return session
  }

  const reply = (res: http.ServerResponse, status: number, body: unknown) => {
    res.statusCode = status
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(body))
  }
  const missing = (res: http.ServerResponse, id: string) =>
    reply(res, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${id}'` } })

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://x')
      calls.push(`${req.method} ${url.pathname}`)
      const form = new URLSearchParams(raw)
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname)
      const payPath = /^\/pay\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        // Stripe answers a repeated idempotency key with the session it made, and refuses the key with another request.
        const key = req.headers['idempotency-key']
        const made = typeof key === 'string' ? sessionsByKey.get(key) : undefined
        if (made && made.request !== raw)
          return reply(res, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          })
        if (made) return reply(res, 200, sessions.get(made.id))
        let amount = 0
        for (let index = 0; form.has(`line_items[${index}][quantity]`); index++)
          amount +=
            Number(form.get(`line_items[${index}][price_data][unit_amount]`)) *
            Number(form.get(`line_items[${index}][quantity]`))
        const metadata: Record<string, string> = {}
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key)
          if (match) metadata[match[1]!] = value
        }
        const expiresAt = Number(form.get('expires_at') ?? Math.floor(Date.now() / 1000) + 86_400)
        if (expiresAt < Math.floor(Date.now() / 1000) + 30 * 60 - 5)
          return reply(res, 400, {
            error: { type: 'invalid_request_error', message: 'expires_at must be at least 30 minutes from now' },
          })
        const id = `cs_test_fake_${tag}_${next++}`
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: form.get('line_items[0][price_data][currency]') ?? 'gbp',
          expires_at: expiresAt,
          client_reference_id: form.get('client_reference_id'),
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url'),
          url: `${base}/pay/${id}`,
          payment_intent: null,
          customer_email: form.get('customer_email'),
        }
        sessions.set(id, session)
        if (typeof key === 'string') sessionsByKey.set(key, { id, request: raw })
        return reply(res, 200, session)
      }
      if (sessionPath) {
        const session = sessions.get(sessionPath[1]!)
        if (!session) return missing(res, sessionPath[1]!)
        const expand = [...url.searchParams].filter(([key]) => key.startsWith('expand')).map(([, value]) => value)
        if (req.method === 'GET' && session.payment_intent && expand.includes(FEE_EXPANSION))
          return reply(res, 200, { ...session, payment_intent: expandedIntent(session) })
        if (req.method === 'POST' && sessionPath[2]) {
          if (session.status !== 'open')
            return reply(res, 400, {
              error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
            })
          session.status = 'expired'
          session.url = null
        }
        return reply(res, 200, session)
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // Stripe answers a repeated idempotency key with the first refund, and never refunds more than was paid.
        const key = req.headers['idempotency-key']
        const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined
        if (earlier) return reply(res, 200, earlier)
        const intent = form.get('payment_intent') ?? ''
        const paid = [...sessions.values()].find((one) => one.payment_intent === intent)?.amount_total ?? 0
        const refunded = refunds
          .filter((one) => one.payment_intent === intent)
          .reduce((sum, one) => sum + one.amount, 0)
        if (Number(form.get('amount')) > paid - refunded)
          return reply(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          })
        const refund: FakeRefund = {
          id: `re_fake_${tag}_${next++}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent') ?? '',
          status: 'succeeded',
        }
        refunds.push(refund)
        if (typeof key === 'string') refundsByKey.set(key, refund)
        return reply(res, 200, refund)
      }
      if (payPath) {
        const session = sessions.get(payPath[1]!)
        if (!session) return missing(res, payPath[1]!)
        if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8')
          return res.end(page(session))
        }
        complete(session.id)
        if (webhookUrl) {
          const event = signedStripeEvent('checkout.session.completed', session)
          await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
            body: event.body,
          })
        }
        res.statusCode = 303
        res.setHeader('location', session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))
        return res.end()
      }
      reply(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL ${url.pathname}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    sessions,
    refunds,
    calls,
    /** The person pays on Checkout: the session is complete and paid (no webhook is sent; see signedStripeEvent). */
    complete,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
