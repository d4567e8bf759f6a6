import { Section } from '@/components/Section'
import { SocialLinkList } from '@/components/SocialLinkList'
import type { SocialLinksBlock as SocialLinksBlockData } from '@/payload-types'
import { getSiteChrome } from '@/server/content/get-page'

export async function SocialLinksBlock({ block }: { block: SocialLinksBlockData }) {
  const { settings } = await getSiteChrome()
  return (
    <Section anchorId={block.anchorId} heading={block.heading} className="text-center">
      <SocialLinkList links={settings.socialLinks} />
    </Section>
  )
}
