import type { Page } from '@/payload-types'

import type { BlockPosition } from './position'
import { BankDetailsBlock } from './BankDetails/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { EmbedBlock } from './Embed/Component'
import { FormBlock } from './Form/Component'
import { HeroBlock } from './Hero/Component'
import { InfoCardsBlock } from './InfoCards/Component'
import { QuoteBlock } from './Quote/Component'
import { RichTextBlock } from './RichText/Component'
import { SocialLinksBlock } from './SocialLinks/Component'
import { StepsBlock } from './Steps/Component'
import { UpcomingEventsBlock } from './UpcomingEvents/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]

function renderBlock(block: LayoutBlock, position: BlockPosition, pageListsEvents: boolean) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} position={position} />
    case 'richText':
      return <RichTextBlock block={block} />
    case 'infoCards':
      return <InfoCardsBlock block={block} />
    case 'steps':
      return <StepsBlock block={block} />
    case 'callToAction':
      return <CallToActionBlock block={block} position={position} />
    case 'quote':
      return <QuoteBlock block={block} />
    case 'embed':
      return <EmbedBlock block={block} />
    case 'bankDetails':
      return <BankDetailsBlock block={block} />
    case 'socialLinks':
      return <SocialLinksBlock block={block} />
    case 'form':
      return <FormBlock block={block} pageListsEvents={pageListsEvents} />
    case 'upcomingEvents':
      return <UpcomingEventsBlock block={block} />
  }
}

/** The first hero carries the page's one h1; pages without a hero get their title as h1. */
export const pageHeadingIndex = (blocks: LayoutBlock[]) => blocks.findIndex((block) => block.blockType === 'hero')

export function RenderBlocks({ blocks }: { blocks: LayoutBlock[] }) {
  const headingIndex = pageHeadingIndex(blocks)
  const pageListsEvents = blocks.some((block) => block.blockType === 'upcomingEvents')
  return blocks.map((block, index) => (
    <div key={block.id ?? index}>
      {renderBlock(block, { isPageHeading: index === headingIndex, isFirst: index === 0 }, pageListsEvents)}
    </div>
  ))
}
