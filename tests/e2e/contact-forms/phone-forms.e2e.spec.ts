import { expect, test, type Page } from '../test'

import { expectNoSeriousAxeViolations, gotoHydrated } from '../helpers'

test.use({ viewport: { width: 390, height: 844 } })

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.example`

/** The element that has focus, described by its accessible wiring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const described = (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
    return {
      name: element.getAttribute('name'),
      invalid: element.getAttribute('aria-invalid'),
      description: described.join(' '),
    }
  })

test('a mistake moves focus to the first invalid field, which names its problem, and notices replace each other', async ({
  page,
}) => {
  await gotoHydrated(page, '/prayer-request')
  // The public site's notices (Next's own route announcer is an alert too, so it is left out).
  const notices = page.locator('div[aria-live="polite"] > [role]')
  const form = page.getByRole('form', { name: 'Prayer request' })
  await form.getByLabel('Phone number').fill('07700 900301')
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect(notices).toHaveCount(1)
  await expect
    .poll(() => focused(page))
    .toMatchObject({ name: 'fullName', invalid: 'true', description: expect.stringMatching(/\w/) })
  await expect(form.getByLabel('Full name')).toBeInViewport()

  await form.getByLabel('Full name').fill('Pat Phone')
  await form.getByLabel('Email address').fill(uniqueEmail('phone'))
  await form.getByLabel('Your prayer request').fill('Please pray for my family.')
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  await expect
    .poll(() => focused(page))
    .toMatchObject({ name: 'consent', invalid: 'true', description: expect.stringContaining('Please consent') })
  // The new notice takes the earlier one's place rather than stacking under it.
  await expect(notices).toHaveCount(1)
  await expect(notices).toContainText('Consent Required')
  await expectNoSeriousAxeViolations(page)

  await form.getByRole('checkbox', { name: /I consent to be contacted/ }).check()
  await form.getByRole('button', { name: 'Send Prayer Request' }).click()
  const panel = page.getByTestId('form-success')
  await expect(panel).toContainText('Prayer Request Submitted')
  await expect(panel).toBeFocused()
  // A success clears the stale failure, so no notice covers the confirmation.
  await expect(notices).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
})

test('the foundation-school and visit forms end on a confirmation panel with a way to send another', async ({
  page,
}) => {
  await gotoHydrated(page, '/foundation-school')
  const school = page.getByRole('form', { name: 'Foundation school registration' })
  await school.getByLabel('Full name').fill('Ada Phone')
  await school.getByLabel('Mobile number').fill('07700 900302')
  await school.getByLabel('Email address').fill(uniqueEmail('fs-phone'))
  await school.getByRole('radio', { name: 'In person' }).check()
  await school.getByRole('radio', { name: 'Afternoon or evening (PM)' }).check()
  await school.getByRole('button', { name: 'Register for Foundation School' }).click()
  await expect(page.getByTestId('form-success')).toContainText('Registration Successful')
  await expect(page.getByTestId('form-success')).toBeInViewport()
  await page.getByRole('button', { name: 'Register Another Person' }).click()
  await expect(page.getByRole('form', { name: 'Foundation school registration' }).getByLabel('Full name')).toHaveValue(
    '',
  )

  await gotoHydrated(page, '/contact#plan-visit')
  const visit = page.getByRole('form', { name: 'Plan your visit' })
  await visit.getByLabel('Name').fill('Vic Phone')
  await visit.getByLabel('Email address').fill(uniqueEmail('visit-phone'))
  await visit.getByLabel('Mobile number').fill('07700 900303')
  await visit.getByLabel('When will you visit?').selectOption('this-sunday')
  await visit.getByLabel('How many of you are coming?').selectOption('2')
  await visit.getByRole('button', { name: 'Plan My Visit' }).click()
  await expect(page.getByTestId('form-success')).toContainText('Visit Planned')
  await expectNoSeriousAxeViolations(page)
})

test('the phone menu keeps focus inside while open and closes on Escape, back on its button', async ({ page }) => {
  await gotoHydrated(page, '/')
  const button = page.getByRole('button', { name: 'Menu' })
  await button.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  const stops = await menu.locator('a[href], summary').count()
  for (let step = 0; step < stops + 2; step++) {
    await page.keyboard.press('Tab')
    const isInside = await page.evaluate(() => {
      const active = document.activeElement
      return Boolean(
        active &&
        (document.getElementById('mobile-menu')?.contains(active) ||
          active.getAttribute('aria-controls') === 'mobile-menu'),
      )
    })
    expect(isInside).toBe(true)
  }
  await expectNoSeriousAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})

test('on a phone the Watch Online button sits below the footer and covers no label, box or button at any scroll', async ({
  page,
}) => {
  await gotoHydrated(page, '/prayer-request')
  const button = page.getByTestId('floating-watch-online')
  await expect(button).toBeVisible()
  const form = page.getByRole('form', { name: 'Prayer request' })
  // Every place a person reads or taps, against the button's box on screen, scrolled a screen at a time.
  const overlaps = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid="floating-watch-online"]')!.getBoundingClientRect()
      return [...document.querySelectorAll('main :is(label, input, textarea, select, button)')]
        .filter((element) => {
          const r = element.getBoundingClientRect()
          const isShown = r.width > 0 && r.height > 0
          return isShown && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
        })
        .map((element) => element.outerHTML.slice(0, 80))
    })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    expect(await overlaps(), `scrolled to ${y}`).toEqual([])
  }
  // Typing leaves it where it is, under the footer.
  await form.getByLabel('Full name').focus()
  expect(await overlaps()).toEqual([])
  const footer = await page.locator('footer').boundingBox()
  const placed = await button.boundingBox()
  expect(footer && placed && footer.y + footer.height <= placed.y).toBe(true)
  await expectNoSeriousAxeViolations(page)
})

test('on a tablet or wider the Watch Online button floats, steps aside while typing and leaves the foot of the page clear', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await gotoHydrated(page, '/prayer-request')
  const button = page.getByTestId('floating-watch-online')
  await expect(button).toBeVisible()
  await expect(button).toHaveCSS('position', 'fixed')
  await page.getByRole('form', { name: 'Prayer request' }).getByLabel('Full name').focus()
  await expect(button).toBeHidden()
  await page.getByRole('form', { name: 'Prayer request' }).getByLabel('Full name').blur()
  await expect(button).toBeVisible()

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const footer = await page.locator('footer').boundingBox()
  const floating = await button.boundingBox()
  expect(footer && floating && footer.y + footer.height <= floating.y).toBe(true)
})
