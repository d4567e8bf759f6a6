import { describe, expect, it } from 'vitest'

import { toEmbedUrl, validateEmbedUrl } from '@/lib/embed'

describe('embeds', () => {
  it('turns YouTube watch pages and short links into privacy-friendly embed addresses', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123')
    expect(toEmbedUrl('https://youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123')
    expect(toEmbedUrl('https://www.google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x')
  })

  it('refuses hosts that are not on the list and addresses that cannot be framed', () => {
    expect(validateEmbedUrl('https://evil.example/embed')).toMatch(/YouTube/)
    expect(validateEmbedUrl('http://www.youtube.com/watch?v=x')).toMatch(/https/)
    expect(toEmbedUrl('https://www.youtube.com/@channel/live')).toBeNull()
    expect(validateEmbedUrl('')).toBe(true)
  })
})
