import { Section } from '@/ui/Section'
import { getSiteChrome } from '@/site/components/get-page'
import { SocialLinkList } from '@/site/components/SocialLinkList'
import type { SocialLinksBlock as SocialLinksBlockData } from '@/payload-types'

export async function SocialLinksBlock({ block }: { block: SocialLinksBlockData }) {
  const { settings } = await getSiteChrome()
  return (
    <Section anchorId={block.anchorId} heading={block.heading} className="text-center">
      <SocialLinkList links={settings.socialLinks} />
    </Section>
  )
}
