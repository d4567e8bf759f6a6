import { expect, test, type APIRequestContext, type Page } from '../test'

import { adminToken, daysFromNow, expectNoSeriousAxeViolations, gotoHydrated, outboxText, unique } from '../helpers'
import { createWeekendEvent } from './paid-event'

/**
 * A deposit on a phone: the form says what is taken now and what later, Checkout (the fake one the
 * test server talks to) takes the deposit, and the person's manage link shows what is left and pays
 * it in two parts, each confirmed by Stripe's webhook alone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const createDepositEvent = (request: APIRequestContext) =>
  createWeekendEvent(request, {
    title: 'Retreat with a deposit',
    price: {
      basis: 'person',
      amountPence: 8500,
      depositKind: 'fixed',
      depositValue: 2000,
      balanceDueAt: daysFromNow(20, 12),
    },
  })

/** Opens the manage link until the page shows what is left (the webhook confirms a payment a moment after Checkout). */
async function expectLeft(page: Page, manageUrl: string, left: RegExp) {
  await expect(async () => {
    await gotoHydrated(page, manageUrl)
    await expect(page.getByTestId('balance-left')).toHaveText(left, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

test('a person pays a deposit on Checkout, then the balance in two parts from their manage link', async ({
  page,
  request,
}) => {
  const event = await createDepositEvent(request)
  const email = `deposit.${unique()}@e2e.example`
  await gotoHydrated(page, `/events/${event.slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  await form.getByLabel('Full name').fill('Dee Positor')
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('checkbox', { name: /The weekend/ }).check()
  await expect(form.getByTestId('price-total')).toHaveText(/£85/)
  await expect(form.getByTestId('price-deposit')).toHaveText(/^Deposit £20 now, £65 by \w+day \d+ \w+ \d{4}\.$/)
  await form.getByRole('button', { name: 'Register' }).click()

  await expect(page.getByRole('heading', { name: 'Pay £20.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/paid\\?session_id=cs_test_`))

  // The confirmation e-mail, sent once the webhook confirmed the deposit, carries the manage link.
  const text = await outboxText(request, email)
  const manageUrl = /\/manage-registration\?token=[^\s"<>]+/.exec(text)![0]
  await expectLeft(page, manageUrl, /£65/)
  await expect(page.getByTestId('balance-paid')).toHaveText('£20')
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="balance"]' })

  const amount = page.getByLabel('Amount to pay now (£)')
  await expect(amount).toHaveValue('65.00')
  await amount.fill('100')
  await page.getByRole('button', { name: 'Pay the balance' }).click()
  await expect(page.getByText('That is more than the £65 still to pay.')).toBeVisible()
  await amount.fill('30')
  await page.getByRole('button', { name: 'Pay the balance' }).click()
  await expect(page.getByRole('heading', { name: 'Pay £30.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/paid\\?session_id=cs_test_`))

  await expectLeft(page, manageUrl, /£35/)
  await page.getByRole('button', { name: 'Pay the balance' }).click()
  await expect(page.getByRole('heading', { name: 'Pay £35.00' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/paid\\?session_id=cs_test_`))

  await expectLeft(page, manageUrl, /Nothing left to pay/)
  await expect(page.getByTestId('balance-paid')).toHaveText('£85')
  await expect(page.getByRole('button', { name: 'Pay the balance' })).toHaveCount(0)
  const token = await adminToken(request)
  const found = await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(((await found.json()).docs as Array<{ paymentStatus?: string }>)[0]?.paymentStatus).toBe('paid')
})
