import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/env'

// Built per request, so it always names the running site's address.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
