import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Payload picks log levels by error class name; minified server code would rename the classes.
  experimental: { serverMinification: false },
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
