import { expect, test } from '../test'

import { DEFAULT_ADMIN } from '../../../src/seed/default-admin'

import { adminToken, signIn, withDatabase } from '../helpers'

// An office in the UK: the admin shows times in the browser's zone.
test.use({ viewport: { width: 1366, height: 768 }, timezoneId: 'Europe/London' })

const UK = { startsAt_tz: 'Europe/London', endsAt_tz: 'Europe/London' }

test('the waiting list shows when an offer lapses, on an open offer and on one accepted, in the list and on the entry', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const event = await request.post('/api/events?depth=0', {
    headers,
    data: {
      title: `Lapse Supper ${marker}`,
      slug: `lapse-supper-${marker}`,
      _status: 'published',
      sessions: [
        {
          key: 'supper',
          title: 'Supper',
          startsAt: '2031-05-08T18:00:00.000Z',
          endsAt: '2031-05-08T20:00:00.000Z',
          mode: 'in-person',
          venue: 'Church hall',
          capacity: 5,
          ...UK,
        },
      ],
    },
  })
  expect(event.ok(), await event.text()).toBe(true)
  const eventId = (await event.json()).doc.id as number
  const people: Record<'offered' | 'accepted', number> = { offered: 0, accepted: 0 }
  for (const status of ['offered', 'accepted'] as const) {
    const person = await request.post('/api/registrations?depth=0', {
      headers,
      data: {
        event: eventId,
        fullName: `Lapse ${status}`,
        email: `lapse.${status}.${marker}@e2e.example`,
        attendanceChoice: ['supper'],
      },
    })
    expect(person.ok(), await person.text()).toBe(true)
    people[status] = (await person.json()).doc.id
  }
  // As the offer job and an accepted offer leave them: offered on 1 May 2031, lapsing on 2 May at 09:30 UK time.
  const entries = await withDatabase(async (db) => {
    const ids: Record<string, number> = {}
    for (const status of ['offered', 'accepted'] as const) {
      const { rows } = await db.query(
        `INSERT INTO waiting_list (event_id, registration_id, session_key, status, offered_at, offer_expires_at, resolved_at, updated_at, created_at)
          VALUES ($1, $2, 'supper', $3, '2031-05-01T08:30:00Z', '2031-05-02T08:30:00Z', $4, now(), now()) RETURNING id`,
        [eventId, people[status], status, status === 'accepted' ? '2031-05-01T12:00:00Z' : null],
      )
      ids[status] = rows[0].id
    }
    return ids
  })

  await signIn(page, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  await page.goto(`/admin/collections/waiting-list?where[event][equals]=${eventId}`)
  for (const status of ['offered', 'accepted'] as const) {
    const row = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/waiting-list/${entries[status]}"]`) })
    await expect(row.locator('td.cell-offerExpiresAt'), status).toHaveText('Fri 2 May 2031, 09:30')
  }

  await page.goto(`/admin/collections/waiting-list/${entries.accepted}`)
  await expect(page.getByRole('textbox', { name: 'Offer lapses at' })).toHaveValue('Fri 2 May 2031, 09:30')
})
