import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField, linkFields } from '@/site'
/** An ordered or plain list of short items: steps to join, beliefs, expressions of the vision. */
export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  ...blockNaming('Steps', 'Steps'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    { name: 'numbered', type: 'checkbox', defaultValue: true },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'textarea' },
      ],
    },
    { name: 'link', type: 'group', fields: linkFields({ required: false, allowsContactTokens: true }) },
  ],
}
