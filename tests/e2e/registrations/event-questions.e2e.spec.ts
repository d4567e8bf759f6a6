import { expect, test, type Page } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated, signIn } from '../helpers'

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const MEAL = 'Which meal would you like?'
const NEEDS = 'Any access needs?'
const EMAIL = `quentin.${unique}@e2e.example`

let eventId: number
let slug: string

test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1366, height: 768 } })

/** Payload's select (react-select): opens the menu and picks the option. */
async function choose(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId} .rs__control`).click()
  await page.locator('.rs__option', { hasText: option }).first().click()
}

async function registrationsOf(page: Page, email: string) {
  const token = await adminToken(page.request)
  const response = await page.request.get(
    `/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  return (await response.json()).docs as Array<Record<string, unknown>>
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: `Questions Supper ${unique}`,
      slug: `questions-supper-${unique}`,
      _status: 'published',
      sessions: [
        {
          key: 'supper',
          title: 'Supper',
          startsAt: `${day}T18:00:00.000Z`,
          endsAt: `${day}T20:00:00.000Z`,
          mode: 'in-person',
          venue: 'Church Hall',
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const event = (await response.json()).doc
  eventId = event.id
  slug = event.slug
})

test('an admin adds a required one-choice question and a sensitive long-text one, and publishes', async ({ page }) => {
  // Payload's edit screen builds each new array row on the server: round trips.
  test.slow()
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/events/${eventId}`)
  const questions = page.locator('#field-questions')
  for (const index of [0, 1]) {
    await page.getByRole('button', { name: 'Add Question' }).click()
    await expect(page.locator(`#field-questions__${index}__label`)).toBeAttached({ timeout: 30_000 })
  }
  // The list starts folded (an event may have many questions); open the rows to fill them in.
  await questions.getByRole('button', { name: 'Show All' }).click()
  await expect(page.locator('#field-questions__1__label')).toBeVisible()
  await page.locator('#field-questions__0__label').fill(MEAL)
  // The options field shows once the server has rebuilt the form for the new type: a round trip too.
  // On a machine three times slower, Payload once kept the rebuild of an earlier change (the label) and
  // never showed the field; choosing the type again, as a person would, asks once more.
  const options = page.locator('.field-questions__0__options .rs__input')
  await expect(async () => {
    await choose(page, 'field-questions__0__type', 'One choice')
    await expect(options).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 60_000 })
  await page.locator('#field-questions__0__required').check()
  for (const option of ['Vegetarian', 'Meat']) {
    await options.fill(option)
    await options.press('Enter')
  }
  await page.locator('#field-questions__1__label').fill(NEEDS)
  await choose(page, 'field-questions__1__type', 'Long text')
  await page.locator('#field-questions__1__help').fill('So we can get the hall ready for you.')
  await page.locator('#field-questions__1__sensitive').check()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const token = await adminToken(page.request)
  const stored = await (
    await page.request.get(`/api/events/${eventId}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  ).json()
  expect(stored.questions).toMatchObject([
    { label: MEAL, type: 'one-choice', required: true, options: ['Vegetarian', 'Meat'], sensitive: false },
    { label: NEEDS, type: 'long-text', required: false, sensitive: true },
  ])
  expect(stored.questions[0].key).toBeTruthy()
})

test('a visitor is told under the question what is missing, then registers with their answers', async ({ page }) => {
  await gotoHydrated(page, `/events/${slug}`)
  const form = page.getByRole('form', { name: 'Event registration' })
  const meal = form.getByRole('group', { name: MEAL })
  await expect(meal.getByRole('radio', { name: 'Vegetarian' })).toBeVisible()
  const needs = form.getByLabel(NEEDS)
  await expect(needs).toHaveAccessibleDescription('So we can get the hall ready for you.')
  await expectNoSeriousAxeViolations(page, { include: 'form[aria-label="Event registration"]' })

  await form.getByLabel('Full name').fill('Quentin Questions')
  await form.getByLabel('Email address').fill(EMAIL)
  await form.getByRole('checkbox', { name: /^Supper/ }).check()
  await form.getByRole('button', { name: 'Register' }).click()

  // The message sits under the question, is read with its first choice, and focus moves there.
  const vegetarian = meal.getByRole('radio', { name: 'Vegetarian' })
  await expect(meal.getByText('Please answer this question.')).toBeVisible()
  await expect(vegetarian).toBeFocused()
  await expect(vegetarian).toHaveAttribute('aria-invalid', 'true')
  await expect(vegetarian).toHaveAccessibleDescription('Please answer this question.')
  expect(await registrationsOf(page, EMAIL)).toHaveLength(0)

  await meal.getByRole('radio', { name: 'Meat' }).check()
  await needs.fill('Step-free access, please.')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Registration Confirmed!' })).toBeVisible()
  const [stored] = await registrationsOf(page, EMAIL)
  expect(stored).toMatchObject({
    answers: [{ label: MEAL, type: 'one-choice', value: 'Meat' }],
    sensitiveAnswers: [{ label: NEEDS, type: 'long-text', value: 'Step-free access, please.' }],
  })
})

test('the registrations table filters on an answer and shows the answer columns once asked', async ({ page }) => {
  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/registrations?event=${eventId}`)
  const table = page.locator('table.staff-table')
  await expect(table.getByRole('link', { name: 'Quentin Questions' })).toBeVisible()
  // Hidden until someone asks for them.
  await expect(table.getByRole('columnheader', { name: MEAL })).toHaveCount(0)

  await page.getByRole('combobox', { name: /^Answer/ }).selectOption({ label: `${MEAL}: Vegetarian` })
  await expect(page).toHaveURL(/answer=/)
  await expect(page.getByText('No registrations match these filters.')).toBeVisible()
  await page.getByRole('combobox', { name: /^Answer/ }).selectOption({ label: `${MEAL}: Meat` })
  await expect(table.getByRole('link', { name: 'Quentin Questions' })).toBeVisible()

  await page.getByText('Answer columns').click()
  await page.getByRole('checkbox', { name: MEAL }).check()
  await page.getByRole('checkbox', { name: NEEDS }).check()
  await expect(table.getByRole('columnheader', { name: MEAL })).toBeVisible()
  const row = table.locator('tbody tr', { hasText: 'Quentin Questions' })
  await expect(row).toContainText('Meat')
  await expect(row).toContainText('Step-free access, please.')
  // The choice is the staff member's, kept for the next visit.
  await page.reload()
  await expect(table.getByRole('columnheader', { name: NEEDS })).toBeVisible()

  // The registration's own screen shows each answer under the wording the person saw.
  await table.getByRole('link', { name: 'Quentin Questions' }).click()
  await expect(page.getByTestId('registration-answers')).toContainText(`${MEAL}Meat`)
  await expect(page.getByTestId('registration-sensitiveAnswers')).toContainText(`${NEEDS}Step-free access, please.`)
})
