import Link from 'next/link'

import { hasUrl } from '@/lib/links'
import type { Navigation } from '@/payload-types'

export function SiteHeader({ churchName, navigation }: { churchName: string; navigation: Navigation }) {
  const items = navigation.headerItems ?? []
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/" className="mr-auto text-lg font-bold text-brand">
          {churchName}
        </Link>
        <ul className="flex flex-wrap items-center gap-3 text-sm">
          {items.filter(hasUrl).map((item) => (
            <li key={item.id ?? item.url}>
              <Link href={item.url} className="hover:text-brand">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {hasUrl(navigation.watchOnline) && (
          <Link href={navigation.watchOnline.url} className="rounded bg-brand px-3 py-2 text-sm font-semibold text-white">
            {navigation.watchOnline.label}
          </Link>
        )}
      </nav>
    </header>
  )
}
