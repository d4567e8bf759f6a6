import { expect, type APIRequestContext } from '@playwright/test'

import { adminToken, daysFromNow, unique } from '../helpers'

/** A published weekend away (one session, "The weekend", 40 days from now) at the given price, made by the admin. */
export async function createWeekendEvent(
  request: APIRequestContext,
  { title, price }: { title: string; price: Record<string, unknown> },
) {
  const id = unique()
  const response = await request.post('/api/events?depth=0', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      title: `${title} ${id}`,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      _status: 'published',
      price,
      sessions: [
        {
          key: 'weekend',
          title: 'The weekend',
          startsAt: daysFromNow(40, 9),
          endsAt: daysFromNow(41, 16),
          mode: 'in-person',
          venue: 'Retreat house',
          capacity: 20,
        },
      ],
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as { id: number; slug: string }
}
