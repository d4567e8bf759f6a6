import { expect, test, type APIRequestContext } from '../test'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, outboxText } from '../helpers'

// The pages a registrant opens from their confirmation e-mail, for an event other than the outreach
// event: three sessions on one day, so the pages speak of sessions, not days.

const slug = `garden-day-${Date.now()}`
const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' }
const GARDEN_DAY = {
  title: 'Garden Day 2030',
  slug,
  _status: 'published',
  registrationCloses: 'last-session-ends',
  allSessionsLabel: 'The whole day',
  sessions: [
    {
      key: 'morning',
      title: 'Morning planting',
      startsAt: '2030-06-15T09:00:00.000Z',
      endsAt: '2030-06-15T11:00:00.000Z',
      mode: 'in-person',
      venue: 'Church garden',
      ...UK,
    },
    {
      key: 'lunch',
      title: 'Shared lunch',
      startsAt: '2030-06-15T11:30:00.000Z',
      endsAt: '2030-06-15T12:30:00.000Z',
      mode: 'in-person',
      venue: 'Church hall',
      ...UK,
    },
    {
      key: 'evening',
      title: 'Evening prayer',
      startsAt: '2030-06-15T18:00:00.000Z',
      endsAt: '2030-06-15T19:00:00.000Z',
      mode: 'online',
      venue: 'YouTube live stream',
      ...UK,
    },
  ],
}

/** The confirmation e-mail's text for the address, read from the outbox once the job has sent it. */
const confirmationText = (request: APIRequestContext, email: string) => outboxText(request, email)

const pathOf = (text: string, page: string) => {
  const link = new URL(new RegExp(`(http\\S+/${page}\\?token=[\\w-]+)`).exec(text)![1]!)
  return link.pathname + link.search
}

test.describe('a registrant of a three-session event', () => {
  let text = ''

  test.beforeAll(async ({ request }) => {
    const created = await request.post('/api/events', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: GARDEN_DAY,
    })
    expect(created.ok(), await created.text()).toBe(true)
    const email = `rosa.${Date.now()}@e2e.example`
    const registered = await request.post('/api/registrations/register', {
      data: { event: slug, fullName: 'Rosa Gardener', email, attendanceChoice: ['morning'] },
    })
    expect(registered.ok(), await registered.text()).toBe(true)
    text = await confirmationText(request, email)
  })

  test('is e-mailed about that event and its chosen session', () => {
    expect(text).toContain('Thank you for registering for Garden Day 2030.')
    expect(text).toContain('- Morning planting: Saturday 15 June 2030, 10:00 AM – 12:00 PM (UK time), Church garden')
    expect(text).not.toContain('Shared lunch')
  })

  test('sees the event and the session chosen once the address is verified', async ({ page }) => {
    await gotoHydrated(page, pathOf(text, 'verify-email'))
    await expect(page.getByText('Thank you! Your email address has been verified.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Garden Day 2030' })).toHaveAttribute('href', `/events/${slug}`)
    await expect(page.getByText('Morning planting')).toBeVisible()
    await expect(page.getByText('Saturday 15 June 2030, 10:00 AM – 12:00 PM (UK time), Church garden')).toBeVisible()
    await expect(page.getByText('Shared lunch')).toHaveCount(0)
    await expect(page.getByText('Online Crusade')).toHaveCount(0)
  })

  test("manages that registration with the event's own sessions, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, pathOf(text, 'manage-registration'))
    await expect(page.getByText('Hello Rosa. You can change the sessions you plan to attend, or cancel.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Garden Day 2030' })).toHaveAttribute('href', `/events/${slug}`)
    expect(page.url()).not.toContain('token=')

    const choices = page.getByRole('group', { name: 'Which sessions will you attend?' })
    await expect(choices.getByRole('checkbox')).toHaveCount(4)
    await expect(choices.getByRole('checkbox', { name: /Morning planting/ })).toBeChecked()
    await expect(choices.getByRole('checkbox', { name: /Shared lunch/ })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: /Super Sunday/ })).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)

    /** Saves and answers with the sessions the server stored. */
    const save = async () => {
      const [response] = await Promise.all([
        page.waitForResponse('**/api/registrations/manage'),
        page.getByRole('button', { name: 'Save changes' }).click(),
      ])
      return ((await response.json()) as { registration: { attendanceChoice: string[] } }).registration.attendanceChoice
    }

    await choices.getByRole('checkbox', { name: 'The whole day' }).check()
    for (const name of [/Morning planting/, /Shared lunch/, /Evening prayer/])
      await expect(choices.getByRole('checkbox', { name })).toBeChecked()
    expect(await save()).toEqual(['morning', 'lunch', 'evening', 'all'])
    await expect(page.getByRole('status').filter({ hasText: 'Registration Updated' })).toBeVisible()

    await choices.getByRole('checkbox', { name: /Shared lunch/ }).uncheck()
    await expect(choices.getByRole('checkbox', { name: 'The whole day' })).not.toBeChecked()
    expect(await save()).toEqual(['morning', 'evening'])
  })
})
