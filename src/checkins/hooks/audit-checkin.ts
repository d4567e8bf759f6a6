import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import type { Checkin } from '@/payload-types'
import { audit } from '@/platform/audit/audit'
import { lockPersonsCheckins, syncCheckedInSessions } from '../sync-checked-in-sessions'
import { relationId } from '@/platform/data/relation-id'
import { recordCheckinChange } from '../door-sync'
import { readHookContext } from '@/platform/hook-context'
import { rememberedDoorFacts } from '../read-door-facts'

async function auditCheckin(req: PayloadRequest, doc: Checkin, isCheckedIn: boolean) {
  if (!req.user) return
  const registration = relationId(doc.registration)
  const facts = registration ? await rememberedDoorFacts(req, Number(registration), doc.session) : null
  const sessionTitle = facts?.session?.title ?? doc.session
  await audit(req, {
    action: 'check-in',
    // The person is named by the entry's record when it is read, never stored in the summary.
    summary: `${isCheckedIn ? 'Checked in' : 'Check-in undone'} at ${sessionTitle}${facts ? ` of ${facts.eventTitle}` : ''}`,
    target: `registrations:${registration}`,
    details: {
      event: facts?.eventSlug ?? relationId(doc.event),
      session: doc.session,
      checkedIn: isCheckedIn,
      method: doc.method,
    },
  })
}

/** Logs the change for door devices' "changes since" (see door-sync.ts), in the check-in's transaction. */
const logChange = (req: PayloadRequest, doc: Checkin, checkedIn: boolean, at: string) =>
  recordCheckinChange(req, {
    registration: Number(relationId(doc.registration)),
    event: Number(relationId(doc.event)),
    session: doc.session,
    checkedIn,
    at,
  })

/**
 * Keeps the person's list of sessions in step, logs the change for door devices, and puts every
 * check-in a staff member makes, and every one undone, in the audit log with its event and session.
 */
export const auditCheckinCreated: CollectionAfterChangeHook<Checkin> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await syncCheckedInSessions(req, Number(relationId(doc.registration)))
  await logChange(req, doc, true, doc.checkedInAt)
  await auditCheckin(req, doc, true)
  return doc
}

export const lockBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload
    .findByID({ collection: 'checkins', id, depth: 0, overrideAccess: true, select: { registration: true }, req })
    .catch(() => null)
  if (doc) await lockPersonsCheckins(req, Number(relationId(doc.registration)))
}

export const auditCheckinDeleted: CollectionAfterDeleteHook<Checkin> = async ({ doc, req }) => {
  await syncCheckedInSessions(req, Number(relationId(doc.registration)))
  // An undo a door device took offline is logged at the time it was taken, so later taps apply in time order.
  await logChange(req, doc, false, readHookContext(req, 'doorTakenAt') ?? new Date().toISOString())
  await auditCheckin(req, doc, false)
  return doc
}
