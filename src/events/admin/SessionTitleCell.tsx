import type { Payload } from 'payload'
import { cache } from 'react'

import { relationId } from '@/platform/data/relation-id'
import { sessionsOf } from '../read-event'

// One read per event per request, however many rows of the list name it (drafts too: messages are set up before publishing).
const readSessions = cache(async (payload: Payload, eventId: number) => {
  const event = await payload
    .findByID({
      collection: 'events',
      id: eventId,
      depth: 0,
      draft: true,
      overrideAccess: true,
      select: { sessions: true },
    })
    .catch(() => null)
  return event ? sessionsOf(event) : []
})

/**
 * A list's Session column by the session's title ("Week 2"), where the row stores its key
 * (scheduled messages, the waiting list); the key stays as a tooltip, and a key the event no longer
 * has is shown as it is.
 */
export async function SessionTitleCell({
  cellData,
  rowData,
  payload,
}: {
  cellData?: unknown
  rowData?: { event?: number | { id: number } | null }
  payload: Payload
}) {
  const key = typeof cellData === 'string' ? cellData : ''
  const eventId = relationId(rowData?.event ?? null)
  const title = eventId
    ? (await readSessions(payload, eventId)).find((session) => session.key === key)?.title
    : undefined
  return <span title={title ? key : undefined}>{title ?? key}</span>
}
