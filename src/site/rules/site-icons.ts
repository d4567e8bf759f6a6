import type { Metadata } from 'next'

/**
 * The site's icon set, static files in `public/`. The public site and the admin link the same ones,
 * so a browser tab or a home screen shows the church's icon wherever it is.
 */
export const SITE_ICONS = {
  icon: [
    { url: '/favicon.ico', sizes: '32x32' },
    { url: '/icon.svg', type: 'image/svg+xml' },
  ],
  apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
} satisfies Metadata['icons']

/** What a browser reads to add the public site to a home screen: its name, colours and larger icons. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest'
