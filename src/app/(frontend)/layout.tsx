import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { FloatingWatchButton } from '@/site/components/FloatingWatchButton'
import { getSiteChrome } from '@/site/components/get-page'
import { hasUrl, SITE_ICONS, WEB_MANIFEST_PATH } from '@/site'
import { SiteFooter } from '@/site/components/SiteFooter'
import { SiteHeader } from '@/site/components/header/SiteHeader'
import { NoticeProvider } from '@/ui/notices/NoticeProvider'
import { SignedOutNotice } from '@/ui/notices/SignedOutNotice'
import { siteUrl } from '@/platform/env'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.churchName, template: `%s · ${settings.churchName}` },
    openGraph: { siteName: settings.churchName, type: 'website', locale: 'en_GB' },
    icons: SITE_ICONS,
    manifest: WEB_MANIFEST_PATH,
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const { settings, navigation } = await getSiteChrome()
  return (
    <html lang="en-GB">
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <NoticeProvider>
          <SignedOutNotice />
          <SiteHeader churchName={settings.churchName} navigation={navigation} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter settings={settings} navigation={navigation} />
          {hasUrl(navigation.watchOnline) && (
            <FloatingWatchButton label={navigation.watchOnline.label} url={navigation.watchOnline.url} />
          )}
        </NoticeProvider>
      </body>
    </html>
  )
}
