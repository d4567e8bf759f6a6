import type { FlattenedField, GlobalAfterChangeHook } from 'payload'

import { changedFields } from '@/platform/audit/audit-actions'
import { listInWords } from '@/platform/audit/audit-words'
import { routeChanges } from '../rules/personal-data-routes'
import { audit } from '@/platform/audit/audit'

/**
 * Which settings changed, by name; a change of where personal data is sent also with its old and
 * new value (a secret as its fingerprint only: values such as a webhook secret stay out of the log).
 */
export const auditSettingsChange: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  const fields = changedFields(
    relationshipsAsIds(global.flattenedFields, previousDoc),
    relationshipsAsIds(global.flattenedFields, doc),
  )
  if (!fields.length) return doc
  const routes = routeChanges(global.slug, previousDoc as Record<string, unknown>, doc as Record<string, unknown>)
  const routesSummary = routes.map((change) => `${change.label} from ${change.from} to ${change.to}`).join('; ')
  await audit(req, {
    action: 'settings-change',
    summary: `Changed in ${wordsFor(global.label, global.slug)}: ${listInWords(fields.map((name) => fieldLabel(global.flattenedFields, name)))}${routes.length ? `. Where personal data is sent: ${routesSummary}` : ''}`,
    target: `globals:${global.slug}`,
    details: routes.length ? { fields, routes } : { fields },
  })
  return doc
}

const wordsFor = (label: unknown, fallback: string) => (typeof label === 'string' && label ? label : fallback)

/** A setting as the admin's form names it ("Enquiries e-mail"), not by its field name. */
const fieldLabel = (fields: FlattenedField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name)
  return wordsFor(field && 'label' in field ? field.label : undefined, name)
}

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * A saved document comes back with its relationships populated (a featured event as the whole event)
 * while the previous one holds ids: compared as ids, so an unchanged relationship is no change.
 */
function relationshipsAsIds(fields: FlattenedField[], doc: unknown): Record<string, unknown> {
  const copy = { ...(doc as Record<string, unknown>) }
  for (const field of fields) {
    if ((field.type !== 'relationship' && field.type !== 'upload') || !(field.name in copy)) continue
    const value = copy[field.name]
    copy[field.name] = Array.isArray(value) ? value.map(idOf) : idOf(value)
  }
  return copy
}
