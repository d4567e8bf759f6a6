import { expect, test, type Page } from '../test'

import {
  adminToken,
  clickAndAnswer,
  createStaffUser,
  daysFromNow,
  expectNoSeriousAxeViolations,
  forgetFormHits,
  forgetSession,
  gotoHydrated,
  outboxText,
  signIn,
} from '../helpers'

// Families register on their phones, and the door is worked on one.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const marker = `family${Date.now().toString(36)}`
const booker = `Dee Family ${marker}`
const brought = [
  { fullName: `Ed Family ${marker}`, isChild: false, diet: 'Vegetarian' },
  { fullName: `Flo Family ${marker}`, isChild: true, diet: '' },
  { fullName: `Gil Family ${marker}`, isChild: true, diet: 'No nuts' },
]
let event: { id: number; slug: string }

/** An instant `days` from now at the given UTC hour, as the API takes it. */

test.beforeAll(async ({ request }) => {
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `Family fun day ${marker}`,
      slug: `family-fun-day-${marker}`,
      _status: 'published',
      groupLimit: 4,
      sessions: [
        {
          key: 'fun-day',
          title: 'Fun day',
          startsAt: daysFromNow(20, 10),
          endsAt: daysFromNow(20, 15),
          mode: 'in-person',
          venue: 'Church Hall',
        },
      ],
      questions: [{ label: 'Dietary needs', type: 'short-text', required: false, perAttendee: true }],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  event = (await response.json()).doc
})

const form = (page: Page) => page.getByRole('form', { name: 'Event registration' })
const personFieldset = (page: Page, index: number) =>
  form(page).getByRole('group', { name: new RegExp(`^Person ${index + 2}`) })

test('a family of four registers on one form, and is let in together at the door with one tap', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, `/events/${event.slug}`)
  const f = form(page)
  await f.getByLabel('Full name').fill(booker)
  await f.getByLabel('Email address').fill(`dee.${marker}@e2e.example`)
  await f.getByRole('checkbox', { name: /Fun day/ }).check()

  // Folded away until wanted.
  const disclosure = f.getByRole('button', { name: /Bringing others\? Add them here/ })
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
  await expect(f.getByRole('button', { name: 'Add a person' })).toBeHidden()
  await disclosure.click()
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true')

  for (const [index, person] of brought.entries()) {
    await f.getByRole('button', { name: 'Add a person' }).click()
    const row = personFieldset(page, index)
    // The new row's name has the focus, so a keyboard user types straight on.
    await expect(row.getByLabel('Full name')).toBeFocused()
    await page.keyboard.type(person.fullName)
    if (person.isChild) await row.getByRole('checkbox', { name: 'This is a child' }).check()
    if (person.diet) await row.getByLabel('Dietary needs').fill(person.diet)
  }
  // Room for one more (the limit is four), then it says the limit.
  await f.getByRole('button', { name: 'Add a person' }).click()
  await expect(f.getByRole('button', { name: 'Add a person' })).toHaveCount(0)
  await expect(f).toContainText('That is as many as one form takes: 4 people besides you.')
  await expectNoSeriousAxeViolations(page, { include: '[data-testid="people-you-are-bringing"]' })
  // Nothing overflows the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // A blank row is refused under its own name field; removing it leaves the others as typed.
  await f.getByRole('button', { name: 'Register' }).click()
  const blank = personFieldset(page, 3).getByLabel('Full name')
  await expect(blank).toHaveAttribute('aria-invalid', 'true')
  await expect(blank).toBeFocused()
  await personFieldset(page, 3)
    .getByRole('button', { name: /^Remove/ })
    .click()
  await expect(personFieldset(page, 2).getByLabel('Full name')).toHaveValue(brought[2]!.fullName)
  await expect(personFieldset(page, 2).getByLabel('Dietary needs')).toHaveValue('No nuts')

  await f.getByRole('button', { name: 'Register' }).click()
  const success = page.getByTestId('form-success')
  await expect(success).toContainText('Registration Confirmed!')
  await expect(success.getByTestId('registered-people')).toHaveText(
    `You registered ${booker}, ${brought[0]!.fullName}, ${brought[1]!.fullName} and ${brought[2]!.fullName}. Everyone's check-in code is in that e-mail.`,
  )
  await expect(success.getByRole('button', { name: 'Register Another Person' })).toBeVisible()

  // At the door: the family together under the booker, the children marked.
  const volunteer = await createStaffUser(request, 'volunteer', 'Vera Door')
  await forgetSession(page)
  await signIn(page, volunteer.email, volunteer.password)
  await page.goto(`/admin/checkin?event=${event.id}`)
  await page.getByLabel('Find a person').fill(booker)
  const group = page.locator('li.door-group').filter({ hasText: booker })
  await expect(group.locator('li.staff-person')).toHaveCount(4)
  await expect(group.locator('li.staff-person').first()).toContainText(booker)
  await expect(group.locator('li.staff-person').filter({ hasText: brought[1]!.fullName })).toContainText('Child')
  await expectNoSeriousAxeViolations(page, { include: 'li.door-group' })

  // Gil stayed at home: untick him, and one tap lets in the other three.
  await group.getByRole('checkbox', { name: `Include ${brought[2]!.fullName} in the group check-in` }).uncheck()
  await group.getByRole('button', { name: 'Check in group (3)' }).click()
  for (const name of [booker, brought[0]!.fullName, brought[1]!.fullName]) {
    await expect(
      group
        .locator('li.staff-person')
        .filter({ hasText: name })
        .getByRole('button', { name: `Undo check-in for ${name}` }),
    ).toBeVisible()
  }
  await expect(page.getByRole('status').filter({ hasText: 'Checked In:' })).toHaveText(
    `Checked In: ${booker}, ${brought[0]!.fullName} and ${brought[1]!.fullName}`,
  )
  await expect(
    group
      .locator('li.staff-person')
      .filter({ hasText: brought[2]!.fullName })
      .getByRole('button', { name: `Check in ${brought[2]!.fullName}` }),
  ).toBeVisible()

  // He turns up after all: the group's button now lets in the one left.
  await group.getByRole('checkbox', { name: `Include ${brought[2]!.fullName} in the group check-in` }).check()
  await group.getByRole('button', { name: 'Check in group (1)' }).click()
  await expect(
    group
      .locator('li.staff-person')
      .filter({ hasText: brought[2]!.fullName })
      .getByRole('button', { name: `Undo check-in for ${brought[2]!.fullName}` }),
  ).toBeVisible()
  await expect(group).toContainText('Everyone in this group is checked in for Fun day.')

  // Saved, not only shown: a reload finds all four in.
  await page.reload()
  await page.getByLabel('Find a person').fill(booker)
  await expect(
    page
      .locator('li.door-group')
      .filter({ hasText: booker })
      .getByRole('button', { name: /^Undo check-in for/ }),
  ).toHaveCount(4)
})

test('the booker’s private link lists the people they brought and removes one of them, on a phone', async ({
  page,
  request,
}) => {
  const email = `hal.${marker}@e2e.example`
  const family = [`Ivy Hill ${marker}`, `Jem Hill ${marker}`]
  await forgetFormHits('event-registration')
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: event.slug,
      fullName: `Hal Hill ${marker}`,
      email,
      attendanceChoice: ['fun-day'],
      people: family.map((fullName, index) => ({ fullName, isChild: index === 1, answers: {} })),
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const text = await outboxText(request, email)
  for (const name of family) expect(text).toContain(name)
  const link = new URL(/(http\S+\/manage-registration\?token=[\w-]+)/.exec(text)![1]!)

  await gotoHydrated(page, link.pathname + link.search)
  const group = page.getByRole('region', { name: 'People you are bringing' })
  await expect(group.getByRole('listitem')).toHaveText(
    [family[0]!, `${family[1]!} (child)`].map((name) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}`)),
  )
  await expect(page.getByText('Changes and cancelling apply to everyone you are bringing.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await clickAndAnswer(page, group.getByRole('button', { name: `Remove ${family[0]}` }), (dialog) => dialog.accept())
  await expect(page.getByRole('status').filter({ hasText: 'Person Removed' })).toBeVisible()
  await expect(group.getByRole('listitem')).toHaveCount(1)
  await expect(group).not.toContainText(family[0]!)

  const stored = await (
    await request.get(
      `/api/registrations?where[fullName][in]=${encodeURIComponent(family.join(','))}&depth=0&sort=id`,
      { headers },
    )
  ).json()
  expect(
    stored.docs.map((doc: { fullName: string; cancelledAt: string | null }) => [
      doc.fullName,
      Boolean(doc.cancelledAt),
    ]),
  ).toEqual([
    [family[0], true],
    [family[1], false],
  ])
})

test('the booker’s scanned QR link brings up the whole group, and one tap lets them in recorded as found by QR', async ({
  page,
  request,
}) => {
  const family = [`Kit Quill ${marker}`, `Lou Quill ${marker}`]
  await forgetFormHits('event-registration')
  const registered = await request.post('/api/registrations/register', {
    data: {
      event: event.slug,
      fullName: `Max Quill ${marker}`,
      email: `max.${marker}@e2e.example`,
      attendanceChoice: ['fun-day'],
      people: family.map((fullName) => ({ fullName, isChild: true, answers: {} })),
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const names = [`Max Quill ${marker}`, ...family]
  const stored = await (
    await request.get(`/api/registrations?where[fullName][in]=${encodeURIComponent(names.join(','))}&depth=0&sort=id`, {
      headers,
    })
  ).json()
  const ids = stored.docs.map((doc: { id: number }) => doc.id)
  const bookerCode = stored.docs[0].checkinCode as string

  const volunteer = await createStaffUser(request, 'volunteer', 'Quinn Door')
  await forgetSession(page)
  await signIn(page, volunteer.email, volunteer.password)
  // What a phone's camera opens from the QR code in the booker's e-mail.
  await page.goto(`/admin/checkin?event=${event.id}&code=${bookerCode}`)
  const group = page.locator('li.door-group').filter({ hasText: names[0]! })
  await expect(group.locator('li.staff-person')).toHaveCount(3)
  await group.getByRole('button', { name: 'Check in group (3)' }).click()
  // Said once the server has stored them (the rows turn at once, before it answers).
  await expect(page.getByRole('status').filter({ hasText: 'Checked In:' })).toHaveText(
    `Checked In: ${names[0]}, ${names[1]} and ${names[2]}`,
  )

  const checkins = await (
    await request.get(`/api/checkins?where[registration][in]=${ids.join(',')}&depth=0`, { headers })
  ).json()
  expect(checkins.docs.map((doc: { method: string }) => doc.method)).toEqual(['qr', 'qr', 'qr'])
})
