import { describe, expect, it } from 'vitest'

import { relationId } from '@/platform/data/relation-id'

describe('relationId', () => {
  it('reads an id at any depth, and nothing as null', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7 })).toBe(7)
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
  })
})
