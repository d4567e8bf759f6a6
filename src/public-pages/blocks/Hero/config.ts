import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField, linkFields } from '@/site'
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  ...blockNaming('Hero', 'Heroes'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'buttons', type: 'array', maxRows: 4, fields: linkFields({ allowsContactTokens: true }) },
  ],
}
