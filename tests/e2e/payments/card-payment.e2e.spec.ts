import { expect, test, type APIRequestContext } from '../test'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, unique } from '../helpers'
import { createWeekendEvent } from './paid-event'

/**
 * Paying for a booking on a phone: the form shows the total before sending, sends the person to Stripe
 * Checkout (the fake one the test server talks to), whose "Pay" button sends Stripe's signed webhook and
 * brings them back; the booking is then paid, confirmed by the webhook alone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const createPaidEvent = (request: APIRequestContext) =>
  createWeekendEvent(request, {
    title: 'Weekend away',
    price: { basis: 'person', amountPence: 8500, childAmountPence: 4000 },
  })

test('a person sees the total, pays on Checkout and comes back to a booking confirmed by the webhook', async ({
  page,
  request,
}) => {
  const event = await createPaidEvent(request)
  const email = `payer.${unique()}@e2e.example`
  await gotoHydrated(page, `/events/${event.slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  await form.getByLabel('Full name').fill('Paula Payer')
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('checkbox', { name: /The weekend/ }).check()
  await expect(form.getByTestId('price-total')).toHaveText(/£85/)
  await form.getByRole('button', { name: /Bringing others\? Add them here/ }).click()
  await form.getByRole('button', { name: 'Add a person' }).click()
  await form.getByLabel('Full name').nth(1).fill('Kid Payer')
  await form.getByRole('checkbox', { name: 'This is a child' }).check()
  await expect(form.getByTestId('price-total')).toHaveText(/£125/)
  await expectNoSeriousAxeViolations(page, { include: 'form[aria-label="Event registration"]' })

  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Pay £125.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/paid\\?session_id=cs_test_`))
  await expect(page.getByTestId('paid-message')).toBeVisible()

  const token = await adminToken(request)
  await expect
    .poll(async () => {
      const found = await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
      return ((await found.json()).docs as Array<{ paymentStatus?: string }>)[0]?.paymentStatus
    })
    .toBe('paid')
})
