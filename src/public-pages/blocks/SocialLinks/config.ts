import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

/** The church's social links from Site settings. */
export const SocialLinksBlock: Block = {
  slug: 'socialLinks',
  interfaceName: 'SocialLinksBlock',
  ...blockNaming('Social links', 'Social links'),
  fields: [anchorField, { name: 'heading', type: 'text', defaultValue: 'Connect With Us' }],
}
