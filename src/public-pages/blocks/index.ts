import { BankDetailsBlock } from './BankDetails/config'
import { CallToActionBlock } from './CallToAction/config'
import { EmbedBlock } from './Embed/config'
import { FormBlock } from './Form/config'
import { HeroBlock } from './Hero/config'
import { InfoCardsBlock } from './InfoCards/config'
import { QuoteBlock } from './Quote/config'
import { RichTextBlock } from './RichText/config'
import { SocialLinksBlock } from './SocialLinks/config'
import { StepsBlock } from './Steps/config'
import { UpcomingEventsBlock } from './UpcomingEvents/config'

export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  InfoCardsBlock,
  StepsBlock,
  CallToActionBlock,
  QuoteBlock,
  EmbedBlock,
  BankDetailsBlock,
  SocialLinksBlock,
  FormBlock,
  UpcomingEventsBlock,
]
