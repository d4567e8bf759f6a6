'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { shouldShowFloatingWatchButton } from '@/lib/nav'

export function FloatingWatchButton({ label, url }: { label: string; url: string }) {
  const pathname = usePathname() ?? '/'
  if (!shouldShowFloatingWatchButton(pathname, url)) return null
  return (
    <Link
      href={url}
      data-testid="floating-watch-online"
      className="fixed bottom-4 right-4 z-40 rounded-full bg-accent px-5 py-3 font-semibold text-white shadow-lg hover:opacity-90"
    >
      {label}
    </Link>
  )
}
