import type { Payload } from 'payload'

import { placeLimitsOf, placesLeft, placesNotice, isCapped } from './rules/places'
import { poolOf } from '@/platform/database/pool'
import { readPublishedEvent } from '@/events'
import { AppError } from '@/platform/http/app-error'

import { readPlaceCounts } from './place-counts'

export type PlacesLeft = {
  /** Places left in the event as a whole; null when it has no limit of its own. */
  event: { left: number | null; notice: string | null }
  sessions: Array<{ key: string; left: number | null; notice: string | null }>
}

/**
 * What is left of a published event's places right now, for its page: read fresh from the event's
 * counts (the page itself is cached for a day). Nothing personal: counts only.
 */
export async function readPlacesLeft(payload: Payload, slug: string): Promise<PlacesLeft> {
  const event = await readPublishedEvent(payload, slug)
  if (!event) throw new AppError('not-found', 'There is no such event.')
  const limits = placeLimitsOf(event)
  if (!isCapped(limits))
    return {
      event: { left: null, notice: null },
      sessions: limits.sessions.map(({ key }) => ({ key, left: null, notice: null })),
    }
  const counts = await readPlaceCounts(poolOf(payload), event.id)
  const left = placesLeft(limits, counts)
  return {
    event: { left: left.event, notice: placesNotice(left.event) },
    sessions: limits.sessions.map(({ key }) => {
      // A session is only as open as the event: when the event is full, so is every session.
      const sessionLeft = left.sessions[key] ?? null
      const leftHere =
        left.event === null ? sessionLeft : sessionLeft === null ? left.event : Math.min(sessionLeft, left.event)
      return { key, left: leftHere, notice: placesNotice(leftHere) }
    }),
  }
}
