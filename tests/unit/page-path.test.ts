import { describe, expect, it } from 'vitest'

import { normalisePagePath, pathFromSegments, validatePagePath } from '@/lib/page-path'

describe('page paths', () => {
  it('normalises what an editor types into a URL path', () => {
    expect(normalisePagePath(' About/Vision/ ')).toBe('/about/vision')
    expect(normalisePagePath('/')).toBe('/')
  })

  it('accepts nested lower-case paths and refuses reserved or malformed ones', () => {
    expect(validatePagePath('/live-programmes/online-church')).toBe(true)
    expect(validatePagePath('/')).toBe(true)
    expect(validatePagePath('/admin/x')).toMatch(/reserved/)
    expect(validatePagePath('/About')).toMatch(/lower-case/)
    expect(validatePagePath('/a//b')).toMatch(/lower-case/)
  })

  it('turns route segments into a page path', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments(['about', 'vision'])).toBe('/about/vision')
  })
})
