import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/environment'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
