import { defineConfig } from '@playwright/test'

import { env } from './src/platform/env'

/**
 * Files whose tests change or count what other tests share run one at a time, before the rest, in
 * two groups side by side that share nothing with each other:
 * - the site: the site settings and integrations globals (the featured event, a webhook address),
 *   the public pages and events list, the seeded outreach event's title and the server itself (a
 *   second instance, a restart);
 * - the outreach event's people: its registrations, check-ins and the Overview's exact totals of them.
 * A test in the site group that registers people does so for an event of its own. Every other file
 * works on records it made under a unique() name, so those run two at a time.
 */
const SITE_FILES = [
  'events/events.e2e.spec.ts',
  'messaging/messaging-events.e2e.spec.ts',
  'overview/admin-overview.e2e.spec.ts',
  'overview/admin-words.e2e.spec.ts',
  'platform/multi-instance.e2e.spec.ts',
  'platform/restart.e2e.spec.ts',
  'settings/admin-settings.e2e.spec.ts',
  'site/find-events.e2e.spec.ts',
  'site/home.e2e.spec.ts',
  'site/public-pages.e2e.spec.ts',
  'site/revalidation.e2e.spec.ts',
].map((file) => `**/${file}`)
const OUTREACH_FILES = [
  'checkins/admin-checkin.e2e.spec.ts',
  'checkins/admin-checkin-phone.e2e.spec.ts',
  'checkins/door-offline.e2e.spec.ts',
  'events/events-admin.e2e.spec.ts',
  'messaging/admin-segments.e2e.spec.ts',
  'overview/admin-overview-figures.e2e.spec.ts',
  'overview/reports.e2e.spec.ts',
  'registrations/admin-registrations.e2e.spec.ts',
].map((file) => `**/${file}`)
export const SHARED_STATE = ['shared-site', 'shared-outreach'] as const
export const OWN_DATA = 'own-data'

/** Started by `npm run test:e2e`, which builds the app, seeds a throwaway database and sets BASE_URL. */
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI machines, whose speed differs from ours; Playwright still lists every test that
  // needed it as "flaky", so a race is reported, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recorded on a failed test's retry only: recording every test's trace (its DOM snapshots and
    // screencast) cost a quarter of Chromium's CPU and a sixth of the browser layer's time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: env('CHROMIUM_PATH'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: SHARED_STATE[0], testMatch: SITE_FILES, workers: 1, use: { browserName: 'chromium' } },
    { name: SHARED_STATE[1], testMatch: OUTREACH_FILES, workers: 1, use: { browserName: 'chromium' } },
    {
      name: OWN_DATA,
      testIgnore: [...SITE_FILES, ...OUTREACH_FILES],
      // Started once every shared-state test has ended (`npm run test:e2e` runs the two in turn).
      dependencies: [...SHARED_STATE],
      use: { browserName: 'chromium' },
    },
  ],
})
