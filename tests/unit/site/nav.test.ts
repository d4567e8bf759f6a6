import { describe, expect, it } from 'vitest'

import { isActivePath, shouldShowFloatingWatchButton } from '@/site/rules/nav'

describe('navigation', () => {
  it('highlights a link on its own page and the pages beneath it', () => {
    expect(isActivePath('/about/vision', '/about')).toBe(true)
    expect(isActivePath('/about', '/about')).toBe(true)
    expect(isActivePath('/about-us', '/about')).toBe(false)
  })

  it('highlights Home only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/give', '/')).toBe(false)
  })

  it('ignores anchors and external addresses', () => {
    expect(isActivePath('/contact', '/contact#plan-visit')).toBe(true)
    expect(isActivePath('/contact', 'https://example.org/contact')).toBe(false)
  })

  it('hides the floating Watch Online button on the online church page only', () => {
    expect(shouldShowFloatingWatchButton('/live-programmes/online-church', '/live-programmes/online-church')).toBe(
      false,
    )
    expect(shouldShowFloatingWatchButton('/live-programmes', '/live-programmes/online-church')).toBe(true)
    expect(shouldShowFloatingWatchButton('/', '/live-programmes/online-church')).toBe(true)
  })
})
