import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { getSiteChrome } from '@/server/content/get-page'

import './globals.css'

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const { settings, navigation } = await getSiteChrome()
  return (
    <html lang="en-GB">
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <SiteHeader churchName={settings.churchName} navigation={navigation} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} navigation={navigation} />
      </body>
    </html>
  )
}
