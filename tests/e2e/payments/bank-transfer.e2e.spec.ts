import { expect, test, type APIRequestContext } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'
import { adminToken, daysFromNow, expectNoSeriousAxeViolations, gotoHydrated, signIn, unique } from '../helpers'

/**
 * Booking by bank transfer on a phone: the person picks bank transfer on the form, sees the payment
 * reference and how to pay; the admin then records the transfer on the registration's page, which
 * makes the booking paid.
 */

async function createEvent(request: APIRequestContext) {
  const id = unique()
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Parish retreat ${id}`,
      slug: `parish-retreat-${id}`,
      _status: 'published',
      price: { basis: 'person', amountPence: 4500, offerCard: true, offerBankTransfer: true, offlineHoldDays: 7 },
      sessions: [
        {
          key: 'retreat',
          title: 'The retreat',
          startsAt: daysFromNow(40, 9),
          endsAt: daysFromNow(40, 17),
          mode: 'in-person',
          venue: 'Retreat house',
          capacity: 30,
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; slug: string }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a person books by bank transfer and sees the reference; the admin then marks it paid', async ({
    page,
    request,
    browser,
  }) => {
    const event = await createEvent(request)
    const email = `transfer.${unique()}@e2e.example`
    await gotoHydrated(page, `/events/${event.slug}`)
    const form = page.getByRole('form', { name: 'Event registration' })
    await form.getByLabel('Full name').fill('Terry Transfer')
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('checkbox', { name: /The retreat/ }).check()
    await expect(form.getByTestId('price-total')).toHaveText(/£45/)
    await form.getByRole('radio', { name: 'Bank transfer' }).check()
    await expectNoSeriousAxeViolations(page, { include: 'form[aria-label="Event registration"]' })
    await form.getByRole('button', { name: 'Register' }).click()

    const details = page.getByTestId('payment-details')
    await expect(details).toBeVisible()
    const reference = (await details.getByTestId('payment-reference').textContent())!.trim()
    expect(reference).toMatch(/^PAR-[2-9A-Z]{6}$/)
    await expect(details).toContainText(`Please pay £45 by bank transfer with the reference ${reference}.`)
    await expect(details).toContainText('Sort code:')
    // The page is still the booking's own: nothing sent the person to Checkout.
    expect(page.url()).toContain(`/events/${event.slug}`)

    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const registration = (
      await (
        await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      ).json()
    ).docs[0] as { id: number; paymentStatus: string; paymentReference: string }
    expect(registration).toMatchObject({ paymentStatus: 'awaiting', paymentReference: reference })

    // The admin works at a desk.
    const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await signIn(desk, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    await desk.goto(`/admin/collections/registrations/${registration.id}`)
    const field = desk.getByTestId('mark-paid-field')
    await expect(field.getByTestId('payment-balance')).toHaveText('£45')
    await expect(field.getByLabel('Amount (£)')).toHaveValue('45.00')
    await field.getByLabel('Note (optional)').fill('On the statement')
    // A click before the page is hydrated does nothing; the form's key makes a repeated click record one payment.
    await expect(async () => {
      await field.getByRole('button', { name: 'Record payment' }).click()
      await expect(desk.getByText('Paid in full: £45.')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    // Paid: the screen refreshes without the form.
    await expect(desk.getByTestId('mark-paid-field')).toHaveCount(0)

    const stored = await (await request.get(`/api/registrations/${registration.id}?depth=0`, { headers })).json()
    expect(stored.paymentStatus).toBe('paid')
    const payments = await (
      await request.get(`/api/payments?where[registration][equals]=${registration.id}&depth=0`, { headers })
    ).json()
    expect(payments.docs).toHaveLength(1)
    expect(payments.docs[0]).toMatchObject({ method: 'bank-transfer', amountPence: 4500, note: 'On the statement' })
    await desk.close()
  })
})
