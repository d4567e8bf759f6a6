import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { EventSession } from '../rules/event-model'
import { firstSessionStart, lastSessionEnd } from '../rules/countdown'

type SessionRow = Pick<EventSession, 'key' | 'title' | 'startsAt' | 'endsAt'>

/**
 * A session's key is what registrations and check-ins store, so once anyone has registered for or
 * been checked in at a session, its key may neither change nor disappear: that would orphan them.
 * Also keeps the event's first start and last end, which lists sort and filter by.
 */
export const keepRegisteredSessionKeys: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const sessions = (data.sessions ?? []) as SessionRow[]
  const next = { ...data }
  const starts = sessions.filter((session) => session.startsAt && session.endsAt)
  next.firstStartsAt = starts.length ? firstSessionStart(starts) : null
  next.lastEndsAt = starts.length ? lastSessionEnd(starts) : null
  if (operation !== 'update' || !originalDoc?.id) return next

  const kept = new Set(sessions.map((session) => session.key))
  const dropped = ((originalDoc.sessions ?? []) as SessionRow[]).filter(
    (session) => session.key && !kept.has(session.key),
  )
  if (!dropped.length) return next

  const keys = dropped.map((session) => session.key)
  const [registered, checkedIn] = await Promise.all([
    req.payload.count({
      collection: 'registrations',
      where: { event: { equals: originalDoc.id }, attendanceChoice: { in: keys } },
      overrideAccess: true,
      req,
    }),
    req.payload.count({
      collection: 'checkins',
      where: { event: { equals: originalDoc.id }, session: { in: keys } },
      overrideAccess: true,
      req,
    }),
  ])
  if (registered.totalDocs + checkedIn.totalDocs === 0) return next
  const names = dropped.map((session) => `"${session.title}" (${session.key})`).join(', ')
  throw new ValidationError({
    collection: 'events',
    errors: [
      {
        path: 'sessions',
        message: `People have registered for ${names}, so that session's key cannot change and the session cannot be removed. Change its title, times or place instead.`,
      },
    ],
  })
}
