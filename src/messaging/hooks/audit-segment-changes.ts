import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { audit } from '@/platform/audit/audit'

/** Creating, changing and deleting a saved audience are in the audit log, with its filters. */
export const auditSegmentChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  await audit(req, {
    action: operation === 'create' ? 'segment-create' : 'segment-update',
    summary: `Segment "${doc.name}" ${operation === 'create' ? 'created' : 'updated'}`,
    target: `segments:${doc.id}`,
    details: { filters: doc.filters ?? null },
  })
  return doc
}

export const auditSegmentDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await audit(req, { action: 'segment-delete', summary: `Segment "${doc.name}" deleted`, target: `segments:${doc.id}` })
  return doc
}
