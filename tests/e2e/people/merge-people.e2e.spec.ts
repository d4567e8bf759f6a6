import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

test.use({ viewport: { width: 1366, height: 768 } })

const unique = `${Date.now().toString(36)}`
const email = `merge.${unique}@e2e.example`

test('an admin compares two people on a laptop, merges them, and undoes the merge', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const make = async (fullName: string, address: string) => {
    const response = await request.post('/api/people', {
      headers,
      data: { fullName, emails: [{ email: address }] },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()).doc.id as number
  }
  const older = await make(`Tom Merge${unique}`, email)
  const newer = await make(`Thomas Merge${unique}`, email.toUpperCase())

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/compare-people?a=${older}&b=${newer}`)
  await expect(page.getByRole('heading', { name: 'Compare people' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'The two people' })).toContainText(`Thomas Merge${unique}`)
  await expectNoSeriousAxeViolations(page, { include: '.staff-view' })

  // Keep the older record, with the newer name (chosen by default).
  await expect(page.getByRole('radio', { name: `Thomas Merge${unique}`, exact: true })).toBeChecked()
  await page.getByRole('button', { name: `Merge Thomas Merge${unique} into the kept person` }).click()
  await page.waitForURL(`**/admin/person?id=${older}&merged=1`)
  await expect(page.getByRole('heading', { name: `Thomas Merge${unique}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent merges' })).toContainText('merged into')

  await page.getByRole('button', { name: 'Undo this merge' }).click()
  await page.waitForURL(`**/admin/person?id=${newer}`)
  await expect(page.getByRole('heading', { name: `Thomas Merge${unique}` })).toBeVisible()
  await page.goto(`/admin/person?id=${older}`)
  await expect(page.getByRole('heading', { name: `Tom Merge${unique}` })).toBeVisible()
})

test("an admin listing a person's address a second time, written another way, is told so and nothing is saved", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const address = `twice.${unique}@gmail.com`
  const response = await request.post('/api/people', {
    headers,
    data: { fullName: `Tess Twice${unique}`, emails: [{ email: address }] },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const id = (await response.json()).doc.id as number

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/people/${id}`)
  await expect(page.locator('#field-emails__0__email')).toHaveValue(address)
  await page.locator('#field-emails').getByRole('button', { name: /^Add/ }).click()
  const again = `Twice.${unique}+church@googlemail.com`
  await page.locator('#field-emails__1__email').fill(again)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // Said under the entry itself (as stored: lower case).
  await expect(page.locator('#field-emails .array-field__row').nth(1)).toContainText(
    `${again.toLowerCase()} is listed twice: a person holds each e-mail address once.`,
  )

  await page.reload()
  await expect(page.locator('#field-emails__0__email')).toHaveValue(address)
  await expect(page.locator('#field-emails__1__email')).toHaveCount(0)
})
