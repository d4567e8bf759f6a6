'use client'

import { useEffect, useMemo, useState } from 'react'

import { eventPhase, type EventPhase } from '../rules/countdown'
import type { EventSession } from '../rules/event-model'
import { COUNTDOWN_REFRESH_MS } from '@/ui/display-timings'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

export type CountdownSession = Pick<EventSession, 'title' | 'startsAt' | 'endsAt'>

/**
 * Counts down in the visitor's browser to the next session, whatever their number. It renders only
 * after mounting, so the server's clock and the browser's never disagree (no hydration mismatch).
 */
export function Countdown({
  sessions,
  streamUrl,
  recordingUrl,
}: {
  sessions: CountdownSession[]
  streamUrl?: string | null
  recordingUrl?: string | null
}) {
  const [phase, setPhase] = useState<EventPhase | null>(null)
  // The phase counts sessions in start order, whatever order staff listed them in.
  const inStartOrder = useMemo(
    () => [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    [sessions],
  )

  useEffect(() => {
    const update = () => setPhase(eventPhase(new Date(), inStartOrder))
    update()
    const timer = setInterval(update, COUNTDOWN_REFRESH_MS)
    return () => clearInterval(timer)
  }, [inStartOrder])

  if (!phase) return <div className="h-32" aria-hidden="true" />

  if (phase.phase === 'live') {
    return (
      <div data-phase="live" className="rounded-lg bg-red-700 p-6 text-center text-white">
        <p className="text-2xl font-bold">We Are Live Now</p>
        {streamUrl && (
          <a
            href={streamUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block rounded-md bg-white px-5 py-3 font-semibold text-red-800"
          >
            Watch Live on YouTube
          </a>
        )}
      </div>
    )
  }

  if (phase.phase === 'ended') {
    return (
      <div data-phase="ended" className="rounded-lg bg-slate-100 p-6 text-center">
        <p className="text-2xl font-bold">The event has ended</p>
        <p className="mt-2">Thank you to everyone who joined us.</p>
        {recordingUrl && (
          <a
            href={recordingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white"
          >
            Watch the recording
          </a>
        )}
      </div>
    )
  }

  const next = phase.sessionIndex === null ? null : inStartOrder[phase.sessionIndex]
  const title = `${next?.title ?? `Session ${(phase.sessionIndex ?? 0) + 1}`} starts in`
  return (
    <div data-phase={phase.phase} className="rounded-lg bg-brand p-6 text-center text-white">
      <p className="text-xl font-semibold">{title}</p>
      <dl className="mt-4 grid grid-cols-4 gap-2" aria-live="off">
        {UNITS.map(([key, label]) => (
          <div key={key} className="flex flex-col-reverse rounded-md bg-white/10 p-3">
            <dt className="text-sm">{label}</dt>
            <dd className="text-3xl font-bold tabular-nums" data-unit={key}>
              {String(phase.remaining?.[key] ?? 0).padStart(2, '0')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
