import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { DEFAULT_ADMIN } from '../../src/seed/default-admin'

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A REST token for the seeded admin, for tests that change content the way an editor would. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password } })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

/** Waits until React has hydrated the page, so clicks and hovers reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}
