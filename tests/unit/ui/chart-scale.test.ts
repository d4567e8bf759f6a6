import { describe, expect, it } from 'vitest'

import { labelEvery, niceTicks } from '@/ui/charts/chart-scale'

describe('chart scale', () => {
  it('steps the value axis in round whole numbers up to the first step at or above the largest value', () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(101)).toEqual([0, 50, 100, 150])
    expect(niceTicks(3)).toEqual([0, 1, 2, 3])
  })

  it('gives an empty chart an axis of 0 and 1 rather than dividing by zero', () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(Number.NaN)).toEqual([0, 1])
  })

  it('names every category until they would crowd the axis', () => {
    expect(labelEvery(5)).toBe(1)
    expect(labelEvery(12)).toBe(1)
    expect(labelEvery(13)).toBe(2)
    expect(labelEvery(60)).toBe(5)
  })
})
