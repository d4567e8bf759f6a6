import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  fields: [
    anchorField,
    { name: 'text', type: 'textarea', required: true },
    { name: 'attribution', type: 'text' },
  ],
}
