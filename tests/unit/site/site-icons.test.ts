import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DOOR_APP_SCOPE, DOOR_MANIFEST_PATH } from '@/checkins/rules/door-app'
import { SITE_ICONS, WEB_MANIFEST_PATH } from '@/site/rules/site-icons'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
const fileFor = (url: string) => path.join(publicDir, url.replace(/^\//, ''))

/** Width and height from a PNG's header chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }

// The public site's, and the door app's (the check-in view installed on a door device).
describe.each([
  { path: WEB_MANIFEST_PATH, start: '/' },
  { path: DOOR_MANIFEST_PATH, start: DOOR_APP_SCOPE },
])('the web app manifest $path', ({ path: manifestPath, start }) => {
  const manifest = JSON.parse(readFileSync(fileFor(manifestPath), 'utf8')) as {
    name?: string
    short_name?: string
    start_url?: string
    scope?: string
    display?: string
    icons?: ManifestIcon[]
  }

  it('names the app and starts and stays where it belongs, standalone', () => {
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBeTruthy()
    expect(manifest.start_url).toBe(start)
    expect(manifest.scope).toBe(start)
    expect(manifest.display).toBe('standalone')
  })

  it('lists icons that exist in public/ at the sizes it states, including 192 and 512 pixel ones', () => {
    const icons = manifest.icons ?? []
    for (const icon of icons) {
      expect(existsSync(fileFor(icon.src)), icon.src).toBe(true)
      if (icon.type === 'image/png') expect(pngSize(fileFor(icon.src)), icon.src).toBe(icon.sizes)
    }
    const pngSizes = icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  })
})

describe('the icons the pages link', () => {
  it('exist in public/, the apple-touch-icon at the size it states', () => {
    for (const icon of [...SITE_ICONS.icon, ...SITE_ICONS.apple])
      expect(existsSync(fileFor(icon.url)), icon.url).toBe(true)
    for (const apple of SITE_ICONS.apple) expect(pngSize(fileFor(apple.url)), apple.url).toBe(apple.sizes)
  })
})
