import { NextResponse, type NextRequest } from 'next/server'

import { generateNonce, noncePolicy } from '@/platform/http/content-security-policy'
import { isProduction, siteUrl } from '@/platform/env'

/**
 * Next's nonce pattern (its "proxy", which Next 15 called middleware): every page request gets a
 * fresh nonce in a Content-Security-Policy on the request, which Next reads while rendering and puts
 * on each script it writes, and the same policy on the answer. Pages Next renders once for everyone
 * (ISR) carry no nonce; the production server answers those with a policy of hashes instead
 * (src/platform/http/content-security-policy.ts).
 */
export function proxy(request: NextRequest) {
  const policy = noncePolicy(generateNonce(), { siteUrl: siteUrl(), isDevelopment: !isProduction() })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, Next's files or the public folder's (anything with an extension).
      source: '/((?!api/|_next/|internal/|.*\\.[a-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
