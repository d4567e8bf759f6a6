import { describe, expect, it } from 'vitest'

import { givenNameEquivalents } from '@/people/rules/nicknames'
import { MIN_DUPLICATE_SCORE, scoreDuplicate } from '@/people/rules/score-duplicate'

const none = { sharesEmail: false, sharesPhone: false, emailTypo: false, nameSimilarity: 0 }

describe('how likely two people are one', () => {
  it("adds Rock's weights for each piece of evidence, with the reasons", () => {
    expect(scoreDuplicate({ ...none, nameA: 'Tom Smith', nameB: 'Thomas Smith', sharesEmail: true })).toEqual({
      score: 10,
      reasons: ['same-email', 'same-first-name', 'same-surname'],
    })
    expect(scoreDuplicate({ ...none, nameA: 'Jane Smith', nameB: 'Peter Smith', sharesPhone: true })).toEqual({
      score: 7,
      reasons: ['same-phone', 'same-surname'],
    })
  })

  it('counts a similar name only when the name parts do not both match, and a typo only without a shared address', () => {
    // Jon is a short form of John; Smyth is not Smith, but the names are alike.
    expect(scoreDuplicate({ ...none, nameA: 'Jon Smyth', nameB: 'John Smith', nameSimilarity: 0.55 })).toEqual({
      score: 5,
      reasons: ['same-first-name', 'similar-name'],
    })
    expect(scoreDuplicate({ ...none, nameA: 'Jon Smyth', nameB: 'John Smith', nameSimilarity: 0.3 }).reasons).toEqual([
      'same-first-name',
    ])
    expect(scoreDuplicate({ ...none, nameA: 'Ann Lee', nameB: 'Ann Lee', nameSimilarity: 1 }).reasons).toEqual([
      'same-first-name',
      'same-surname',
    ])
    expect(
      scoreDuplicate({ ...none, nameA: 'Ann Lee', nameB: 'Ann Lee', sharesEmail: true, emailTypo: true }).reasons,
    ).not.toContain('email-typo')
  })

  it('leaves a single name or a typo alone below the least score shown', () => {
    expect(scoreDuplicate({ ...none, nameA: 'Ann Lee', nameB: 'Bob Lee' }).score).toBeLessThan(MIN_DUPLICATE_SCORE)
    expect(scoreDuplicate({ ...none, nameA: 'Ann Lee', nameB: 'Bob Ray', emailTypo: true }).score).toBeLessThan(
      MIN_DUPLICATE_SCORE,
    )
  })

  it('gives the duplicates query every pair of equivalent given names both ways round', () => {
    const { names, equivalents } = givenNameEquivalents()
    const pairs = new Set(names.map((name, index) => `${name} ${equivalents[index]}`))
    expect(pairs.has('thomas tom')).toBe(true)
    expect(pairs.has('tom thomas')).toBe(true)
    expect(names).toHaveLength(equivalents.length)
  })
})
