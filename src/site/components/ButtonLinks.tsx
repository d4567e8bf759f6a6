import Link from 'next/link'

import { hasUrl, isExternalUrl } from '../rules/links'

type LinkData = { id?: string | null; label: string; url?: string | null }

export function ButtonLinks({
  links,
  className = '',
  inverted = false,
}: {
  links: LinkData[]
  className?: string
  inverted?: boolean
}) {
  const visible = links.filter(hasUrl)
  if (!visible.length) return null
  const style = inverted ? 'bg-white text-brand hover:bg-blue-50' : 'bg-brand text-white hover:bg-brand-light'
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {visible.map((link) =>
        isExternalUrl(link.url) ? (
          <a
            key={link.id ?? link.url}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`rounded px-5 py-3 font-semibold ${style}`}
          >
            {link.label}
          </a>
        ) : (
          <Link key={link.id ?? link.url} href={link.url} className={`rounded px-5 py-3 font-semibold ${style}`}>
            {link.label}
          </Link>
        ),
      )}
    </div>
  )
}
