import { randomBytes } from 'node:crypto'

import { type Dialog, expect, test } from '../test'

import { hashToken } from '../../../src/platform/crypto/tokens'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import {
  adminToken,
  clickAndAnswer,
  expectNoSeriousAxeViolations,
  forgetFormHits,
  gotoHydrated,
  signIn,
  withDatabase,
} from '../helpers'

test.use({ viewport: { width: 390, height: 844 } })

const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' }

test.describe('a place offered from the waiting list, on a phone', () => {
  const token = randomBytes(32).toString('base64url')
  let registrationId = 0

  test.beforeAll(async ({ request }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const slug = `full-house-${Date.now()}`
    const event = await request.post('/api/events?depth=0', {
      headers,
      data: {
        title: 'Full House Evening',
        slug,
        _status: 'published',
        sessions: [
          {
            key: 'evening',
            title: 'Evening talk',
            startsAt: '2030-03-08T19:00:00.000Z',
            endsAt: '2030-03-08T21:00:00.000Z',
            mode: 'in-person',
            venue: 'Church hall',
            capacity: 1,
            ...UK,
          },
        ],
      },
    })
    expect(event.ok(), await event.text()).toBe(true)
    const eventId = (await event.json()).doc.id as number
    const person = await request.post('/api/registrations?depth=0', {
      headers,
      data: {
        event: eventId,
        fullName: 'Wendy Waiting',
        email: `wendy.${Date.now()}@e2e.example`,
        attendanceChoice: ['evening'],
      },
    })
    expect(person.ok(), await person.text()).toBe(true)
    registrationId = (await person.json()).doc.id
    // As the offer job leaves things: she holds no place yet, and the freed one is held for her until tomorrow.
    await withDatabase(async (db) => {
      await db.query(`DELETE FROM registrations_texts WHERE parent_id = $1 AND path = 'attendanceChoice'`, [
        registrationId,
      ])
      await db.query(`UPDATE registrations SET place_status = 'offered' WHERE id = $1`, [registrationId])
      await db.query(
        `INSERT INTO waiting_list (event_id, registration_id, session_key, status, offered_at, offer_expires_at, offer_token_hash, updated_at, created_at)
          VALUES ($1, $2, 'evening', 'offered', now(), now() + interval '24 hours', $3, now(), now())`,
        [eventId, registrationId, hashToken(token)],
      )
    })
  })

  test('shows the session and the deadline, accepts the place and says so', async ({ page }) => {
    await gotoHydrated(page, `/waiting-list/offer?token=${token}&answer=accept`)
    await expect(page.getByRole('heading', { name: 'A place for you' })).toBeVisible()
    await expect(page.getByText('Evening talk')).toBeVisible()
    await expect(page.getByText('Friday 8 March 2030, 7:00 PM – 9:00 PM (UK time), Church hall')).toBeVisible()
    await expect(page.getByText(/Please answer by .+ \(UK time\)/)).toBeVisible()
    // The token leaves the address bar once the page has read it.
    expect(page.url()).not.toContain(token)
    const accept = page.getByRole('button', { name: 'Accept the place' })
    await expect(accept).toBeFocused()
    // Both answers fit the phone's width without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoSeriousAxeViolations(page)

    await accept.click()
    await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed.' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    const stored = await withDatabase(async (db) => {
      const { rows } = await db.query(
        `SELECT r.place_status, w.status, (SELECT array_agg(t.text) FROM registrations_texts t WHERE t.parent_id = r.id AND t.path = 'attendanceChoice') AS sessions
          FROM registrations r JOIN waiting_list w ON w.registration_id = r.id WHERE r.id = $1`,
        [registrationId],
      )
      return rows[0]
    })
    expect(stored).toEqual({ place_status: 'confirmed', status: 'accepted', sessions: ['evening'] })
  })

  test('an unknown link says so and offers no buttons', async ({ page }) => {
    await gotoHydrated(page, '/waiting-list/offer?token=not-a-real-offer')
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept the place' })).toHaveCount(0)
  })
})

test.describe('an admin gives a waiting person the place by hand', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("from the entry's screen: the place is confirmed past the limit, the button goes, and the confirmation with the QR code is sent", async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const marker = Date.now().toString(36)
    const event = await request.post('/api/events?depth=0', {
      headers,
      data: {
        title: `One Seat Supper ${marker}`,
        slug: `one-seat-supper-${marker}`,
        _status: 'published',
        sessions: [
          {
            key: 'supper',
            title: 'Supper',
            startsAt: '2030-04-12T18:00:00.000Z',
            endsAt: '2030-04-12T20:00:00.000Z',
            mode: 'in-person',
            venue: 'Church hall',
            capacity: 1,
            ...UK,
          },
        ],
      },
    })
    expect(event.ok(), await event.text()).toBe(true)
    const slug = (await event.json()).doc.slug as string
    await forgetFormHits('event-registration')
    const register = async (fullName: string, email: string) => {
      const response = await request.post('/api/registrations/register', {
        data: { event: slug, fullName, email, attendanceChoice: ['supper'] },
      })
      expect(response.ok(), await response.text()).toBe(true)
      return response.json()
    }
    await register(`Sam Seated ${marker}`, `sam.${marker}@e2e.example`)
    const email = `vic.${marker}@e2e.example`
    expect((await register(`Vic Waiting ${marker}`, email)).message).toContain('waiting list')
    const registration = (
      await (
        await request.get(`/api/registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      ).json()
    ).docs[0]
    const entry = (
      await (
        await request.get(`/api/waiting-list?where[registration][equals]=${registration.id}&depth=0`, { headers })
      ).json()
    ).docs[0]
    expect(entry.status).toBe('waiting')

    await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    await page.goto(`/admin/collections/waiting-list/${entry.id}`)
    const field = page.getByTestId('waiting-entry-field')
    await expect(field).toContainText('Staff may give this person the place at once')
    const answerConfirmation = (answer: (dialog: Dialog) => Promise<void>) =>
      clickAndAnswer(page, field.getByRole('button', { name: 'Confirm the place now' }), answer)
    // A slip of the finger changes nothing: the question is asked first.
    await answerConfirmation((dialog) => dialog.dismiss())
    await expect(field.getByRole('button', { name: 'Confirm the place now' })).toBeEnabled()
    expect((await (await request.get(`/api/waiting-list/${entry.id}?depth=0`, { headers })).json()).status).toBe(
      'waiting',
    )

    await answerConfirmation(async (dialog) => {
      expect(dialog.message()).toContain('even if the session is full')
      await dialog.accept()
    })
    await expect(page.getByText('The place is confirmed and the confirmation e-mail is on its way.')).toBeVisible()
    // Settled: the screen refreshes without the button.
    await expect(page.getByTestId('waiting-entry-field')).toHaveCount(0)

    const stored = await (await request.get(`/api/registrations/${registration.id}?depth=0`, { headers })).json()
    expect({ sessions: stored.attendanceChoice, status: stored.placeStatus }).toEqual({
      sessions: ['supper'],
      status: 'confirmed',
    })
    expect((await (await request.get(`/api/waiting-list/${entry.id}?depth=0`, { headers })).json()).status).toBe(
      'accepted',
    )
    await expect(async () => {
      const outbox = await (
        await request.get(`/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt&limit=1`, {
          headers,
        })
      ).json()
      expect(outbox.docs[0]?.subject).toBe(`You're registered: One Seat Supper ${marker}`)
      expect(outbox.docs[0]?.text).toContain('Your check-in code:')
    }).toPass({ timeout: 20_000 })
  })
})
