import Link from 'next/link'

import { hasUrl } from '../../rules/links'
import type { Navigation } from '@/payload-types'

import { HeaderNav } from './HeaderNav'
import type { NavItem } from './types'

export function SiteHeader({ churchName, navigation }: { churchName: string; navigation: Navigation }) {
  const items: NavItem[] = (navigation.headerItems ?? []).map((item) => ({
    label: item.label,
    url: item.url ?? '',
    children: (item.children ?? []).filter(hasUrl).map((child) => ({ label: child.label, url: child.url })),
  }))
  const visible = items.filter((item) => item.url || item.children.length)
  const watchOnline = hasUrl(navigation.watchOnline)
    ? { label: navigation.watchOnline.label, url: navigation.watchOnline.url }
    : null
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Link href="/" className="mr-auto py-2 text-lg font-bold text-brand">
          {churchName}
        </Link>
        <HeaderNav items={visible} watchOnline={watchOnline} />
      </nav>
    </header>
  )
}
