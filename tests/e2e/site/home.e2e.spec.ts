import { expect, test } from '../test'

import { seedMedia } from '../../../src/seed/content/media'

import { adminToken } from '../helpers'

test('the home page renders its content from the CMS with the site chrome', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Giving Your Life a Meaning' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watch Online' }),
  ).toHaveAttribute('href', '/live-programmes/online-church')
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the home banner shows its picture from the media collection, optimised by the image service and preloaded, with its three buttons', async ({
  page,
}) => {
  const optimised: Array<{ url: string; status: number; type: string }> = []
  page.on('response', (response) => {
    if (response.url().includes('/_next/image'))
      optimised.push({ url: response.url(), status: response.status(), type: response.headers()['content-type'] ?? '' })
  })
  await page.goto('/')
  const banner = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Outreach Event/ }) })
  const picture = banner.getByRole('img', { name: seedMedia.outreachBanner.alt })
  await expect(picture).toBeVisible()
  expect(decodeURIComponent((await picture.getAttribute('src')) ?? '')).toMatch(
    /^\/_next\/image\?url=\/api\/media\/file\/outreach-banner[^&]*\.jpg[&?]/,
  )
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(optimised).toContainEqual(
    expect.objectContaining({
      url: expect.stringContaining('outreach-banner'),
      status: 200,
      type: expect.stringMatching(/^image\/(avif|webp)$/),
    }),
  )
  for (const label of ['Register for Event', 'Watch Live', 'Visit Website'])
    await expect(banner.getByRole('link', { name: label })).toBeVisible()
  // The page's first picture is fetched before anything else that waits on the page's scripts.
  await expect(picture).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesrcset',
    /outreach-banner[^ ]*\.jpg[^ ]* 640w/,
  )
  // Decoded with the first paint, so the largest thing a visitor sees does not appear after the text.
  await expect(picture).toHaveAttribute('decoding', 'sync')
  // The same picture is the page's share image, as an absolute address.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\/[^/]+\/api\/media\/file\/outreach-banner[^/]*\.jpg/,
  )
})

test('changing a picture in the media collection shows on the public page without a restart', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs } = await (
    await request.get('/api/media?where[filename][like]=outreach-banner&depth=0', { headers })
  ).json()
  const media = docs[0] as { id: number; alt: string }
  const alt = `Sunrise over the town ${Date.now()}`
  await page.goto('/')
  await expect(page.getByRole('img', { name: media.alt })).toBeVisible()
  expect((await request.patch(`/api/media/${media.id}`, { headers, data: { alt } })).ok()).toBe(true)
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('img', { name: alt })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/api/media/${media.id}`, { headers, data: { alt: media.alt } })
  }
})

test('the home page registration form is the featured event’s; with none featured it is left out and /outreach-event is not found', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const registration = page.getByRole('form', { name: 'Event registration' })
  await expect(registration.getByRole('checkbox', { name: /^Online Crusade/ })).toBeVisible()
  await expect(registration.getByRole('checkbox', { name: 'Both Days' })).toBeVisible()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const settings = await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()
  expect(settings.featuredEvent).toBeTruthy()
  expect((await request.post('/api/globals/site-settings', { headers, data: { featuredEvent: null } })).ok()).toBe(true)
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('form', { name: 'Event registration' })).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Giving Your Life a Meaning' })).toBeVisible()
    expect((await page.goto('/outreach-event'))?.status()).toBe(404)
  } finally {
    await request.post('/api/globals/site-settings', { headers, data: { featuredEvent: settings.featuredEvent } })
  }
  await expect(async () => {
    expect((await page.goto('/outreach-event'))?.status()).toBe(200)
  }).toPass({ timeout: 10_000 })
})
