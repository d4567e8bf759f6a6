import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

/** Shows the bank details from Site settings, each with a copy button. */
export const BankDetailsBlock: Block = {
  slug: 'bankDetails',
  interfaceName: 'BankDetailsBlock',
  ...blockNaming('Bank details', 'Bank details'),
  fields: [
    anchorField,
    { name: 'heading', type: 'text', defaultValue: 'Bank Transfer' },
    { name: 'intro', type: 'textarea' },
  ],
}
