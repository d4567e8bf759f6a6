import type { FieldHook, PayloadRequest } from 'payload'

import { requestMemo } from '../hook-context'
import { auditRecordWords, parseAuditTarget, type AuditRecordRef } from './audit-words'
import { relationId } from '../data/relation-id'

/** What a document is called now, or null when it is no longer held. The log is admin-only, so is this read. */
async function currentName(
  req: PayloadRequest,
  ref: Extract<AuditRecordRef, { kind: 'document' }>,
): Promise<string | null> {
  const id = Number(ref.id)
  if (!Number.isInteger(id)) return null
  // A record erased or deleted since is null, not an error: a thrown lookup would roll back the
  // transaction of whatever wrote the entry.
  const base = { id, depth: 0, overrideAccess: true, disableErrors: true, req } as const
  switch (ref.collection) {
    case 'registrations':
      return (
        (await req.payload.findByID({ ...base, collection: 'registrations', select: { fullName: true } }))?.fullName ??
        null
      )
    case 'checkins': {
      const registration = relationId(
        (await req.payload.findByID({ ...base, collection: 'checkins', select: { registration: true } }))?.registration,
      )
      return registration
        ? ((
            await req.payload.findByID({
              ...base,
              id: Number(registration),
              collection: 'registrations',
              select: { fullName: true },
            })
          )?.fullName ?? null)
        : null
    }
    case 'users': {
      const user = await req.payload.findByID({ ...base, collection: 'users', select: { fullName: true, email: true } })
      return user ? user.fullName || user.email : null
    }
    case 'segments':
      return (await req.payload.findByID({ ...base, collection: 'segments', select: { name: true } }))?.name ?? null
    case 'messaging-logs': {
      const log = await req.payload.findByID({
        ...base,
        collection: 'messaging-logs',
        select: { subject: true, content: true },
      })
      if (!log) return null
      return log.subject || (log.content.length > 40 ? `${log.content.slice(0, 40)}…` : log.content)
    }
    case 'events':
      return (await req.payload.findByID({ ...base, collection: 'events', select: { title: true } }))?.title ?? null
    default:
      return null
  }
}

function globalLabel(req: PayloadRequest, slug: string): string | null {
  const label = req.payload.config.globals.find((global) => global.slug === slug)?.label
  return typeof label === 'string' ? label : null
}

/**
 * The record an entry is about, named in words when it is read ("registration of Olivia Green"). It is
 * never stored: a person's name is looked up afresh, so an erased or anonymised registration no longer
 * shows it, and the list reads each record once however many entries name it.
 */
export const nameAuditRecord: FieldHook = async ({ siblingData, req }) => {
  const ref = parseAuditTarget((siblingData as { target?: string | null } | undefined)?.target)
  if (!ref) return null
  if (ref.kind === 'file') return auditRecordWords(ref, null)
  if (ref.kind === 'global') return auditRecordWords(ref, globalLabel(req, ref.slug))
  const cache = requestMemo<Promise<string | null>>(req, 'auditRecordNames')
  const key = `${ref.collection}:${ref.id}`
  if (!cache.has(key)) cache.set(key, currentName(req, ref))
  return auditRecordWords(ref, await cache.get(key)!)
}
