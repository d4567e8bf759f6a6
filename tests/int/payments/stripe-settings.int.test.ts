import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { methodsOffered, readStripeStatus } from '@/payments'
import { forgetCachedReads } from '@/platform/cache/read-cache'
import { poolOf } from '@/platform/database/pool'

import { createTestEvent } from '../../helpers/events'
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET } from '../../helpers/fake-stripe'
import { paidBookings } from '../../helpers/paid-bookings'
import { everyCaller, graphql, rest, staffUser } from '../../helpers/payload'

// The keys are the fake Stripe's own, so any other file reading them meanwhile sees the same Stripe.
const paid = paidBookings(40_000)
let payload: Payload
let adminToken: string

const saveKeysAs = (token: string | undefined, body: Record<string, unknown>) =>
  rest('POST', '/globals/integrations', { token, body })
const saveKeys = (body: Record<string, unknown>) => saveKeysAs(adminToken, body)

const storedRow = async () =>
  (
    await poolOf(payload).query<{ stripe_secret_key: string | null; stripe_webhook_secret: string | null }>(
      'SELECT stripe_secret_key, stripe_webhook_secret FROM integrations LIMIT 1',
    )
  ).rows[0] ?? { stripe_secret_key: null, stripe_webhook_secret: null }

beforeAll(async () => {
  await paid.start()
  payload = paid.payload
  adminToken = (await staffUser('admin')).token
  // Only Settings → Integrations sets Stripe up in this file.
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  forgetCachedReads()
})

afterAll(async () => {
  await saveKeys({ stripeSecretKey: '', stripeWebhookSecret: '' })
  forgetCachedReads()
  await paid.stop()
})

describe('Stripe keys in Settings → Integrations', () => {
  it('are set by admins only; every other caller is refused and nothing is stored', async () => {
    for (const [who, token] of await everyCaller()) {
      if (who === 'an admin') continue
      const answer = await saveKeysAs(token, { stripeSecretKey: FAKE_STRIPE_KEY })
      expect(answer.status, who).toBeGreaterThanOrEqual(401)
      expect(answer.status, who).toBeLessThan(500)
    }
    expect((await storedRow())?.stripe_secret_key ?? null).toBeNull()
    expect((await readStripeStatus(payload)).configured).toBe(false)
  })

  it('refuse a value that is not a Stripe key with the reason, storing nothing', async () => {
    const wrong = await saveKeys({ stripeSecretKey: 'pk_live_publishable123' })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.json)).toContain('Use the secret key Stripe shows')
    const wrongSecret = await saveKeys({ stripeWebhookSecret: 'secret' })
    expect(wrongSecret.status).toBe(400)
    expect(JSON.stringify(wrongSecret.json)).toContain('signing secret Stripe shows')
    expect(await storedRow()).toMatchObject({ stripe_secret_key: null, stripe_webhook_secret: null })
  })

  it('turn card payment on once saved, are stored sealed and are never read back, even by admins', async () => {
    const event = await createTestEvent(payload, { price: { basis: 'person', amountPence: 1200, offerCard: true } })
    expect(await methodsOffered(payload, event)).toEqual([])
    const saved = await saveKeys({ stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: FAKE_WEBHOOK_SECRET })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(JSON.stringify(saved.json)).not.toContain(FAKE_STRIPE_KEY)
    expect(await methodsOffered(payload, event)).toContain('card')
    expect(await readStripeStatus(payload)).toEqual({
      configured: true,
      source: 'settings',
      mode: 'test',
      keyHint: 'sk_test_…ripe',
      hasWebhookSecret: true,
    })
    const row = await storedRow()
    expect(row?.stripe_secret_key).toMatch(/^sealed:v1:/)
    expect(JSON.stringify(row)).not.toContain('fakestripe')
    const read = await rest('GET', '/globals/integrations', { token: adminToken })
    expect(read.status).toBe(200)
    expect(read.json).not.toHaveProperty('stripeSecretKey')
    expect(JSON.stringify(read.json)).not.toContain('sealed:')
    // GraphQL offers the fields (Payload's schema) but answers them with nothing.
    const viaGraphql = await graphql('{ Integration { stripeSecretKey stripeWebhookSecret } }', { token: adminToken })
    expect(JSON.stringify(viaGraphql)).not.toContain('fakestripe')
    expect(JSON.stringify(viaGraphql)).not.toContain('sealed:')
    expect(viaGraphql.data?.Integration).toEqual({ stripeSecretKey: null, stripeWebhookSecret: null })
  })

  it('stay as they are when the other integrations are saved', async () => {
    expect(
      (await saveKeys({ stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: FAKE_WEBHOOK_SECRET })).status,
    ).toBe(200)
    const before = await storedRow()
    expect((await saveKeys({ requireSecondFactor: false })).status).toBe(200)
    expect(await storedRow()).toEqual(before)
    expect((await readStripeStatus(payload)).configured).toBe(true)
  })

  it('take a paid booking through Checkout and verify its webhook with the keys from the settings', async () => {
    expect(
      (await saveKeys({ stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: FAKE_WEBHOOK_SECRET })).status,
    ).toBe(200)
    const event = await paid.paidEvent()
    const { answer, registration } = await paid.bookedAlone(event)
    expect(answer.json.redirectTo).toContain(registration.checkoutSessionId)
    expect((await paid.pay(registration)).json.outcome).toBe('paid')
    expect(await paid.reread(registration)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('are audited by name only, and removing them turns card payment off', async () => {
    expect((await saveKeys({ stripeSecretKey: '', stripeWebhookSecret: '' })).status).toBe(200)
    expect(await storedRow()).toMatchObject({ stripe_secret_key: null, stripe_webhook_secret: null })
    expect(await readStripeStatus(payload)).toMatchObject({ configured: false, source: null, mode: null })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { summary: { contains: 'Stripe secret key' } },
      sort: '-createdAt',
      limit: 5,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(JSON.stringify(docs)).not.toContain('fakestripe')
    expect(JSON.stringify(docs)).not.toContain('sealed:')
  })

  it('fall back to the environment, which a key in the settings overrides', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_live_fromtheenvironment'
    expect(await readStripeStatus(payload)).toMatchObject({
      source: 'environment',
      mode: 'live',
      keyHint: 'sk_live_…ment',
    })
    expect((await saveKeys({ stripeSecretKey: FAKE_STRIPE_KEY })).status).toBe(200)
    expect(await readStripeStatus(payload)).toMatchObject({ source: 'settings', mode: 'test' })
    delete process.env.STRIPE_SECRET_KEY
  })
})
