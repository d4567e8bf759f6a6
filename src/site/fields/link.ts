import type { Field } from 'payload'

import { isContactTokenLink } from '../rules/contact-tokens'
import { validateLinkUrl } from '../rules/links'

/**
 * A label and where it goes: a site path (/contact#plan-visit), an absolute http(s) URL, or mailto:/tel:.
 * Page blocks may also link to a contact detail by token (`tel:{phone1}`), filled in when the page is read.
 */
export function linkFields({
  required = true,
  allowsContactTokens = false,
}: { required?: boolean; allowsContactTokens?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required, maxLength: 120 },
    {
      name: 'url',
      label: 'Link address',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Leave empty to hide the link.' },
      validate: (value: unknown) =>
        allowsContactTokens && typeof value === 'string' && isContactTokenLink(value.trim())
          ? true
          : validateLinkUrl(value),
    },
  ]
}
