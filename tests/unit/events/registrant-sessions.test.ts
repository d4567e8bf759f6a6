import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import { chosenSessionsOf, sessionLine, sessionPlace, sessionWhen } from '@/events/rules/registrant-sessions'

const session = (key: string, extra: Partial<EventSession> = {}): EventSession => ({
  key,
  title: key,
  startsAt: '2026-03-28T10:00:00.000Z',
  endsAt: '2026-03-28T12:00:00.000Z',
  mode: 'in-person',
  ...extra,
})

describe('chosenSessionsOf', () => {
  const sessions = [session('online'), session('super-sunday')]

  it("gives the chosen sessions in the event's order, the marker standing for all of them", () => {
    expect(chosenSessionsOf(sessions, 'both', ['super-sunday', 'online']).map((s) => s.key)).toEqual([
      'online',
      'super-sunday',
    ])
    expect(chosenSessionsOf(sessions, 'both', ['both']).map((s) => s.key)).toEqual(['online', 'super-sunday'])
  })

  it('counts values the event does not have, and no choice at all, for nothing', () => {
    expect(chosenSessionsOf(sessions, 'both', ['all', 'friday'])).toEqual([])
    expect(chosenSessionsOf(sessions, 'both', null)).toEqual([])
  })
})

describe('sessionPlace', () => {
  it("gives the venue, then an in-person session's address on the same line", () => {
    expect(
      sessionPlace(session('a', { venue: 'Church hall', address: '1 High Street\r\n  Cheltenham GL50 1AA\n' })),
    ).toBe('Church hall, 1 High Street, Cheltenham GL50 1AA')
    expect(sessionPlace(session('a', { mode: 'both', venue: null, address: '1 High Street' }))).toBe('1 High Street')
  })

  it("leaves out an online session's address and an address the venue already gives", () => {
    expect(sessionPlace(session('a', { mode: 'online', venue: 'YouTube live stream', address: 'old text' }))).toBe(
      'YouTube live stream',
    )
    expect(sessionPlace(session('a', { venue: 'Pavilion, Tewkesbury Road', address: 'Tewkesbury Road' }))).toBe(
      'Pavilion, Tewkesbury Road',
    )
    expect(sessionPlace(session('a', { venue: '  ', address: null }))).toBe('')
  })
})

describe('sessionWhen and sessionLine', () => {
  it('say when (UK time) and where, and prefix the title', () => {
    const sunday = session('super-sunday', {
      title: 'Super Sunday',
      startsAt: '2025-09-21T09:30:00.000Z',
      endsAt: '2025-09-21T11:30:00.000Z',
      venue: 'Sports Centre Pavilion, Cheltenham',
    })
    expect(sessionWhen(sunday)).toBe(
      'Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham',
    )
    expect(sessionLine(sunday)).toBe(
      'Super Sunday: Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham',
    )
    expect(sessionWhen({ ...sunday, venue: null })).toBe('Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time)')
  })
})
