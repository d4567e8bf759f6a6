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

  it('refuses a path a browser reads as another site: backslashes, tabs, line breaks and other control characters', () => {
    for (const url of [
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '#\\x',
      'https:\\\\evil.example',
      'java\tscript:alert(1)',
    ]) {
      expect(isSafeLinkUrl(url), JSON.stringify(url)).toBe(false)
      expect(validateLinkUrl(url)).toMatch(/site path/)
    }
    // Each of them, as the browser reads it, is another site's address.
    expect(new URL('/\\evil.example', 'https://church.example').host).toBe('evil.example')
    expect(new URL('/\t/evil.example', 'https://church.example').host).toBe('evil.example')
    // Spaces, which tel: and mailto: links carry, are still allowed.
    expect(isSafeLinkUrl('tel:+44 1234 567890')).toBe(true)
  })

  it('treats an empty address as a link not to render', () => {
    expect(validateLinkUrl('')).toBe(true)
    expect(hasUrl({ url: '' })).toBe(false)
    expect(hasUrl({ url: '  ' })).toBe(false)
    expect(hasUrl({ url: '/give' })).toBe(true)
  })
})
