import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'content', type: 'richText', required: true },
  ],
}
