'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { phaseAt, untilNextEdge } from '../rules/phase-timeline'

// A timer longer than about 24.8 days fires at once in browsers; a day at a time is plenty.
const LONGEST_WAIT_MS = 86_400_000

/**
 * Shows the phase for the browser's clock, and moves on when an edge passes. The first render uses the
 * server's phase, so hydration matches the HTML; a page kept in a cache since before an edge then
 * corrects itself as soon as it runs.
 */
export function TimedContent({ edges, phases, initial }: { edges: string[]; phases: ReactNode[]; initial: number }) {
  const [phase, setPhase] = useState(initial)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const now = new Date()
      setPhase(phaseAt(now, edges))
      const wait = untilNextEdge(now, edges)
      if (wait !== null) timer = setTimeout(update, Math.min(wait, LONGEST_WAIT_MS))
    }
    update()
    return () => clearTimeout(timer)
  }, [edges])

  return <>{phases[phase] ?? null}</>
}
