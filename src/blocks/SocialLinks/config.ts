import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

/** The church's social links from Site settings. */
export const SocialLinksBlock: Block = {
  slug: 'socialLinks',
  interfaceName: 'SocialLinksBlock',
  fields: [anchorField, { name: 'heading', type: 'text', defaultValue: 'Connect With Us' }],
}
