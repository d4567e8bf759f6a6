/**
 * Three days in May 2024, long before the two-day event: a test event with these sessions is in
 * the past, so the default event of the staff screens (the next upcoming, else the latest past)
 * stays the two-day event for every other test file sharing the database.
 */
export const PAST_SESSIONS = [
  { key: 'friday', title: 'Friday night', startsAt: '2024-05-10T18:00:00.000Z', endsAt: '2024-05-10T20:00:00.000Z' },
  {
    key: 'saturday',
    title: 'Saturday workshop',
    startsAt: '2024-05-11T09:00:00.000Z',
    endsAt: '2024-05-11T11:30:00.000Z',
  },
  {
    key: 'sunday',
    title: 'Sunday celebration',
    startsAt: '2024-05-12T09:30:00.000Z',
    endsAt: '2024-05-12T11:30:00.000Z',
  },
]
