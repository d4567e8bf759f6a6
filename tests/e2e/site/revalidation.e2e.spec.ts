import { expect, test } from '../test'

import { adminToken } from '../helpers'

test('publishing a change in the CMS shows on the public page without a restart', async ({ page, request }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')

  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await (await request.get('/api/pages?where[path][equals]=/about&depth=0', { headers })).json()
  const about = found.docs[0]
  const newHeading = `About Us ${Date.now()}`
  const layout = about.layout.map((block: { blockType: string }) =>
    block.blockType === 'hero' ? { ...block, heading: newHeading } : block,
  )

  // A draft is not public yet.
  const draft = await request.patch(`/api/pages/${about.id}?draft=true`, {
    headers,
    data: { layout, _status: 'draft' },
  })
  expect(draft.ok()).toBe(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')

  const published = await request.patch(`/api/pages/${about.id}`, { headers, data: { layout, _status: 'published' } })
  expect(published.ok()).toBe(true)
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeading, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })

  // Put it back for the other tests.
  await request.patch(`/api/pages/${about.id}`, { headers, data: { layout: about.layout, _status: 'published' } })
})

test('a change to site settings shows in every page footer', async ({ page, request }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const settings = await (await request.get('/api/globals/site-settings', { headers })).json()
  const email = `hello-${Date.now()}@example.org`
  expect((await request.post('/api/globals/site-settings', { headers, data: { enquiriesEmail: email } })).ok()).toBe(
    true,
  )
  await expect(async () => {
    await page.goto('/give')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: email })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await request.post('/api/globals/site-settings', { headers, data: { enquiriesEmail: settings.enquiriesEmail } })
})

test('the outreach event page is cached, and shows a change to the event at once', async ({ page, request }) => {
  const first = await page.goto('/outreach-event')
  // Served from the cache like every public page, not rendered for each visitor.
  await expect.poll(async () => (await page.goto('/outreach-event'))?.headers()['x-nextjs-cache']).toBe('HIT')
  expect((await page.goto('/outreach-event'))?.headers()['x-page-cache']).toBe('HIT')
  expect(first?.status()).toBe(200)

  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  // /outreach-event shows the featured event: the seeded outreach event.
  const { docs } = await (
    await request.get('/api/events?where[slug][equals]=outreach-event-2025&depth=0', { headers })
  ).json()
  const event = docs[0]
  const title = `Outreach ${Date.now()}`
  expect((await request.patch(`/api/events/${event.id}`, { headers, data: { title } })).ok()).toBe(true)
  try {
    await expect(async () => {
      await page.goto('/outreach-event')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/api/events/${event.id}`, { headers, data: { title: event.title } })
  }
})

test('an editor previews a draft before publishing; visitors never see it', async ({ page, request, browser }) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await (await request.get('/api/pages?where[path][equals]=/ministry-arms&depth=0', { headers })).json()
  const arms = found.docs[0]
  const draftHeading = `Ministry Arms draft ${Date.now()}`
  const layout = arms.layout.map((block: { blockType: string }) =>
    block.blockType === 'hero' ? { ...block, heading: draftHeading } : block,
  )
  expect(
    (await request.patch(`/api/pages/${arms.id}?draft=true`, { headers, data: { layout, _status: 'draft' } })).ok(),
  ).toBe(true)

  await page.context().addCookies([
    {
      name: 'payload-token',
      value: token,
      url: new URL(page.url() === 'about:blank' ? (process.env.BASE_URL ?? 'http://localhost:3000') : page.url())
        .origin,
    },
  ])
  await page.goto('/preview?path=/ministry-arms')
  await expect(page).toHaveURL(/\/ministry-arms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
  const draftCookie = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass')
  expect(draftCookie).toMatchObject({ sameSite: 'Lax', httpOnly: true })

  // Signed out, the draft-mode cookie the browser keeps shows the published page only.
  await page.context().clearCookies({ name: 'payload-token' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ministry Arms')

  const visitor = await browser.newPage()
  await visitor.goto(page.url())
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Ministry Arms')
  expect((await visitor.request.get('/preview?path=/ministry-arms', { maxRedirects: 0 })).status()).toBe(403)
  await visitor.close()
})

test('public pages are answered from the page cache; signed-in editors, the admin and the API never are', async ({
  request,
  playwright,
  baseURL,
}) => {
  await request.get('/give')
  const visitor = await request.get('/give')
  expect(visitor.headers()['x-page-cache']).toBe('HIT')
  expect(await visitor.text()).toContain('<h1')

  const token = await adminToken(request)
  const editor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `payload-token=${token}` },
  })
  try {
    for (let i = 0; i < 2; i++) expect((await editor.get('/give')).headers()['x-page-cache']).toBeUndefined()
    for (let i = 0; i < 2; i++) expect((await editor.get('/admin')).headers()['x-page-cache']).toBeUndefined()
  } finally {
    await editor.dispose()
  }
  for (let i = 0; i < 2; i++)
    expect((await request.get('/api/pages?limit=1')).headers()['x-page-cache']).toBeUndefined()
  // A page Next renders for each visitor is never kept.
  for (let i = 0; i < 2; i++) expect((await request.get('/verify-email')).headers()['x-page-cache']).toBeUndefined()
})
