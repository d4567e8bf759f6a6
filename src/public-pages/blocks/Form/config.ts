import type { Block } from 'payload'

import { blockNaming } from '../block-naming'
import { anchorField } from '@/site'

export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  ...blockNaming('Form', 'Forms'),
  fields: [
    anchorField,
    {
      name: 'formType',
      label: 'Form',
      type: 'select',
      required: true,
      options: [
        { label: 'Outreach event registration', value: 'event-registration' },
        { label: 'Foundation school registration', value: 'foundation-school' },
        { label: 'Prayer request', value: 'prayer-request' },
        { label: 'Plan your visit', value: 'plan-visit' },
      ],
    },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
  ],
}
