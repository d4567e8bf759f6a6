import { Fragment, type ReactNode } from 'react'

import { phaseAt, type Timeline } from '../rules/phase-timeline'

import { TimedContent } from './TimedContent'

/**
 * Renders `render(state)` for every state of the timeline and lets the browser show the one for its
 * clock (see TimedContent); a timeline with a single state is rendered as it is, with no script.
 */
export function Timed<S>({
  timeline,
  now,
  render,
}: {
  timeline: Timeline<S>
  now: Date
  render: (state: S) => ReactNode
}) {
  if (timeline.states.length === 1) return <>{render(timeline.states[0] as S)}</>
  const phases = timeline.states.map((state, index) => <Fragment key={index}>{render(state)}</Fragment>)
  return <TimedContent edges={timeline.edges} phases={phases} initial={phaseAt(now, timeline.edges)} />
}
