import { describe, expect, it } from 'vitest'

import { churchNameOf } from '@/site/rules/church-name'

describe('churchNameOf', () => {
  it('uses the name from site settings', () => {
    expect(churchNameOf({ churchName: 'Example Church Cheltenham' })).toBe('Example Church Cheltenham')
  })

  it('says "The church" when settings hold no name', () => {
    expect(churchNameOf({ churchName: null })).toBe('The church')
    expect(churchNameOf({})).toBe('The church')
  })
})
