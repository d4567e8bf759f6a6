import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  ...blockNaming('Text', 'Texts'),
  fields: [anchorField, { name: 'heading', type: 'text' }, { name: 'content', type: 'richText', required: true }],
}
