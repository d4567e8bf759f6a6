import type { Page } from '@/payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { HeroBlock } from './Hero/Component'
import { InfoCardsBlock } from './InfoCards/Component'
import { QuoteBlock } from './Quote/Component'
import { RichTextBlock } from './RichText/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]

function renderBlock(block: LayoutBlock, index: number) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} isFirst={index === 0} />
    case 'richText':
      return <RichTextBlock block={block} />
    case 'infoCards':
      return <InfoCardsBlock block={block} />
    case 'callToAction':
      return <CallToActionBlock block={block} />
    case 'quote':
      return <QuoteBlock block={block} />
  }
}

export function RenderBlocks({ blocks }: { blocks: LayoutBlock[] }) {
  return blocks.map((block, index) => <div key={block.id ?? index}>{renderBlock(block, index)}</div>)
}
