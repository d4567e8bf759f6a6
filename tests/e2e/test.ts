import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * After a full load of an admin page, waits until React has taken it over (the admin's HydrationMark):
 * Payload renders the admin on the server, so its buttons show before their handlers exist, and a
 * click in that gap (a few milliseconds here, seconds on a slow CI machine) did nothing. Public pages
 * wait where a test asks (helpers' gotoHydrated): some are tested before or without their script.
 */
async function settleAdmin(page: Page) {
  if (!new URL(page.url()).pathname.startsWith('/admin')) return
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Playwright's `test`, whose page waits for an admin page to be interactive after goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await settleAdmin(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await settleAdmin(page)
      return response
    }
    await use(page)
  },
})
