import { expect, test, type APIRequestContext } from '../test'

import { adminToken, daysFromNow, expectNoSeriousAxeViolations, gotoHydrated, unique } from '../helpers'

/**
 * Places on the public page, on a phone: what is left beside each session (read fresh, not from the
 * cached page), and a full session's registration answered with the person's place on the waiting list.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function createLimitedEvent(request: APIRequestContext) {
  const id = unique()
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Supper club ${id}`,
      slug: `supper-club-${id}`,
      _status: 'published',
      sessions: [
        {
          key: 'supper',
          title: 'Supper',
          startsAt: daysFromNow(40, 18),
          endsAt: daysFromNow(40, 20),
          mode: 'in-person',
          venue: 'Church Hall',
          capacity: 1,
        },
        {
          key: 'quiz',
          title: 'Quiz night',
          startsAt: daysFromNow(41, 18),
          endsAt: daysFromNow(41, 20),
          mode: 'in-person',
          venue: 'Church Hall',
          capacity: 5,
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; slug: string }
}

test('a phone shows what is left of each session, and registering for a full one puts the person on its waiting list', async ({
  page,
  request,
}) => {
  const event = await createLimitedEvent(request)
  const first = await request.post('/api/registrations/register', {
    data: {
      event: event.slug,
      fullName: 'Early Bird',
      email: `early.${unique()}@e2e.example`,
      attendanceChoice: ['supper', 'quiz'],
      website: '',
    },
  })
  expect(first.ok()).toBe(true)

  await gotoHydrated(page, `/events/${event.slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  await expect(form.getByText('Full — join the waiting list')).toBeVisible()
  await expect(form.getByText('4 places left')).toBeVisible()
  await expectNoSeriousAxeViolations(page, { include: 'form[aria-label="Event registration"]' })

  await form.getByLabel('Full name').fill('Wendy Waiting')
  await form.getByLabel('Email address').fill(`wendy.${unique()}@e2e.example`)
  await form.getByRole('checkbox', { name: /Supper/ }).check()
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'You are on the waiting list' })).toBeVisible()
  await expect(
    page.getByText('This is full, so you are on the waiting list for Supper (number 1 in the queue).'),
  ).toBeVisible()
  // It does not look like a confirmed place (issue 31): amber and dashed, not green.
  const panel = page.getByTestId('form-success')
  await expect(panel).toHaveAttribute('data-tone', 'waiting')
  await expect(panel).not.toHaveCSS('background-color', 'rgb(240, 253, 244)')
  await expect(panel.getByTestId('form-success-icon')).toHaveText('⏳')
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="form-success"]' })

  // The page says so at once on the next visit, though the page itself is cached.
  await gotoHydrated(page, `/events/${event.slug}`)
  await expect(
    page.getByRole('form', { name: 'Event registration' }).getByText('Full — join the waiting list'),
  ).toBeVisible()
})
