import { expect, test } from '../test'

import { adminToken, expectNoSeriousAxeViolations, forgetFormHits, gotoHydrated, outboxText } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const TITLE = `Parenting Course ${unique}`
const EMAIL = `nia.${unique}@e2e.example`
const CHILD = `Kofi Mensah ${unique}`

// People open their private link from the confirmation e-mail, on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * Issue 31, item 8: through the private link a booker sees everyone's check-in codes, drops a week
 * for their child alone, edits their answers, and is told on the page and by e-mail.
 */
test('the manage link shows check-in codes, changes one family member’s sessions and the answers, and confirms on the page and by e-mail', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const start = new Date(Date.now() + 4 * 86_400_000)
  start.setUTCHours(18, 0, 0, 0)
  const week = (n: number) => ({
    key: `week-${n}`,
    title: `Week ${n}`,
    startsAt: new Date(start.getTime() + (n - 1) * 7 * 86_400_000).toISOString(),
    endsAt: new Date(start.getTime() + (n - 1) * 7 * 86_400_000 + 7_200_000).toISOString(),
    mode: 'in-person',
  })
  const created = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: TITLE,
      slug: `parenting-${unique}`,
      _status: 'published',
      questions: [{ label: 'Dietary needs', type: 'short-text' }],
      sessions: [week(1), week(2)],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const event = (await created.json()).doc as { id: number; questions: Array<{ key: string }> }
  const questionKey = event.questions[0]!.key
  await forgetFormHits('event-registration')
  await forgetFormHits('manage-registration')
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: `parenting-${unique}`,
      fullName: `Nia Mensah ${unique}`,
      email: EMAIL,
      attendanceChoice: ['week-1', 'week-2'],
      answers: { [questionKey]: 'None' },
      people: [{ fullName: CHILD, isChild: true, answers: {} }],
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const text = await outboxText(request, EMAIL)
  const link = new URL(/(http\S+\/manage-registration\?token=[\w-]+)/.exec(text)![1]!)
  const stored = async () =>
    (
      await (
        await request.get(`/api/registrations?where[event][equals]=${event.id}&depth=0&sort=id`, { headers })
      ).json()
    ).docs as Array<{ fullName: string; attendanceChoice: string[]; checkinCode: string; answers: unknown }>
  const [booker, child] = await stored()
  const formatted = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

  await gotoHydrated(page, link.pathname + link.search)
  await expect(page.getByTestId('my-checkin-code')).toContainText(formatted(booker!.checkinCode))
  const group = page.getByRole('region', { name: 'People you are bringing' })
  await expect(group).toContainText(`Check-in code: ${formatted(child!.checkinCode)}`)
  await expectNoSeriousAxeViolations(page)

  // Kofi is not coming to week 2; his mother still is.
  await group.getByText(`Change ${CHILD}'s sessions`).click()
  const kofi = group.getByRole('group', { name: `Which sessions will ${CHILD} attend?` })
  await kofi.getByRole('checkbox', { name: /^Week 2/ }).uncheck()
  await group.getByRole('button', { name: `Save ${CHILD}'s sessions` }).click()
  const outcome = page.getByTestId('manage-outcome')
  await expect(outcome).toHaveAttribute('role', 'status')
  await expect(outcome).toContainText('Their sessions have been updated. We have e-mailed you a confirmation.')
  await expect(outcome).toBeInViewport()
  await expect(outcome).toBeFocused()
  expect((await stored()).map((person) => person.attendanceChoice)).toEqual([['week-1', 'week-2', 'all'], ['week-1']])

  await page.getByLabel('Dietary needs').fill('Vegetarian')
  await page.getByRole('button', { name: 'Save my answers' }).click()
  await expect(outcome).toContainText('Your answers have been updated.')
  expect((await stored())[0]!.answers).toEqual([expect.objectContaining({ key: questionKey, value: 'Vegetarian' })])

  // Each change is confirmed by e-mail, with the registration as it now stands.
  const changed = await outboxText(request, EMAIL, `Your changes to your registration for ${TITLE} are saved`)
  expect(changed).toContain(CHILD)
})

// The whole suite shares one address's allowance on the private link: this test's changes are not charged to later ones.
test.afterEach(() => forgetFormHits('manage-registration'))
