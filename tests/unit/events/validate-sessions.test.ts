import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import { isSessionKey, sessionValidationErrors } from '@/events/rules/validate-sessions'

const session = (key: string, day = 20): EventSession => ({
  key,
  title: key,
  startsAt: `2026-06-${day}T16:00:00.000Z`,
  endsAt: `2026-06-${day}T18:00:00.000Z`,
  mode: 'in-person',
})

describe('sessionValidationErrors', () => {
  it('accepts well-formed sessions', () => {
    expect(sessionValidationErrors([session('online'), session('super-sunday', 21)], 'both')).toEqual([])
    expect(sessionValidationErrors([session('evening')], 'all')).toEqual([])
  })

  it('needs 1 to 20 sessions', () => {
    expect(sessionValidationErrors([], 'all')).toEqual(['An event has 1 to 20 sessions.'])
    const twenty = Array.from({ length: 20 }, (_, index) => session(`s${index + 1}`))
    expect(sessionValidationErrors(twenty, 'all')).toEqual([])
    expect(sessionValidationErrors([...twenty, session('s21')], 'all')).toEqual(['An event has 1 to 20 sessions.'])
  })

  it('needs each key to be a lower-case slug', () => {
    for (const key of ['Super-Sunday', 'super sunday', 'super--sunday', '-sunday', 'sunday-', 'süper', '']) {
      expect(sessionValidationErrors([session('friday'), session(key)], 'all')).toEqual([
        `Session 2's key must be lower-case letters, digits and dashes, like "super-sunday".`,
      ])
    }
  })

  it('needs the keys to be unique, naming each shared key once', () => {
    expect(sessionValidationErrors([session('day'), session('day', 21), session('day', 22)], 'all')).toEqual([
      'Two sessions share the key "day": each needs its own.',
    ])
  })

  it('keeps the all-sessions marker free', () => {
    expect(sessionValidationErrors([session('online'), session('both', 21)], 'both')).toEqual([
      `Session 2's key cannot be "both": that value stands for choosing every session.`,
    ])
  })

  it('needs each session to end after it starts', () => {
    const backwards = { ...session('sunday'), endsAt: '2026-06-20T15:00:00.000Z' }
    const instant = { ...session('sunday'), endsAt: '2026-06-20T16:00:00.000Z' }
    expect(sessionValidationErrors([session('friday', 19), backwards], 'all')).toEqual([
      'Session 2 must end after it starts.',
    ])
    expect(sessionValidationErrors([instant], 'all')).toEqual(['Session 1 must end after it starts.'])
  })

  it('asks for the times when one is missing or unreadable', () => {
    expect(sessionValidationErrors([{ ...session('friday'), startsAt: '' }], 'all')).toEqual([
      'Session 1 needs a start and an end date and time.',
    ])
    expect(sessionValidationErrors([{ ...session('friday'), endsAt: 'later' }], 'all')).toEqual([
      'Session 1 needs a start and an end date and time.',
    ])
  })

  it('reports every problem, in session order', () => {
    const bad = { ...session('Day 2', 21), endsAt: '2026-06-21T15:00:00.000Z' }
    expect(sessionValidationErrors([session('day', 20), bad, session('day', 22)], 'all')).toEqual([
      `Session 2's key must be lower-case letters, digits and dashes, like "super-sunday".`,
      'Session 2 must end after it starts.',
      'Two sessions share the key "day": each needs its own.',
    ])
  })
})

describe('isSessionKey', () => {
  it('accepts lower-case words joined by single dashes', () => {
    expect(isSessionKey('super-sunday')).toBe(true)
    expect(isSessionKey('day2')).toBe(true)
    expect(isSessionKey('Day2')).toBe(false)
  })
})
