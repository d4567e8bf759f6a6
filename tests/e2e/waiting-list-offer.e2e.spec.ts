import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { hashToken } from '../../src/server/registrations/tokens'

import { adminToken, expectNoSeriousAxeViolations, gotoHydrated } from './helpers'

test.use({ viewport: { width: 390, height: 844 } })

const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' }

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    return await work(db)
  } finally {
    await db.end()
  }
}

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
        sessions: [{ key: 'evening', title: 'Evening talk', startsAt: '2030-03-08T19:00:00.000Z', endsAt: '2030-03-08T21:00:00.000Z', mode: 'in-person', venue: 'Church hall', capacity: 1, ...UK }],
      },
    })
    expect(event.ok(), await event.text()).toBe(true)
    const eventId = (await event.json()).doc.id as number
    const person = await request.post('/api/registrations?depth=0', {
      headers,
      data: { event: eventId, fullName: 'Wendy Waiting', email: `wendy.${Date.now()}@e2e.example`, attendanceChoice: ['evening'] },
    })
    expect(person.ok(), await person.text()).toBe(true)
    registrationId = (await person.json()).doc.id
    // As the offer job leaves things: she holds no place yet, and the freed one is held for her until tomorrow.
    await withDatabase(async (db) => {
      await db.query(`DELETE FROM registrations_texts WHERE parent_id = $1 AND path = 'attendanceChoice'`, [registrationId])
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
