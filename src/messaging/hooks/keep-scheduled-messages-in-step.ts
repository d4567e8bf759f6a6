import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { Event } from '@/payload-types'
import { copyEventMessages } from '../copy-event-messages'
import { createDefaultMessages } from '../create-default-messages'
import { readHookContext, withHookContext } from '@/platform/hook-context'
import { queueDueSend } from '../queue-due-send'
import { rescheduleEventMessages } from '../reschedule-event-messages'

const readPublished = async (req: PayloadRequest, id: number) => {
  const event = await req.payload.findByID({
    collection: 'events',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { sessions: true, _status: true },
  })
  return event?._status === 'published' ? event : null
}

const keysOf = (event: Pick<Event, 'sessions'> | undefined | null) =>
  (event?.sessions ?? []).map((session) => session.key).filter((key): key is string => Boolean(key))

/**
 * An event's scheduled messages follow its sessions: a new event, or a new session, comes with the
 * default reminder and thank-you (a copy of another event with that event's messages instead, as
 * staff had edited them); changed times move the due time of every message; a message that
 * is due now (a session moved closer, an event made for tomorrow) is queued to go at once.
 */
export const keepScheduledMessagesInStep: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // A draft of a published event changes nothing yet: its messages keep the published times until it is published.
  const timed = operation === 'update' && doc._status === 'draft' ? ((await readPublished(req, doc.id)) ?? doc) : doc
  const sessions = (timed.sessions ?? [])
    .filter((session) => session.key)
    .map((session) => ({ key: session.key!, startsAt: session.startsAt, endsAt: session.endsAt }))
  const known = new Set(operation === 'create' ? [] : keysOf(previousDoc))
  const added = keysOf(doc).filter((key) => !known.has(key))
  const copiedFrom = operation === 'create' ? readHookContext(req, 'copiedFromEvent') : undefined
  // The messages' own hooks take the sessions just saved from here, and leave the queueing to this hook.
  const { isAnyOpen } = await withHookContext(
    req,
    { scheduledEventSessions: { eventId: doc.id, sessions } },
    async () => {
      if (copiedFrom) await copyEventMessages(req, { fromEventId: copiedFrom, toEventId: doc.id, sessionKeys: added })
      else if (added.length) await createDefaultMessages(req, { eventId: doc.id, sessionKeys: added })
      return rescheduleEventMessages(req, { eventId: doc.id, sessions })
    },
  )
  if (isAnyOpen) await queueDueSend(req)
  return doc
}

/** An event without registrations may be deleted; its scheduled messages go with it. */
export const deleteScheduledMessages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'scheduled-messages',
    where: { event: { equals: id } },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
