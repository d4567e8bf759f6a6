import { describe, expect, it } from 'vitest'

import { toEmbedUrl, validateEmbedUrl } from '@/site/rules/embed'

describe('embeds', () => {
  it('turns YouTube watch pages, short links and live links into privacy-friendly embed addresses', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123')
    expect(toEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(toEmbedUrl('https://youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123')
    expect(toEmbedUrl('https://www.youtube.com/live/dQw4w9WgXcQ?si=share')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(toEmbedUrl('https://www.youtube.com/embed/videoseries?list=PL123')).toBe(
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL123',
    )
    expect(toEmbedUrl(' https://www.youtube-nocookie.com/embed/abc123?start=10 ')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?start=10',
    )
  })

  it('frames Vimeo players and Google Maps embeds as they are', () => {
    expect(toEmbedUrl('https://www.google.com/maps/embed?pb=x')).toBe('https://www.google.com/maps/embed?pb=x')
    expect(toEmbedUrl('https://www.google.com/maps/embed/v1/place?key=k&q=Cheltenham')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k&q=Cheltenham',
    )
    expect(toEmbedUrl('https://maps.google.com/maps?q=Cheltenham&output=embed')).toBe(
      'https://maps.google.com/maps?q=Cheltenham&output=embed',
    )
    expect(toEmbedUrl('https://player.vimeo.com/video/123456?h=abc')).toBe(
      'https://player.vimeo.com/video/123456?h=abc',
    )
    expect(toEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456')
  })

  it.each([
    'https://www.youtube.com/redirect?q=https://evil.example/&event=video_description',
    'https://www.youtube.com/redirect?q=https%3A%2F%2Fevil.example',
    'https://www.google.com/url?q=https://evil.example/&sa=D',
    'https://www.google.com/url?url=https://evil.example/',
    'https://maps.google.com/url?q=https://evil.example/',
    'https://www.google.com/search?q=church',
    'https://www.google.com/maps/place/Cheltenham',
    'https://maps.google.com/maps?q=Cheltenham',
    'https://l.facebook.com/l.php?u=https://evil.example/',
    'https://youtu.be/redirect/../x',
    'https://www.youtube.com/@channel/live',
    'https://www.youtube.com/attribution_link?u=/watch%3Fv%3Dabc123',
    'https://www.youtube.com/embed/abc123/../../redirect',
    'https://www.youtube.com/watch?v=../redirect',
    'https://player.vimeo.com/api/player.js',
    'https://www.youtube-nocookie.com/redirect?q=https://evil.example/',
  ])('refuses %s, which is not a player or a map', (value) => {
    expect(toEmbedUrl(value)).toBeNull()
    expect(validateEmbedUrl(value)).toMatch(/YouTube/)
  })

  it('refuses other hosts, plain http, other ports and user names', () => {
    for (const value of [
      'https://evil.example/embed',
      'http://www.youtube.com/watch?v=abc123',
      'https://www.youtube.com:8443/watch?v=abc123',
      'https://user@www.youtube.com/watch?v=abc123',
      'https://www.youtube.com.evil.example/watch?v=abc123',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(validateEmbedUrl(value), value).toMatch(/https/)
    }
  })

  it('accepts an empty address, which shows the placeholder', () => {
    expect(validateEmbedUrl('')).toBe(true)
    expect(validateEmbedUrl(null)).toBe(true)
  })
})
