import { CallToActionBlock } from './CallToAction/config'
import { HeroBlock } from './Hero/config'
import { InfoCardsBlock } from './InfoCards/config'
import { QuoteBlock } from './Quote/config'
import { RichTextBlock } from './RichText/config'

export const pageBlocks = [HeroBlock, RichTextBlock, InfoCardsBlock, CallToActionBlock, QuoteBlock]
