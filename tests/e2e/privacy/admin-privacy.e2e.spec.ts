import { readFileSync } from 'node:fs'

import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { createRegistrations, expectNoSeriousAxeViolations, signIn } from '../helpers'

const email = `subject.${Date.now()}@e2e.example`

test.beforeAll(async ({ request }) => {
  await createRegistrations(request, [
    { fullName: 'Petra Private', email, phone: '07700 900321', attendanceChoice: ['online'], notes: 'pastoral note' },
  ])
})

test('an admin finds what is held about a person, downloads it, and erases it', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto('/admin/privacy')
  await expect(page.getByRole('heading', { name: 'Data requests' })).toBeVisible()
  await page.getByLabel('E-mail address').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Find data' }).click()
  await expect(page.getByTestId('count-registrations')).toHaveText('1')
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download everything (JSON)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d{4}-\d{2}-\d{2}\.json$/)
  const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8'))
  expect(bundle).toMatchObject({ email, registrations: [{ fullName: 'Petra Private', notes: 'pastoral note' }] })

  const erase = page.getByRole('button', { name: 'Erase all data' })
  await expect(erase).toBeDisabled()
  await page.getByLabel('Type the e-mail address again to confirm').fill(email)
  await erase.click()
  await expect(page.getByRole('status', { name: 'Erasure report' })).toContainText('Event registrations: 1 removed')

  await page.getByRole('button', { name: 'Find data' }).click()
  await expect(page.getByTestId('count-registrations')).toHaveText('0')
  await expect(page.getByText('This address is on the do-not-contact list.')).toBeVisible()
})
