import { describe, expect, it } from 'vitest'

import { hasUrl, isSafeLinkUrl, validateLinkUrl } from '@/site/rules/links'

describe('links', () => {
  it('accepts site paths, anchors and http(s), mailto and tel addresses', () => {
    for (const url of [
      '/',
      '/contact#plan-visit',
      '#rhapsody',
      'https://example.org/x',
      'mailto:a@b.org',
      'tel:+441234567890',
    ]) {
      expect(isSafeLinkUrl(url)).toBe(true)
    }
  })

  it('refuses script and protocol-relative addresses', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,hi', 'ftp://x.org']) {
      expect(isSafeLinkUrl(url)).toBe(false)
    }
    expect(validateLinkUrl('javascript:alert(1)')).toMatch(/site path/)
  })

  it('treats an empty address as a link not to render', () => {
    expect(validateLinkUrl('')).toBe(true)
    expect(hasUrl({ url: '' })).toBe(false)
    expect(hasUrl({ url: '  ' })).toBe(false)
    expect(hasUrl({ url: '/give' })).toBe(true)
  })
})
