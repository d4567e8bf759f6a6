import { expect, test } from '../test'

import { gotoHydrated } from '../helpers'

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the navigation labels and the Watch Online button', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of [
      'Home',
      'Ministry Arms',
      'Foundation School',
      'Prayer Request',
      'Worship With Us / Contact',
      'Give',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('button', { name: 'About' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Live Programmes' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Watch Online' })).toHaveAttribute(
      'href',
      '/live-programmes/online-church',
    )
  })

  test('opens the About dropdown on click and lists its four links', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About' })
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await about.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link')).toHaveText(['Overview', 'Our Pastor', 'Vision', 'Statement of Faith'])
    await menu.getByRole('link', { name: 'Vision' }).click()
    await expect(page).toHaveURL(/\/about\/vision$/)
  })

  test('opens the Live Programmes dropdown on hover with its six links', async ({ page }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Live Programmes' })
    await button.hover()
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link')).toHaveText([
      'Overview',
      'Online Church',
      'Communion Service',
      'Unending Praise',
      'Prayerthon',
      'Healing Service',
    ])
  })

  test('works from the keyboard: ArrowDown opens, arrows move, Escape closes', async ({ page }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link', { name: 'Overview' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: 'Our Pastor' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('highlights the current page, and the dropdown that holds it', async ({ page }) => {
    await gotoHydrated(page, '/give')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Give', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page')
    await gotoHydrated(page, '/about/vision')
    await expect(nav.getByRole('button', { name: 'About' })).toHaveClass(/font-semibold/)
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the menu opens, closes, and closes when a link is chosen', async ({ page }) => {
    await gotoHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await menu.getByRole('link', { name: 'Give', exact: true }).click()
    await expect(page).toHaveURL(/\/give$/)
    await expect(menu).toBeHidden()
  })

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/contact', '/give']) {
      await gotoHydrated(page, path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test('the floating Watch Online button shows on every page but the online church page', async ({ page }) => {
  const floating = page.getByTestId('floating-watch-online')
  for (const path of ['/', '/give', '/live-programmes']) {
    await gotoHydrated(page, path)
    await expect(floating, path).toBeVisible()
    await expect(floating).toHaveAttribute('href', '/live-programmes/online-church')
  }
  await gotoHydrated(page, '/live-programmes/online-church')
  await expect(floating).toHaveCount(0)
})

test('the footer has its four columns, the privacy note and the current year', async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
    'Visit Us',
    'Contact',
    'Quick Links',
    'Connect With Us',
  ])
  await expect(footer).toContainText('Sunday 10:30 AM')
  await expect(footer).toContainText('Wednesday 6:30 PM online')
  await expect(footer.getByRole('link', { name: 'enquiries@example.org' })).toHaveAttribute(
    'href',
    'mailto:enquiries@example.org',
  )
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2)
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
  await expect(footer).toContainText('We only use your details to contact you about your request.')
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})
