import { Section } from '@/components/Section'
import { hasUrl } from '@/lib/links'
import type { SocialLinksBlock as SocialLinksBlockData } from '@/payload-types'
import { getSiteChrome } from '@/server/content/get-page'

export async function SocialLinksBlock({ block }: { block: SocialLinksBlockData }) {
  const { settings } = await getSiteChrome()
  const links = (settings.socialLinks ?? []).filter(hasUrl)
  if (!links.length) return null
  return (
    <Section anchorId={block.anchorId} heading={block.heading} className="text-center">
      <ul className="flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.id ?? link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-block rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
