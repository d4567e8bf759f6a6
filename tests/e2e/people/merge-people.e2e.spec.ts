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
