import type { ChartData } from '@/ui/charts/chart-data'
import { type DayCount, formatChartDay, type SessionCount } from '@/registrations'
import type { SessionLabel } from '@/events'
/**
 * The bars drawn for each session, in this order. A waiting list's count becomes one more entry here
 * (and a field of SessionCount); the chart, its legend and its table follow.
 */
const SESSION_MEASURES: ReadonlyArray<{ name: string; of: (session: SessionCount) => number; onlyWhenAny?: true }> = [
  { name: 'Checked in', of: (session) => session.checkedIn },
  { name: 'Registered', of: (session) => session.registered },
  // The waiting list's series appear once anyone waits or holds an offer, so an event without limits keeps two bars.
  { name: 'Offered', of: (session) => session.offered, onlyWhenAny: true },
  { name: 'Waiting', of: (session) => session.waiting, onlyWhenAny: true },
]

/**
 * Per session: who was checked in, who registered, and (when any) who was offered a place or waits,
 * named as the schedule names them ("Day 1 · Online Crusade") and on the axis by title, never a key.
 */
export function sessionChartData(labels: readonly SessionLabel[], sessions: readonly SessionCount[]): ChartData {
  return {
    labels: labels.map((label) => label.long),
    axisLabels: labels.map((label) => label.title),
    categoryHeading: 'Session',
    series: SESSION_MEASURES.map((measure) => ({
      name: measure.name,
      onlyWhenAny: measure.onlyWhenAny,
      values: labels.map((_, index) => (sessions[index] ? measure.of(sessions[index]) : 0)),
    }))
      .filter((series) => !series.onlyWhenAny || series.values.some((value) => value > 0))
      .map(({ name, values }) => ({ name, values })),
  }
}

/** Registrations per UK day. */
export function dayChartData(days: readonly DayCount[]): ChartData {
  const names = days.map((entry) => formatChartDay(entry.day))
  return {
    labels: names.map((name) => name.long),
    axisLabels: names.map((name) => name.short),
    categoryHeading: 'Day',
    series: [{ name: 'Registrations', values: days.map((entry) => entry.count) }],
  }
}
