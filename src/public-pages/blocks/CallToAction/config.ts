import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField, linkFields } from '@/site'
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  ...blockNaming('Call to action', 'Calls to action'),
  fields: [
    anchorField,
    {
      name: 'style',
      type: 'select',
      defaultValue: 'plain',
      options: [
        { label: 'Plain', value: 'plain' },
        { label: 'Coloured banner', value: 'banner' },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Optional: a picture behind the banner, dimmed so its text stays readable.',
        condition: (_, siblingData) => siblingData?.style === 'banner',
      },
    },
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'buttons', type: 'array', minRows: 1, maxRows: 4, fields: linkFields({ allowsContactTokens: true }) },
  ],
}
