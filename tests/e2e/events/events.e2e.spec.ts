import { expect, test, type APIRequestContext, type Page } from '../test'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, unique } from '../helpers'

const REGISTERED_MESSAGE = 'Thank you for registering! We look forward to seeing you at the event.'
const CLOSED_MESSAGE = 'Registration for this event has closed.'

const uniqueEmail = (label: string) => `${label}.${unique()}@e2e.example`

/** An instant `days` from now at the given UTC hour, as the API takes it. */
function daysFromNow(days: number, hour: number, minute = 0): string {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(hour, minute, 0, 0)
  return date.toISOString()
}

type Session = {
  key: string
  title: string
  startsAt: string
  endsAt: string
  mode?: 'online' | 'in-person' | 'both'
  venue?: string
  address?: string
  note?: string
}
type CreatedEvent = { id: number; slug: string; title: string }

/** Three sessions on consecutive days a month from now. */
const threeDays = (offset = 30): Session[] => [
  {
    key: 'friday',
    title: 'Friday night',
    startsAt: daysFromNow(offset, 18),
    endsAt: daysFromNow(offset, 20),
    venue: 'Church Hall',
    address: '1 Park Road\nCheltenham',
  },
  {
    key: 'saturday',
    title: 'Saturday workshop',
    startsAt: daysFromNow(offset + 1, 9),
    endsAt: daysFromNow(offset + 1, 11, 30),
    mode: 'both',
    venue: 'Church Hall',
    note: 'Lunch provided',
  },
  {
    key: 'sunday',
    title: 'Sunday celebration',
    startsAt: daysFromNow(offset + 2, 9, 30),
    endsAt: daysFromNow(offset + 2, 11, 30),
    mode: 'online',
    venue: 'YouTube live stream',
  },
]

/** An event made the way an editor would, over REST as the seeded admin; published unless `draft`. */
async function createEvent(
  request: APIRequestContext,
  data: Record<string, unknown> & { sessions: Session[] },
  { draft = false } = {},
): Promise<CreatedEvent> {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const id = unique()
  const response = await request.post(`/api/events?depth=0${draft ? '&draft=true' : ''}`, {
    headers,
    data: {
      title: `E2E event ${id}`,
      slug: `e2e-event-${id}`,
      _status: draft ? 'draft' : 'published',
      ...data,
      sessions: data.sessions.map((session) => ({ mode: 'in-person', ...session })),
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { doc } = await response.json()
  return { id: doc.id, slug: doc.slug, title: doc.title }
}

function form(page: Page) {
  return page.getByRole('form', { name: 'Event registration' })
}

const banner = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })

test('/events lists upcoming events soonest first with a Register link, then past events, the latest first', async ({
  page,
  request,
}) => {
  const later = await createEvent(request, { title: `Later ${unique()}`, sessions: threeDays(60) })
  const sooner = await createEvent(request, { title: `Sooner ${unique()}`, sessions: threeDays(20) })
  const recent = await createEvent(request, {
    title: `Recent ${unique()}`,
    sessions: [
      {
        key: 'evening',
        title: 'Evening',
        startsAt: daysFromNow(-10, 18),
        endsAt: daysFromNow(-10, 20),
        venue: 'Town Hall',
      },
    ],
  })

  const response = await gotoHydrated(page, '/events')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
  const upcoming = page.getByTestId('upcoming-events')
  const past = page.getByTestId('past-events')
  const upcomingTitles = await upcoming.getByRole('heading', { level: 3 }).allTextContents()
  expect(upcomingTitles.indexOf(sooner.title)).toBeGreaterThan(-1)
  expect(upcomingTitles.indexOf(sooner.title)).toBeLessThan(upcomingTitles.indexOf(later.title))
  const pastTitles = await past.getByRole('heading', { level: 3 }).allTextContents()
  expect(pastTitles.indexOf(recent.title)).toBeGreaterThan(-1)
  // The SPEC event (September 2025) ended before the recent one.
  expect(pastTitles.indexOf(recent.title)).toBeLessThan(pastTitles.indexOf('Outreach Event 2025'))
  // Upcoming comes first on the page.
  expect(
    await upcoming.evaluate(
      (list, other) => Boolean(list.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await past.elementHandle(),
    ),
  ).toBe(true)

  const item = upcoming.getByRole('listitem').filter({ hasText: sooner.title })
  await expect(item).toContainText('Church Hall · YouTube live stream')
  await expect(item.getByRole('link', { name: `Register for ${sooner.title}` })).toHaveAttribute(
    'href',
    `/events/${sooner.slug}#register`,
  )
  await expect(
    past
      .getByRole('listitem')
      .filter({ hasText: recent.title })
      .getByRole('link', { name: /Register/ }),
  ).toHaveCount(0)
  await item.getByRole('link', { name: sooner.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${sooner.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sooner.title)
  await expectNoSeriousAxeViolations(page)
})

test('a three-session event: three cards, three boxes and the all-sessions box, and registering works', async ({
  page,
  request,
}) => {
  const event = await createEvent(request, {
    summary: 'Three days of harvest thanksgiving.',
    streamUrl: 'https://www.youtube.com/@example-church/live',
    sessions: threeDays(),
  })
  const response = await gotoHydrated(page, `/events/${event.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/events/${event.slug}$`))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Three days of harvest thanksgiving.',
  )
  for (const label of ['Register Now', 'Watch Live'])
    await expect(banner(page).getByRole('link', { name: label })).toBeVisible()

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(0)).toContainText('Day 1')
  await expect(cards.nth(0)).toContainText('Friday night')
  await expect(cards.nth(0)).toContainText('Venue: Church Hall')
  await expect(cards.nth(0)).toContainText('1 Park Road')
  await expect(cards.nth(1)).toContainText('Lunch provided')
  await expect(cards.nth(2)).toContainText('Day 3')
  await expect(cards.nth(2)).toContainText('Online: YouTube live stream')
  await expect(page.locator('[data-phase="day1"]')).toContainText('Friday night starts in')
  await expect(page.getByRole('link', { name: 'Add Saturday workshop to my calendar' })).toHaveAttribute(
    'href',
    `/events/${event.slug}/calendar/saturday`,
  )
  const one = await (await request.get(`/events/${event.slug}/calendar/saturday`)).text()
  expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  expect(one).toContain('STATUS:CONFIRMED')
  const all = await request.get(`/events/${event.slug}/calendar/all`)
  expect(all.headers()['content-disposition']).toContain(`${event.slug}.ics`)
  expect((await all.text()).match(/BEGIN:VEVENT/g)).toHaveLength(3)
  expect((await request.get(`/events/${event.slug}/calendar/no-such-session`)).status()).toBe(404)

  const f = form(page)
  await expect(f.getByRole('group', { name: /Which days will you attend\?/ })).toBeVisible()
  const boxes = ['Friday night', 'Saturday workshop', 'Sunday celebration'].map((title) =>
    f.getByRole('checkbox', { name: new RegExp(`^${title}`) }),
  )
  const allBox = f.getByRole('checkbox', { name: 'All sessions' })
  await expect(f.getByRole('checkbox')).toHaveCount(4 + 2) // the two consent boxes besides
  await allBox.check()
  for (const box of boxes) await expect(box).toBeChecked()
  await boxes[1]!.uncheck()
  await expect(allBox).not.toBeChecked()
  expect(await allBox.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true)
  await boxes[1]!.check()
  await expect(allBox).toBeChecked()

  const email = uniqueEmail('three')
  await f.getByLabel('Full name').fill('Three Sessions')
  await f.getByLabel('Email address').fill(email)
  await f.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration Confirmed!')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Registration Confirmed!' })).toContainText(
    REGISTERED_MESSAGE,
  )
  await expect(page.getByText(/with the details of your days/)).toBeVisible()

  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const stored = await (
    await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  ).json()
  expect(stored.docs).toHaveLength(1)
  expect(stored.docs[0]).toMatchObject({ event: event.id, attendanceChoice: ['friday', 'saturday', 'sunday', 'all'] })
})

test('the event page carries schema.org Event data naming the church as organiser', async ({ page, request }) => {
  const event = await createEvent(request, { summary: 'A day of thanks.', sessions: threeDays(40) })
  await page.goto(`/events/${event.slug}`)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts).toHaveLength(1)
  const data = JSON.parse(scripts[0]!)
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: 'A day of thanks.',
    url: expect.stringMatching(new RegExp(`/events/${event.slug}$`)),
    organizer: {
      '@type': 'Organization',
      name: 'Example Church Cheltenham',
      url: expect.stringMatching(/^https?:\/\//),
    },
    offers: { availability: 'https://schema.org/InStock' },
  })
  expect(data.subEvent).toHaveLength(3)
})

test('a closed event shows why in place of the form, with no fields and no Register Now', async ({ page, request }) => {
  const closed = await createEvent(request, {
    registrationCloses: 'at-date',
    registrationClosesAt: daysFromNow(-1, 12),
    sessions: threeDays(),
  })
  await gotoHydrated(page, `/events/${closed.slug}`)
  const register = page.locator('#register')
  await expect(register).toContainText(CLOSED_MESSAGE)
  await expect(form(page)).toHaveCount(0)
  await expect(register.getByRole('textbox')).toHaveCount(0)
  await expect(banner(page).getByRole('link', { name: 'Register Now' })).toHaveCount(0)
  const refused = await request.post('/api/registrations/register', {
    data: { event: closed.slug, fullName: 'Too Late', email: uniqueEmail('late'), attendanceChoice: ['friday'] },
  })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).message).toBe(CLOSED_MESSAGE)
})

test('an event not open yet says when it opens in place of the form, and shows the form once it has', async ({
  page,
  request,
}) => {
  const notYet = await createEvent(request, { registrationOpensAt: daysFromNow(10, 9), sessions: threeDays() })
  await gotoHydrated(page, `/events/${notYet.slug}`)
  await expect(page.locator('#register')).toContainText(
    /Registration opens on \w+day \d+ \w+ \d{4} at \d+:\d\d [AP]M \(UK time\)\./,
  )
  await expect(form(page)).toHaveCount(0)

  // The page is rendered once and cached: the browser switches to the form when registration opens.
  await page.clock.install({ time: new Date(daysFromNow(11, 9)) })
  await gotoHydrated(page, `/events/${notYet.slug}`)
  await expect(form(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Register Now' })).toBeVisible()
})

test('an ended event: the recording instead of Watch Live, no calendar links, a stream box that says so', async ({
  page,
  request,
}) => {
  const recordingUrl = 'https://www.youtube.com/@example-church/videos'
  const event = await createEvent(request, {
    streamUrl: 'https://www.youtube.com/@example-church/live',
    recordingUrl,
    sessions: [
      { key: 'first', title: 'First evening', startsAt: daysFromNow(-20, 18), endsAt: daysFromNow(-20, 20) },
      { key: 'second', title: 'Second evening', startsAt: daysFromNow(-19, 18), endsAt: daysFromNow(-19, 20) },
    ],
  })
  await gotoHydrated(page, `/events/${event.slug}`)
  await expect(banner(page).getByRole('link', { name: 'Watch Live' })).toHaveCount(0)
  await expect(banner(page).getByRole('link', { name: 'Watch the Recording' })).toHaveAttribute('href', recordingUrl)
  await expect(page.getByRole('link', { name: /to my calendar/ })).toHaveCount(0)
  const stream = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Live Stream' }) })
  await expect(stream).toContainText('This event has ended.')
  await expect(stream).not.toContainText('appears here when the event starts')
  await expect(stream.getByRole('link', { name: 'Watch the Recording' })).toHaveAttribute('href', recordingUrl)
  await expect(page.locator('[data-phase="ended"]')).toContainText('The event has ended')
  // Registration closes with the last session by default.
  await expect(page.locator('#register')).toContainText(CLOSED_MESSAGE)
  await expect(banner(page).getByRole('link', { name: 'Register Now' })).toHaveCount(0)
})

test('a page cached before the event ended shows it as ended in a browser whose clock is past the end', async ({
  page,
  request,
}) => {
  const sessions = threeDays(5)
  const event = await createEvent(request, {
    streamUrl: 'https://www.youtube.com/@example-church/live',
    recordingUrl: 'https://www.youtube.com/@example-church/videos',
    sessions,
  })
  await gotoHydrated(page, `/events/${event.slug}`)
  await expect(banner(page).getByRole('link', { name: 'Watch Live' })).toBeVisible()
  await expect(page.getByRole('link', { name: /to my calendar/ })).toHaveCount(4)

  await page.clock.install({ time: new Date(Date.parse(sessions[2]!.endsAt) + 60_000) })
  await gotoHydrated(page, `/events/${event.slug}`)
  await expect(banner(page).getByRole('link', { name: 'Watch the Recording' })).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Watch Live' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /to my calendar/ })).toHaveCount(0)
  await expect(page.locator('#register')).toContainText(CLOSED_MESSAGE)
})

test('a draft event is a 404 for visitors and not in the sitemap; a signed-in editor previews it', async ({
  page,
  request,
}) => {
  const draft = await createEvent(request, { title: `Draft ${unique()}`, sessions: threeDays() }, { draft: true })
  expect((await request.get(`/events/${draft.slug}`)).status()).toBe(404)
  expect((await request.get(`/events/${draft.slug}/calendar/all`)).status()).toBe(404)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/events/${draft.slug}<`)
  const events = await (await request.get('/events')).text()
  expect(events).not.toContain(draft.title)

  const token = await adminToken(request)
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: token, url: new URL(process.env.BASE_URL ?? 'http://localhost:3000').origin },
    ])
  await page.goto(`/preview?path=/events/${draft.slug}`)
  await expect(page).toHaveURL(new RegExp(`/events/${draft.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title)
  await page.context().clearCookies()
})

test('the sitemap lists the events list and every published event page', async ({ request }) => {
  const event = await createEvent(request, { sessions: threeDays() })
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/events</loc>')
  expect(sitemap).toContain(`/events/${event.slug}</loc>`)
  expect(sitemap).toContain('/events/outreach-event-2025</loc>')
})

test('an event page is cached like every public page', async ({ page, request }) => {
  const event = await createEvent(request, { sessions: threeDays() })
  await page.goto(`/events/${event.slug}`)
  await expect.poll(async () => (await page.goto(`/events/${event.slug}`))?.headers()['x-nextjs-cache']).toBe('HIT')
  expect((await page.goto('/events'))?.status()).toBe(200)
  await expect.poll(async () => (await page.goto('/events'))?.headers()['x-nextjs-cache']).toBe('HIT')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a one-day event with two sessions asks about sessions, fits the screen, and registers', async ({
    page,
    request,
  }) => {
    const event = await createEvent(request, {
      allSessionsLabel: 'Both sessions',
      sessions: [
        {
          key: 'morning',
          title: 'Morning talk',
          startsAt: daysFromNow(25, 9),
          endsAt: daysFromNow(25, 11),
          venue: 'Church Hall',
        },
        {
          key: 'afternoon',
          title: 'Afternoon talk',
          startsAt: daysFromNow(25, 13),
          endsAt: daysFromNow(25, 15),
          venue: 'Church Hall',
        },
      ],
    })
    await gotoHydrated(page, `/events/${event.slug}`)
    await expect(page.getByRole('article').first()).toContainText('Session 1')
    const f = form(page)
    await f.scrollIntoViewIfNeeded()
    await expect(f.getByRole('group', { name: /Which sessions will you attend\?/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await f.getByLabel('Full name').fill('Phone Person')
    await f.getByLabel('Email address').fill(uniqueEmail('phone'))
    await f.getByRole('checkbox', { name: /^Afternoon talk/ }).tap()
    await expect(f.getByRole('checkbox', { name: 'Both sessions' })).not.toBeChecked()
    await f.getByRole('button', { name: 'Register' }).tap()
    await expect(page.getByRole('status').filter({ hasText: 'Registration Confirmed!' })).toContainText(
      REGISTERED_MESSAGE,
    )
    await expect(page.getByText(/with the details of your sessions/)).toBeVisible()
  })
})
