import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  ...blockNaming('Quote', 'Quotes'),
  fields: [anchorField, { name: 'text', type: 'textarea', required: true }, { name: 'attribution', type: 'text' }],
}
