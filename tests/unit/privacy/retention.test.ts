import { describe, expect, it } from 'vitest'

import { retentionCutoffs } from '@/privacy/rules/retention'

const now = new Date('2026-11-22T03:00:00Z')

describe('retention cutoffs', () => {
  it('counts each period back from now, with the defaults when unset', () => {
    const cutoffs = retentionCutoffs({}, now)
    expect(cutoffs.prayerRequests.toISOString()).toBe('2026-05-26T03:00:00.000Z')
    expect(cutoffs.formSubmissions.toISOString()).toBe('2025-11-22T03:00:00.000Z')
    expect(cutoffs.outbox.toISOString()).toBe('2026-08-24T03:00:00.000Z')
    expect(cutoffs.logs.toISOString()).toBe('2024-11-22T03:00:00.000Z')
    expect(retentionCutoffs({ prayerRequestDays: 30 }, now).prayerRequests.toISOString()).toBe(
      '2026-10-23T03:00:00.000Z',
    )
  })

  it('lets registrations go only once their event has ended plus the period', () => {
    expect(retentionCutoffs({}, now).registrationsOfEventsEndedBefore.toISOString()).toBe(
      new Date(now.getTime() - 365 * 86_400_000).toISOString(),
    )
    expect(
      retentionCutoffs(
        { registrationDaysAfterEvent: 30 },
        new Date('2025-10-21T11:30:00Z'),
      ).registrationsOfEventsEndedBefore.toISOString(),
    ).toBe('2025-09-21T11:30:00.000Z')
  })
})
