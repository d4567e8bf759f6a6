import { expect, test } from '../test'

import { gotoHydrated } from '../helpers'

test('each bank detail copies to the clipboard and stays highlighted for two seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') })
  await gotoHydrated(page, '/give')
  // Stop the clock so only runFor moves time, however long the assertions take.
  await page.clock.pauseAt(new Date('2026-01-10T10:00:05Z'))

  const sortCode = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy Sort Code' }) })
  await page.getByRole('button', { name: 'Copy Sort Code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('00-00-00')
  await expect(sortCode).toHaveAttribute('data-copied', 'true')
  await page.clock.runFor(1900)
  await expect(sortCode).toHaveAttribute('data-copied', 'true')
  await page.clock.runFor(200)
  await expect(sortCode).not.toHaveAttribute('data-copied')

  await page.getByRole('button', { name: 'Copy Account Number' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('00000000')
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy Account Number' }) }),
  ).toHaveAttribute('data-copied', 'true')
})

test('the account name copies like the sort code and account number: highlighted, "Copied", then back after two seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') })
  await gotoHydrated(page, '/give')
  await page.clock.pauseAt(new Date('2026-01-10T10:00:05Z'))

  const copyButton = page.getByRole('button', { name: 'Copy Account Name' })
  const accountName = page.getByRole('listitem').filter({ has: copyButton })
  await expect(accountName).toContainText('Example Church Cheltenham')
  await expect(accountName).not.toHaveAttribute('data-copied')
  await expect(copyButton).toHaveText('Copy')

  await copyButton.click()
  const notice = page.getByRole('status').filter({ hasText: 'Copied' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Account Name copied to the clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Example Church Cheltenham')
  await expect(accountName).toHaveAttribute('data-copied', 'true')
  await expect(copyButton).toHaveText('Copied')
  // Only the copied field is highlighted.
  for (const other of ['Copy Sort Code', 'Copy Account Number']) {
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name: other }) }),
    ).not.toHaveAttribute('data-copied')
  }

  await page.clock.runFor(1900)
  await expect(accountName).toHaveAttribute('data-copied', 'true')
  await page.clock.runFor(200)
  await expect(accountName).not.toHaveAttribute('data-copied')
  await expect(copyButton).toHaveText('Copy')
})
