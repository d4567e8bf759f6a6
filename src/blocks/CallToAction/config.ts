import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'buttons', type: 'array', minRows: 1, maxRows: 4, fields: linkFields() },
  ],
}
