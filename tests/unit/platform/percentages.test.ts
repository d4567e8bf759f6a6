import { describe, expect, it } from 'vitest'

import { percentOf } from '@/platform/data/percentages'

describe('percentages on the overview', () => {
  it('rounds to a whole percentage', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(2, 3)).toBe(67)
    expect(percentOf(5, 5)).toBe(100)
  })

  it('shows 0% instead of dividing by zero', () => {
    expect(percentOf(0, 0)).toBe(0)
    expect(percentOf(3, 0)).toBe(0)
  })
})
