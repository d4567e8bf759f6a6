'use client'

import { useEffect, useState } from 'react'

import { eventPhase, type EventDay, type EventPhase } from '@/lib/countdown'
import { COUNTDOWN_REFRESH_MS } from '@/lib/timing'

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const

/**
 * Counts down in the visitor's browser. It renders only after mounting, so the server's clock and
 * the browser's never disagree (no hydration mismatch).
 */
export function Countdown({ days, streamUrl, recordingUrl }: { days: EventDay[]; streamUrl?: string | null; recordingUrl?: string | null }) {
  const [phase, setPhase] = useState<EventPhase | null>(null)

  useEffect(() => {
    const update = () => setPhase(eventPhase(new Date(), days))
    update()
    const timer = setInterval(update, COUNTDOWN_REFRESH_MS)
    return () => clearInterval(timer)
  }, [days])

  if (!phase) return <div className="h-32" aria-hidden="true" />

  if (phase.phase === 'live') {
    return (
      <div data-phase="live" className="rounded-lg bg-red-700 p-6 text-center text-white">
        <p className="text-2xl font-bold">We Are Live Now</p>
        {streamUrl && (
          <a href={streamUrl} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block rounded-md bg-white px-5 py-3 font-semibold text-red-800">
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
          <a href={recordingUrl} target="_blank" rel="noopener noreferrer" className="mt-4 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white">
            Watch the recording
          </a>
        )}
      </div>
    )
  }

  const title = phase.phase === 'day1' ? `${days[0]?.title ?? 'Day 1'} starts in` : `${days[1]?.title ?? 'Day 2'} starts in`
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
