import { describe, expect, it } from 'vitest'

import { buildDemoRegistrations } from '@/seed/demo-registrations'

describe('demo registrations', () => {
  it('builds the requested number of valid, unique people, the same on every run', () => {
    const first = buildDemoRegistrations(200)
    expect(first).toHaveLength(200)
    expect(new Set(first.map((r) => r.email)).size).toBe(200)
    expect(buildDemoRegistrations(200)).toEqual(first)
    for (const r of first) {
      expect(r.email).toMatch(/^[a-z0-9.]+@demo\.example$/)
      expect(r.attendanceChoice.length).toBeGreaterThan(0)
    }
  })
})
