'use client'

import { useEffect, useState } from 'react'

import type { LiveSession } from '../read-live-arrivals'
import { checkedInAgainst } from '../rules/arrivals'
import { ArrivalsChart } from './Checkin/ArrivalsChart'

/** As often as the door's own list refreshes: the Overview is as current as any door. */
const POLL_MS = 4000

/**
 * The event's sessions on today's UK day, each with how many are in against its places and its
 * arrivals per quarter hour, polled every few seconds without reloading the page. Nothing shows on
 * a day with no session (and polling stops).
 */
export function LiveArrivals({ eventId }: { eventId: number }) {
  const [sessions, setSessions] = useState<LiveSession[]>([])
  const [hasFailed, setHasFailed] = useState(false)

  useEffect(() => {
    let isActive = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      let keepPolling = true
      try {
        const response = await fetch(`/api/checkins/arrivals?event=${eventId}`, {
          credentials: 'include',
          cache: 'no-store',
        })
        if (!response.ok) throw new Error(`${response.status}`)
        const body = (await response.json()) as { sessions: LiveSession[] }
        if (!isActive) return
        setSessions(body.sessions)
        setHasFailed(false)
        keepPolling = body.sessions.length > 0
      } catch {
        if (isActive) setHasFailed(true)
      }
      if (isActive && keepPolling) timer = setTimeout(() => void load(), POLL_MS)
    }
    void load()
    return () => {
      isActive = false
      clearTimeout(timer)
    }
  }, [eventId])

  if (!sessions.length) return null
  return (
    <section style={{ marginTop: 32 }} aria-labelledby="live-arrivals-title">
      <h2 id="live-arrivals-title" style={{ marginBottom: 12 }}>
        Arrivals today
      </h2>
      {hasFailed && <p role="status">Could not refresh the arrivals; showing the last figures.</p>}
      <div className="overview-charts">
        {sessions.map((session) => (
          <div key={session.key} data-live-session={session.key}>
            <strong>{session.title}</strong>
            <p style={{ margin: '4px 0', fontSize: '1.4em' }} data-testid={`live-count-${session.key}`}>
              {checkedInAgainst(session)}
            </p>
            <ArrivalsChart
              sessionKey={`live-${session.key}`}
              arrivals={session.arrivals}
              checkedIn={session.checkedIn}
            />
          </div>
        ))}
      </div>
    </section>
  )
}
