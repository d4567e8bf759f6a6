'use client'

import { useEffect, useState } from 'react'

export type PlacesNotices = { event: string | null; sessions: Record<string, string> }

const NONE: PlacesNotices = { event: null, sessions: {} }

/**
 * "12 places left" and "Full — join the waiting list" for an event with limits, asked of the server
 * when the form appears (the page around it may be a day old). Nothing is shown until it answers,
 * and nothing when it cannot: the form works the same either way, the server decides places.
 */
export function usePlacesLeft(slug: string, hasPlaceLimits: boolean): PlacesNotices {
  const [notices, setNotices] = useState<PlacesNotices>(NONE)
  useEffect(() => {
    if (!hasPlaceLimits) return
    const controller = new AbortController()
    fetch(`/api/events/places?event=${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (
          body: { event: { notice: string | null }; sessions: Array<{ key: string; notice: string | null }> } | null,
        ) => {
          if (!body) return
          setNotices({
            event: body.event.notice,
            sessions: Object.fromEntries(
              body.sessions.filter((session) => session.notice).map((session) => [session.key, session.notice!]),
            ),
          })
        },
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [slug, hasPlaceLimits])
  return notices
}
