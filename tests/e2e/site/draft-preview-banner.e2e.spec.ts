import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, signIn } from '../helpers'

test.use({ viewport: { width: 1366, height: 768 } })

const banner = (page: Page) => page.getByRole('complementary', { name: 'Draft preview' })

test('a previewed draft says it is not published, and Leave preview returns to the published page', async ({
  page,
  request,
  browser,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const path = `/banner-check-${Date.now()}`
  const created = await request.post('/api/pages?depth=0', {
    headers,
    data: { title: 'Banner check', path, _status: 'published' },
  })
  const { id } = (await created.json()).doc as { id: number }
  expect(
    (
      await request.patch(`/api/pages/${id}?draft=true`, {
        headers,
        data: { title: 'Banner check (draft)', _status: 'draft' },
      })
    ).ok(),
  ).toBe(true)

  // The published page, to the editor browsing the site: no banner.
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner check')
  await expect(banner(page)).toHaveCount(0)

  await page.goto(`/preview?path=${encodeURIComponent(path)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner check (draft)')
  await expect(banner(page)).toContainText('Preview — not published')
  await expectNoSeriousAxeViolations(page)

  // A visitor on the same address sees the published page, without the banner.
  const visitor = await browser.newPage()
  await visitor.goto(path)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Banner check')
  await expect(banner(visitor)).toHaveCount(0)
  await visitor.close()

  await banner(page).getByRole('link', { name: 'Leave preview' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banner check')
  await expect(banner(page)).toHaveCount(0)
  expect((await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass')).toBeUndefined()
})

test('leaving the preview of a page never published goes back to its edit screen', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const path = `/banner-draft-only-${Date.now()}`
  const created = await request.post('/api/pages?depth=0&draft=true', {
    headers,
    data: { title: 'Not yet published', path, _status: 'draft' },
  })
  const { id } = (await created.json()).doc as { id: number }

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/preview?path=${encodeURIComponent(path)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not yet published')
  await expect(banner(page)).toContainText('Preview — not published')
  await banner(page).getByRole('link', { name: 'Leave preview' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
})

test('a draft event’s preview carries the banner too', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `banner-event-${Date.now()}`
  const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString()
  const endsAt = new Date(Date.now() + 40 * 86_400_000 + 7_200_000).toISOString()
  const created = await request.post('/api/events?depth=0&draft=true', {
    headers,
    data: {
      title: 'Banner event',
      slug,
      _status: 'draft',
      sessions: [{ title: 'Evening', key: 'evening', mode: 'in-person', startsAt, endsAt }],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/preview?path=/events/${slug}`)
  await expect(banner(page)).toContainText('Preview — not published')
  await expect(banner(page).getByRole('link', { name: 'Leave preview' })).toHaveAttribute(
    'href',
    `/preview/exit?path=${encodeURIComponent(`/events/${slug}`)}`,
  )
})
