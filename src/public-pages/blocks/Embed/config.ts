import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField, validateEmbedUrl } from '@/site'
/** A live stream, video or map. With no address yet, the placeholder text shows instead. */
export const EmbedBlock: Block = {
  slug: 'embed',
  interfaceName: 'EmbedBlock',
  ...blockNaming('Video or map', 'Videos or maps'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text' },
    { name: 'kind', type: 'select', required: true, defaultValue: 'video', options: ['video', 'map'] },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Read aloud by screen readers, e.g. "Sunday service live stream".' },
    },
    {
      name: 'url',
      label: 'Video or map address',
      type: 'text',
      admin: {
        description: 'A YouTube or Vimeo video address (watch, live, short or embed), or a Google Maps embed address.',
      },
      validate: (value: unknown) => validateEmbedUrl(value),
    },
    { name: 'placeholder', type: 'textarea', admin: { description: 'Shown while there is no address.' } },
  ],
}
