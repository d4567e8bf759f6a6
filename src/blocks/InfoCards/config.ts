import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

export const InfoCardsBlock: Block = {
  slug: 'infoCards',
  interfaceName: 'InfoCardsBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'anchorId', type: 'text', admin: { description: 'Optional: lets a link jump here, e.g. /ministry-arms#rhapsody' }, validate: (v: unknown) => (v === undefined || v === null || v === '' || (typeof v === 'string' && /^[a-z0-9-]+$/.test(v)) ? true : 'Lower-case letters, digits and dashes only.') },
        { name: 'title', type: 'text', required: true },
        { name: 'time', type: 'text' },
        { name: 'body', type: 'textarea' },
        { name: 'link', type: 'group', fields: linkFields({ required: false }) },
      ],
    },
  ],
}
