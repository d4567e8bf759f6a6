import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'

export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  fields: [
    anchorField,
    {
      name: 'formType',
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
