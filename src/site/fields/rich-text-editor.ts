import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextFieldSingleValidation } from 'payload'

import { validateLinkUrl } from '../rules/links'

/**
 * A custom link's address is checked where it is saved, however it arrives (the editor or the REST
 * API): a site path, an anchor, or an http(s), mailto: or tel: address; `javascript:` and other
 * schemes never reach a page. A link to a document carries no address.
 */
const validateCustomLinkUrl: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { linkType?: string }).linkType === 'internal' || validateLinkUrl(value)

/** The rich-text editor every rich-text field uses: Payload's defaults, with links held to the site's link rule. */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) =>
    defaultFeatures.map((feature) =>
      feature.key === 'link'
        ? LinkFeature({
            fields: ({ defaultFields }) =>
              defaultFields.map((field) =>
                'name' in field && field.name === 'url' ? { ...field, validate: validateCustomLinkUrl } : field,
              ) as typeof defaultFields,
          })
        : feature,
    ),
})
