import type { GlobalAfterChangeHook } from 'payload'

import { changedFields } from '@/lib/audit'
import { audit } from '@/server/audit'

/** Which settings changed, by name only: values such as a webhook secret stay out of the log. */
export const auditSettingsChange: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  const fields = changedFields(previousDoc as Record<string, unknown>, doc as Record<string, unknown>)
  if (fields.length) await audit(req, { action: 'settings-change', summary: `${global.slug} changed: ${fields.join(', ')}`, target: `globals:${global.slug}`, details: { fields } })
  return doc
}
