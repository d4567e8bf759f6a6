import { describe, expect, it } from 'vitest'

import { calibratedCpuSlowdown } from '../../../bench/cpu-slowdown'

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's default 4x for the high-end desktop it assumes, less on slower hosts", () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1)
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(1050)).toBe(2.5)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(475)).toBe(1.5)
    expect(calibratedCpuSlowdown(150)).toBe(1)
  })

  it('has no answer for a host too slow to emulate a mid-tier phone, or no measurement', () => {
    expect(calibratedCpuSlowdown(149)).toBeNull()
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull()
  })

  it('never decreases as the host gets faster', () => {
    let previous = 0
    for (let index = 150; index <= 2500; index += 10) {
      const multiplier = calibratedCpuSlowdown(index)!
      expect(multiplier).toBeGreaterThanOrEqual(previous)
      previous = multiplier
    }
  })
})
