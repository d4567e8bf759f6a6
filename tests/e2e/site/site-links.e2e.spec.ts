import { expect, test, type Locator, type Page } from '../test'

import { contactDetailsOf, resolveContactTokens } from '../../../src/site/rules/contact-tokens'
import { navigation, siteSettings } from '../../../src/seed/content/globals'
import { PASTOR_PATH, seedPages, type SeedPage } from '../../../src/seed/content/pages'
import { EVENTS_PATH } from '../../../src/site/rules/page-path'
import { gotoHydrated } from '../helpers'

/**
 * Where the site's links go, taken from the seeded content (src/seed/content) that the SPEC's
 * section 2 describes: the header, the home page, the live programmes page, the plan-visit anchor;
 * then that every public route fits a phone screen and that keyboard focus is visible.
 */

type SeedLink = { label: string; url: string }
type LayoutBlock = NonNullable<SeedPage['layout']>[number]

function seedPage(path: string): SeedPage {
  const page = seedPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No seeded page at ${path}`)
  return page
}

/** The page's h1: its first hero's heading (the hero is the page heading). */
function seedHeading(path: string): string {
  const hero = seedPage(path).layout?.find((block) => block.blockType === 'hero')
  if (!hero || hero.blockType !== 'hero') throw new Error(`The seeded page at ${path} has no hero`)
  return hero.heading
}

/** Every link a block shows (buttons, card links, a steps link), in order; links without an address are not rendered. */
function blockLinks(block: LayoutBlock): SeedLink[] {
  const links: Array<{ label?: string | null; url?: string | null }> = []
  if (block.blockType === 'hero' || block.blockType === 'callToAction') links.push(...(block.buttons ?? []))
  if (block.blockType === 'infoCards') for (const card of block.cards) if (card.link) links.push(card.link)
  if (block.blockType === 'steps' && block.link) links.push(block.link)
  return links.filter((link): link is SeedLink => Boolean(link.label && link.url))
}

/** A page's links as visitors see them: contact tokens filled in from the seeded settings. */
const pageLinks = (path: string) =>
  (seedPage(path).layout ?? [])
    .flatMap(blockLinks)
    .map((link) => ({ ...link, url: resolveContactTokens(link.url, contactDetailsOf(siteSettings)) }))

const isExternal = (url: string) => /^https?:\/\//.test(url)

const dropdowns = navigation
  .headerItems!.filter((item) => item.children?.length)
  .map((item) => ({
    label: item.label,
    children: (item.children ?? []).map((child) => ({ label: child.label, url: child.url ?? '' })),
  }))

/** Opens a header dropdown with a click and returns its menu. */
async function openDropdown(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
  await expect(menu).toBeVisible()
  return menu
}

/** Checks a link's address, and that an external one opens in a new tab without access to this page. */
async function expectLinkTo(link: Locator, url: string) {
  await expect(link).toHaveAttribute('href', url)
  if (isExternal(url)) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
}

test.describe('header dropdowns', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the seed gives the dropdowns the SPEC’s items', () => {
    expect(dropdowns.map((item) => item.label)).toEqual(['About', 'Live Programmes'])
    const about = dropdowns[0]!.children
    expect(about.map((child) => child.url)).toEqual([
      '/about',
      PASTOR_PATH,
      '/about/vision',
      '/about/statement-of-faith',
    ])
    expect(PASTOR_PATH).toMatch(/^\/about\/pastor-[a-z0-9-]+$/)
    expect(dropdowns[1]!.children.map((child) => child.label)).toEqual([
      'Overview',
      'Online Church',
      'Communion Service',
      'Unending Praise',
      'Prayerthon',
      'Healing Service',
    ])
    // Every header destination is a seeded page, or the events list, which the events make.
    for (const item of navigation.headerItems!) {
      for (const url of [item.url, ...(item.children ?? []).map((child) => child.url)])
        if (url && url !== EVENTS_PATH) expect(seedPage(url).path).toBe(url)
    }
  })

  for (const dropdown of dropdowns) {
    test(`every ${dropdown.label} item links where the seed says`, async ({ page }) => {
      await gotoHydrated(page, '/')
      const menu = await openDropdown(page, dropdown.label)
      const links = menu.getByRole('link')
      await expect(links).toHaveCount(dropdown.children.length)
      for (const [index, child] of dropdown.children.entries()) {
        await expect(links.nth(index)).toHaveText(child.label)
        await expectLinkTo(links.nth(index), child.url)
      }
    })

    test(`following each ${dropdown.label} item opens its page`, async ({ page }) => {
      await gotoHydrated(page, '/')
      for (const child of dropdown.children) {
        const menu = await openDropdown(page, dropdown.label)
        await menu.getByRole('link', { name: child.label, exact: true }).click()
        await expect(page).toHaveURL((url) => url.pathname === child.url)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading(child.url))
        // Choosing an item closes the menu.
        await expect(menu).toBeHidden()
      }
    })
  }

  test('the top-level links and Watch Online go where the seed says', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of navigation.headerItems!.filter((candidate) => !candidate.children?.length)) {
      await expectLinkTo(nav.getByRole('link', { name: item.label, exact: true }), item.url!)
    }
    await expectLinkTo(
      nav.getByRole('link', { name: navigation.watchOnline!.label, exact: true }),
      navigation.watchOnline!.url!,
    )
  })
})

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('lists the same dropdown items with the same addresses', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.locator('#mobile-menu')
    for (const dropdown of dropdowns) {
      const group = menu.locator('details').filter({ has: page.locator('summary', { hasText: dropdown.label }) })
      await group.locator('summary').click()
      const links = group.getByRole('link')
      await expect(links).toHaveCount(dropdown.children.length)
      for (const [index, child] of dropdown.children.entries()) {
        await expect(links.nth(index)).toHaveText(child.label)
        await expect(links.nth(index)).toHaveAttribute('href', child.url)
      }
    }
  })
})

test.describe('home page links', () => {
  const homeLinks = pageLinks('/')

  test('the seed gives the home page the SPEC’s buttons and quick links', () => {
    for (const expected of [
      { label: 'Register for Event', url: '/outreach-event' },
      { label: 'Join Us This Sunday', url: '/contact#plan-visit' },
      { label: 'Watch Online', url: '/live-programmes/online-church' },
      { label: 'Register today', url: '/foundation-school' },
      { label: 'About Rhapsody of Realities', url: '/ministry-arms#rhapsody' },
      { label: 'About Healing School', url: '/ministry-arms#healing-school' },
      { label: 'About InnerCity Mission', url: '/ministry-arms#innercity' },
      { label: 'Plan Your Visit', url: '/contact#plan-visit' },
      { label: 'Send a Prayer Request', url: '/prayer-request' },
    ]) {
      expect(homeLinks).toContainEqual(expected)
    }
    // The bottom Give button is the external giving link (a placeholder for now).
    expect(homeLinks.find((link) => link.label === 'Give')?.url).toMatch(/^https:\/\//)
  })

  test('every button and quick link on the home page goes where the seed says', async ({ page }) => {
    await gotoHydrated(page, '/')
    const main = page.getByRole('main')
    for (const { label, url } of homeLinks) {
      const link = main.getByRole('link', { name: label, exact: true })
      await expect(link, label).toHaveCount(1)
      await expectLinkTo(link, url)
    }
  })

  test('Join Us This Sunday scrolls the plan-visit form into view on the contact page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('main').getByRole('link', { name: 'Join Us This Sunday', exact: true }).click()
    await expect(page).toHaveURL(/\/contact#plan-visit$/)
    await expect(page.locator('#plan-visit')).toBeInViewport()
    await expect(page.locator('#plan-visit').getByRole('heading', { name: 'Plan Your Visit' })).toBeInViewport()
  })

  test('Send a Prayer Request opens the prayer request page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('main').getByRole('link', { name: 'Send a Prayer Request', exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/prayer-request')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/prayer-request'))
  })

  test('the Rhapsody quick link lands on its card on the ministry arms page', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('main').getByRole('link', { name: 'About Rhapsody of Realities', exact: true }).click()
    await expect(page).toHaveURL(/\/ministry-arms#rhapsody$/)
    await expect(page.locator('#rhapsody')).toBeInViewport()
    await expect(page.locator('#rhapsody').getByRole('heading', { name: 'Rhapsody of Realities' })).toBeInViewport()
  })
})

test.describe('the plan-visit anchor', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    test(`visiting /contact#plan-visit at ${viewport.width}px scrolls to the form, below the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/contact#plan-visit')
      const target = page.locator('#plan-visit')
      await expect(target).toHaveCount(1)
      await expect(target).toBeInViewport()
      // The page really scrolled: the form is far down the contact page.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const heading = target.getByRole('heading', { name: 'Plan Your Visit' })
      await expect(heading).toBeInViewport()
      // The heading is not hidden under the sticky header.
      const header = (await page.getByRole('banner').boundingBox())!
      const headingBox = (await heading.boundingBox())!
      expect(headingBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    })
  }
})

test.describe('live programmes page links', () => {
  const cardsBlock = seedPage('/live-programmes').layout!.find((block) => block.blockType === 'infoCards')
  const cards = cardsBlock?.blockType === 'infoCards' ? cardsBlock.cards : []
  const joinBlock = seedPage('/live-programmes').layout!.find(
    (block) => block.blockType === 'callToAction' && block.heading === 'How to Join Us',
  )
  const joinButtons = joinBlock ? blockLinks(joinBlock) : []

  test('the seed links each card to its page and How to Join Us to online church and contact', () => {
    expect(cards.map((card) => card.link?.url)).toEqual([
      '/live-programmes/online-church',
      '/live-programmes/communion-service',
      '/live-programmes/unending-praise',
      '/live-programmes/prayerthon',
      '/live-programmes/healing-service',
    ])
    expect(joinButtons).toEqual([
      { label: 'Watch Online', url: '/live-programmes/online-church' },
      { label: 'Plan Your Visit', url: '/contact' },
    ])
  })

  test('each card links to its page', async ({ page }) => {
    await gotoHydrated(page, '/live-programmes')
    for (const card of cards) {
      const article = page
        .getByRole('main')
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
      await expect(article, card.title).toHaveCount(1)
      await expectLinkTo(article.getByRole('link', { name: card.link!.label!, exact: true }), card.link!.url!)
    }
  })

  test('following each card opens its page', async ({ page }) => {
    for (const card of cards) {
      await gotoHydrated(page, '/live-programmes')
      const article = page
        .getByRole('main')
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
      await article.getByRole('link', { name: card.link!.label!, exact: true }).click()
      await expect(page).toHaveURL((url) => url.pathname === card.link!.url)
      await expect(page.getByRole('heading', { level: 1 }), card.title).toHaveText(seedHeading(card.link!.url!))
    }
  })

  test('the How to Join Us buttons go to online church and contact', async ({ page }) => {
    await gotoHydrated(page, '/live-programmes')
    const section = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'How to Join Us', exact: true }) })
    await expect(section).toHaveCount(1)
    await expect(section.getByRole('link')).toHaveText(joinButtons.map((button) => button.label))
    for (const { label, url } of joinButtons)
      await expectLinkTo(section.getByRole('link', { name: label, exact: true }), url)

    await section.getByRole('link', { name: 'Plan Your Visit', exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeading('/contact'))
  })
})

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  const routes = [
    ...seedPages.map((page) => page.path),
    '/outreach-event',
    '/verify-email',
    '/manage-registration',
    '/definitely-not-a-page',
  ]

  test('the route list covers every seeded page', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        PASTOR_PATH,
        '/live-programmes/healing-service',
        '/contact',
        '/give',
        '/privacy',
        '/outreach-event',
      ]),
    )
    expect(new Set(routes).size).toBe(routes.length)
  })

  for (const path of routes) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await gotoHydrated(page, path)
      const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth
        // What sticks out, so a failure says where to look.
        const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
          .slice(0, 5)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)} (right ${Math.round(element.getBoundingClientRect().right)})`,
          )
        return { scrollWidth: document.documentElement.scrollWidth, clientWidth: limit, wide }
      })
      expect(scrollWidth, `${path} overflows: ${wide.join('; ')}`).toBeLessThanOrEqual(360)
      // A vertical scrollbar would narrow the page: nothing may reach under it either.
      expect(scrollWidth, `${path} overflows: ${wide.join('; ')}`).toBeLessThanOrEqual(clientWidth)
    })
  }

  test('the open phone menu is no wider than the screen either', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    for (const summary of await page.locator('#mobile-menu summary').all()) await summary.click()
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(360)
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  })
})

test.describe('keyboard focus', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  /** Whether the focused element shows a focus ring: a visible outline or a box shadow. */
  async function focusRing(page: Page) {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element) return null
      const style = getComputedStyle(element)
      const hasOutline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)'
      const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== ''
      return {
        name: `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`,
        inHeader: Boolean(element.closest('header')),
        focusVisible: element.matches(':focus-visible'),
        visible: hasOutline || hasShadow,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      }
    })
  }

  test('tabbing to the first header link shows a focus ring', async ({ page }) => {
    await gotoHydrated(page, '/')
    const firstHeaderLink = page.locator('header a').first()
    // The skip link comes first; it appears, with its own ring, when focused.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport()
    expect((await focusRing(page))?.visible).toBe(true)

    await page.keyboard.press('Tab')
    await expect(firstHeaderLink).toBeFocused()
    const ring = await focusRing(page)
    expect(ring?.focusVisible).toBe(true)
    expect(ring?.visible, `${ring?.name}: outline ${ring?.outline}`).toBe(true)
  })

  test('every header link and dropdown button shows a focus ring when tabbed to', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Tab') // the skip link
    const seen: string[] = []
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab')
      const ring = await focusRing(page)
      if (!ring?.inHeader) break
      seen.push(ring.name)
      expect(ring.visible, `${ring.name}: outline ${ring.outline}`).toBe(true)
    }
    // The church name, each navigation entry (the SPEC's eight and Events) and Watch Online.
    expect(seen).toHaveLength(navigation.headerItems!.length + 2)
  })

  test('dropdown items opened from the keyboard show a focus ring', async ({ page }) => {
    await gotoHydrated(page, '/')
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link').first()).toBeFocused()
    const ring = await focusRing(page)
    expect(ring?.visible, `${ring?.name}: outline ${ring?.outline}`).toBe(true)
  })
})
