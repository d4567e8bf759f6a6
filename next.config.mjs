import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A build of one's own beside the usual one (e.g. NEXT_DIST_DIR=.next-e2e) leaves `.next` alone.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Payload picks log levels by error class name; minified server code would rename the classes.
  experimental: {
    serverMinification: false,
    // Pages rendered at run time stay in memory. Next keeps what an edit revalidated only in the running
    // process, so a copy on disk outlives it: after a restart the page as it was before the edit came
    // back until the next edit. Memory-only, a restart renders each page afresh on its first visit.
    isrFlushToDisk: false,
    // The cache makes a second build quicker; a CI machine builds once from a clean clone and throws it
    // away, and writing it cost 24 s there.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Payload adds `?<updatedAt>` to media URLs so a replaced picture is fetched afresh; only the media
    // collection's files may be optimised, with that query.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // The browser tests and benchmarks build after `npm run typecheck` has passed; checking again costs ~45 s.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
        ],
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every route for the colour-scheme client hint, which only its admin uses to pick a
// theme. As a Critical-CH it makes browsers restart each first visit to a public page (one more
// round trip before anything shows), and its Vary splits caches, so the hint stays in the admin.
const withPayloadHeaders = config.headers
config.headers = async () =>
  (await withPayloadHeaders()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
