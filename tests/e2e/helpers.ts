import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Dialog, type Locator, type Page } from '@playwright/test'
import pg from 'pg'

import { totpCodeAt } from '../../src/staff/two-factor/totp'
import { DEFAULT_ADMIN } from '../../src/seed/default-admin'
import { storedPasswordFor } from '../../src/staff/sign-in/check-password'

/**
 * Fails on any serious or critical accessibility violation on the current page, or within `include`
 * (the staff views scan their own content: Payload's navigation labels are Payload's to fix).
 */
export async function expectNoSeriousAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * This worker's signed-in session of each account it has used, by e-mail. A sign-in costs two
 * PBKDF2 hashes of 600,000 rounds (the sign-in guard's and Payload's), a third of a second of CPU
 * each here, and every test signed in at least once: a session is kept for the worker's next test
 * instead, and made again only once it no longer answers (signed out, expired, or revoked).
 */
const sessions = new Map<string, string>()
/** Where `npm run test:e2e` serves the site (see playwright.config.ts). */
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000'

async function sessionToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const kept = sessions.get(email)
  if (kept) {
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${kept}` } })
    if (me.ok() && (await me.json()).user?.email === email) return kept
  }
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  const token = (await response.json()).token as string
  sessions.set(email, token)
  return token
}

/** A REST token for the seeded admin, for tests that change content the way an editor would. */
export const adminToken = (request: APIRequestContext) =>
  sessionToken(request, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)

/**
 * The text of the first e-mail to `email`, read from the outbox as the admin once the job queue has
 * sent it (within a few seconds) and it holds `expected` (by default the private manage link).
 */
export async function outboxText(
  request: APIRequestContext,
  email: string,
  expected = '/manage-registration?token=',
): Promise<string> {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  let text = ''
  await expect(async () => {
    const outbox = await (
      await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers })
    ).json()
    text = outbox.docs[0]?.text ?? ''
    expect(text).toContain(expected)
  }).toPass({ timeout: 20_000 })
  return text
}

/** Waits until React has hydrated the page, so clicks and hovers reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}

/** Signs in and waits for the admin to load. */
export async function signIn(page: Page, email: string, password: string) {
  // With the session the admin's own form would get (through the API it calls; see sessionToken),
  // then into the admin as the form would land: the sign-in form itself is tested in
  // staff/admin-login.e2e.spec.ts, and loading it for every test cost more than a minute a run.
  const token = await sessionToken(page.request, email, password)
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }])
  await page.goto('/admin')
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

/**
 * Signs out by dropping the cookies, after leaving the admin: a reload or redirect the old page
 * still has in flight would otherwise abort the next navigation.
 */
export async function forgetSession(page: Page) {
  await page.goto('about:blank')
  // The next signIn as this account signs in afresh, as a person would (after a second factor was
  // turned on or reset, say), rather than taking the kept session back.
  const cookie = (await page.context().cookies()).find((one) => one.name === 'payload-token')
  for (const [email, token] of sessions) if (token === cookie?.value) sessions.delete(email)
  await page.context().clearCookies()
}

/**
 * A staff account with the given role (or none), invited through the API as the seeded admin and
 * then given its password straight in the database, as if the person had accepted: no admin can set
 * a password, and the invitation link never leaves the server here (tests/e2e/staff-invitations
 * follows a real invitation).
 */
const TEST_PASSWORD = 'e2e-password-123'
/** The test accounts' one password as Payload stores it, hashed once per worker (see sessionToken). */
const testPasswordStored = storedPasswordFor(TEST_PASSWORD)

export async function createStaffUser(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'volunteer' | null,
  fullName = `E2E ${role ?? 'nobody'}`,
) {
  const token = await adminToken(request)
  const email = `${role ?? 'norole'}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.example`
  const password = TEST_PASSWORD
  // An admin's invitation names a role; an account without one is made by taking it away afterwards.
  const response = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, fullName, role: role ?? 'volunteer' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { salt, hash } = await testPasswordStored
  await withDatabase((database) =>
    database.query(
      `UPDATE users SET salt = $2, hash = $3, account_status = 'active', invitation_token_hash = NULL, invitation_expires_at = NULL${role ? '' : ', role = NULL'} WHERE email = $1`,
      [email, salt, hash],
    ),
  )
  return { email, password, fullName }
}

/** Runs `work` on a connection of its own to the browser tests' database, closed afterwards. */
export async function withDatabase<T>(work: (database: pg.Client) => Promise<T>): Promise<T> {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    return await work(database)
  } finally {
    await database.end()
  }
}

/**
 * Gives this client a full allowance on a public form's rate limit (`event-registration`,
 * `verify-email`…), whatever earlier tests used. Every browser-test request comes from loopback and the
 * server trusts no proxy header, so one suite shares one address's allowance: a test sending a form
 * several times through the API forgets the hits first.
 */
export const forgetFormHits = (form: string) =>
  withDatabase((database) => database.query(`DELETE FROM rate_limits WHERE key LIKE $1`, [`${form}:%`]))

/** Registrations made through the API as the admin (who may set any field), returned as stored. */
/** The seeded SPEC outreach event's id: registrations made without naming an event belong to it. */
export async function specEventId(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request)
  const response = await request.get('/api/events?where[slug][equals]=outreach-event-2025&depth=0', {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await response.json()).docs[0].id
}

/**
 * A published event of the test's own, made over REST as the seeded admin: one online session,
 * "Online Crusade" (key `online`), a week from now. A test that registers people here leaves the
 * seeded outreach event's totals, which the Overview's tests count exactly, as they were.
 */
export async function createOnlineEvent(request: APIRequestContext, title = `Own event ${unique()}`) {
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title,
      slug: `own-event-${unique()}`,
      _status: 'published',
      sessions: [
        {
          key: 'online',
          title: 'Online Crusade',
          startsAt: daysFromNow(7, 18),
          endsAt: daysFromNow(7, 20),
          mode: 'online',
          venue: 'YouTube live stream',
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; slug: string; title: string }
}

export async function createRegistrations(request: APIRequestContext, people: Array<Record<string, unknown>>) {
  const token = await adminToken(request)
  const created: Array<{ id: number; fullName: string; email: string; checkinCode: string }> = []
  const event = people.some((person) => person.event === undefined) ? await specEventId(request) : undefined
  for (const person of people) {
    const response = await request.post('/api/registrations?depth=0', {
      headers: { Authorization: `JWT ${token}` },
      data: { event, ...person },
    })
    expect(response.ok(), await response.text()).toBe(true)
    created.push((await response.json()).doc)
  }
  return created
}

/**
 * From a laptop's width up the navigation shows by itself; on a tablet or phone Payload folds it away,
 * so it is opened as a person would, with the menu button.
 */
export async function openNav(page: Page) {
  const nav = page.locator('aside.nav')
  await nav.waitFor({ state: 'attached' })
  const isNarrow = (page.viewportSize()?.width ?? 1280) <= 1024
  if (isNarrow && (await nav.getAttribute('inert')) !== null) await page.locator('button.nav-toggler').first().click()
  await expect(nav).not.toHaveAttribute('inert')
}

/** Turns on an authenticator-app second factor for the signed-in user, signs them out, and returns its secret. */
export async function turnOnSecondFactorAndSignOut(page: Page): Promise<string> {
  await page.goto('/admin/two-factor')
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('two-factor-on')).toBeVisible()
  await forgetSession(page)
  return secret
}

/** A short mark no other run or test shares, for titles, slugs and addresses a test makes. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** An instant `days` from today at `hour`:00 UTC, for sessions a test needs in the future (or past). */
export function daysFromNow(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/**
 * Clicks `button` until the page asks its confirm() question, and answers it as it opens. A click
 * before the page is hydrated asks nothing, and a handler left waiting from it would answer the next
 * question instead; the page waits on the answer, and so does the click.
 */
export const clickAndAnswer = (page: Page, button: Locator, answer: (dialog: Dialog) => Promise<void>) => {
  // Once answered, the question is not asked again: the click it came from may still be settling
  // (the page re-renders as it acts on the answer), and clicking again would ask nothing or act twice.
  let isAnswered = false
  return expect(async () => {
    if (isAnswered) return
    await Promise.all([
      page.waitForEvent('dialog', { timeout: 2_000 }).then(async (dialog) => {
        await answer(dialog)
        isAnswered = true
      }),
      button.click({ timeout: 5_000 }),
    ])
  }).toPass({ timeout: 15_000 })
}

/**
 * Opens a tab of a staff screen as a person would, clicking again until it is the selected one: a click
 * before the page is hydrated selects nothing.
 */
export const openTab = (page: Page, name: string | RegExp) =>
  expect(async () => {
    await page.getByRole('tab', { name }).click({ timeout: 2_000 })
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
