import { hasUrl } from '../rules/links'
import type { SiteSetting } from '@/payload-types'

export function SocialLinkList({ links }: { links: SiteSetting['socialLinks'] }) {
  const visible = (links ?? []).filter(hasUrl)
  if (!visible.length) return null
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {visible.map((link) => (
        <li key={link.id ?? link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
