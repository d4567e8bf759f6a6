import { describe, expect, it } from 'vitest'

import { mediaPath } from '@/site/rules/media-path'

describe('mediaPath', () => {
  it('turns the site’s absolute media URL into a site path, keeping its query', () => {
    expect(mediaPath('http://localhost:3000/api/media/file/banner.jpg')).toBe('/api/media/file/banner.jpg')
    expect(mediaPath('https://church.example.org/api/media/file/banner%20one.jpg?2026-11-22T10:00:00.000Z')).toBe(
      '/api/media/file/banner%20one.jpg?2026-11-22T10:00:00.000Z',
    )
  })

  it('leaves site paths, other addresses and unparseable values alone', () => {
    expect(mediaPath('/api/media/file/banner.jpg')).toBe('/api/media/file/banner.jpg')
    expect(mediaPath('https://cdn.example.com/pictures/banner.jpg')).toBe('https://cdn.example.com/pictures/banner.jpg')
    expect(mediaPath('not a url')).toBe('not a url')
  })
})
