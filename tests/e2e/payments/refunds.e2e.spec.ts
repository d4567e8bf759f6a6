import { expect, test } from '../test'

import { adminToken, clickAndAnswer, createStaffUser, daysFromNow, signIn, unique } from '../helpers'

/**
 * An admin part-refunds a card booking from its registration screen: the refund goes back through
 * (the fake) Stripe, the screen lists it and shows the booking's balance.
 */
test('an admin part-refunds a card booking from its screen and sees the balance', async ({ page, request }) => {
  const id = unique()
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Refund supper ${id}`,
      slug: `refund-supper-${id}`,
      _status: 'published',
      price: { basis: 'person', amountPence: 1200 },
      sessions: [
        {
          key: 'supper',
          title: 'Supper',
          startsAt: daysFromNow(30, 18),
          endsAt: daysFromNow(30, 21),
          mode: 'in-person',
          venue: 'Church hall',
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const event = (await created.json()).doc as { slug: string }
  const email = `refund.${id}@e2e.example`
  const registered = await request.post('/api/registrations/register', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
    data: { event: event.slug, website: '', fullName: 'Rita Refund', email, attendanceChoice: ['supper'] },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  // The person pays on (the fake) Checkout, whose button sends Stripe's signed webhook.
  await page.goto((await registered.json()).redirectTo as string)
  await page.getByRole('button', { name: 'Pay' }).click()
  let registrationId = 0
  await expect
    .poll(async () => {
      const found = await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers,
      })
      const doc = ((await found.json()).docs as Array<{ id: number; paymentStatus?: string }>)[0]
      registrationId = doc?.id ?? 0
      return doc?.paymentStatus
    })
    .toBe('paid')

  const admin = await createStaffUser(request, 'admin')
  await signIn(page, admin.email, admin.password)
  await page.goto(`/admin/collections/registrations/${registrationId}`)
  const payments = page.getByTestId('registration-payments')
  // The Payment section starts folded (its contents are drawn when it opens).
  await page
    .locator('.collapsible__toggle-wrap')
    .filter({ has: page.getByText('Payment', { exact: true }) })
    .getByRole('button', { name: 'Toggle block' })
    .click()
  await expect(payments.getByTestId('registration-balance')).toHaveText('Nothing to pay')
  await payments.getByLabel('Amount to refund (£)').fill('5')
  await payments.getByLabel('Reason (optional)').fill('Came for the pudding only')
  await clickAndAnswer(page, payments.getByRole('button', { name: 'Refund' }), (dialog) => {
    expect(dialog.message()).toBe('Refund £5 to the card it was paid with?')
    return dialog.accept()
  })
  await expect(payments.getByTestId('registration-money')).toContainText('Paid £12 · Refunded £5')
  await expect(payments.getByTestId('registration-balance')).toHaveText('£5 to pay')
  const refundRow = payments.locator('tr[data-kind="refund"]')
  await expect(refundRow).toContainText('Came for the pudding only')
  await expect(refundRow).toContainText(/re_fake_/)
  // What is left to refund is offered next, never more.
  await expect(payments.getByLabel('Amount to refund (£)')).toHaveValue('7.00')
})
