import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField, linkFields } from '@/site'
export const InfoCardsBlock: Block = {
  slug: 'infoCards',
  interfaceName: 'InfoCardsBlock',
  ...blockNaming('Info cards', 'Info cards'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    { name: 'columns', type: 'select', defaultValue: '3', options: ['2', '3', '4'] },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        anchorField,
        { name: 'title', type: 'text', required: true },
        { name: 'time', type: 'text' },
        { name: 'body', type: 'textarea' },
        { name: 'link', type: 'group', fields: linkFields({ required: false, allowsContactTokens: true }) },
      ],
    },
  ],
}
