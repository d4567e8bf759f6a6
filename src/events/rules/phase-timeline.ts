// What a cached page shows can depend on the time (an event has ended, registration has opened). The
// server renders every state the page can be in, and the browser picks the one for its own clock, so
// a page rendered hours earlier still shows the right one. These rules run in browsers: no date library.

/**
 * Time cut at `edges` (ascending ISO instants) into `states.length` phases: phase 0 before the first
 * edge, phase k from edge k-1 (included) to edge k (excluded). Neighbouring phases differ.
 */
export type Timeline<S> = { edges: string[]; states: S[] }

const instantsOf = (values: readonly (string | null | undefined)[]): number[] =>
  [
    ...new Set(values.flatMap((value) => (value ? [Date.parse(value)] : [])).filter((time) => !Number.isNaN(time))),
  ].sort((a, b) => a - b)

/**
 * The timeline of a rule that can change only at the given instants (others may be listed too: they
 * cost nothing). The rule is asked once for each phase, at the phase's first millisecond, and just
 * before the first instant for the phase before it; neighbouring phases in the same state become one.
 */
export function timelineOf<S extends string | number | boolean>(
  instants: readonly (string | null | undefined)[],
  stateAt: (now: Date) => S,
): Timeline<S> {
  const times = instantsOf(instants)
  const timeline: Timeline<S> = { edges: [], states: [stateAt(new Date((times[0] ?? 0) - 1))] }
  for (const time of times) {
    const state = stateAt(new Date(time))
    if (state === timeline.states.at(-1)) continue
    timeline.edges.push(new Date(time).toISOString())
    timeline.states.push(state)
  }
  return timeline
}

/** Which phase `now` falls in: how many edges have been reached (an edge belongs to the phase it starts). */
export function phaseAt(now: Date, edges: readonly string[]): number {
  const at = now.getTime()
  return edges.filter((edge) => Date.parse(edge) <= at).length
}

/** The state at `now`. */
export const stateAt = <S>(now: Date, timeline: Timeline<S>): S => timeline.states[phaseAt(now, timeline.edges)] as S

/** Milliseconds until the next edge after `now`, or null when no edge is left. */
export function untilNextEdge(now: Date, edges: readonly string[]): number | null {
  const next = edges.map((edge) => Date.parse(edge)).find((time) => time > now.getTime())
  return next === undefined ? null : next - now.getTime()
}
