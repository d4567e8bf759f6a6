import type { Field } from 'payload'

import { validateLinkUrl } from '@/lib/links'

/** A label and where it goes: a site path (/contact#plan-visit), an absolute http(s) URL, or mailto:/tel:. */
export function linkFields({ required = true }: { required?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required, maxLength: 120 },
    {
      name: 'url',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Leave empty to hide the link.' },
      validate: (value: unknown) => validateLinkUrl(value),
    },
  ]
}
