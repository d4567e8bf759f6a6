import { describe, expect, it } from 'vitest'

import { staffSessionSeconds } from '@/lib/session-length'

describe('staff session length', () => {
  it('defaults to eight hours', () => {
    expect(staffSessionSeconds(undefined)).toBe(8 * 3600)
    expect(staffSessionSeconds('')).toBe(8 * 3600)
  })

  it('reads whole and fractional hours from STAFF_SESSION_HOURS', () => {
    expect(staffSessionSeconds('12')).toBe(12 * 3600)
    expect(staffSessionSeconds('0.5')).toBe(1800)
  })

  it('refuses a malformed or non-positive value with a clear message', () => {
    expect(() => staffSessionSeconds('eight')).toThrow(/STAFF_SESSION_HOURS/)
    expect(() => staffSessionSeconds('0')).toThrow(/STAFF_SESSION_HOURS/)
    expect(() => staffSessionSeconds('-2')).toThrow(/STAFF_SESSION_HOURS/)
  })
})
