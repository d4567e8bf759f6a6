import { BarChart } from '@/ui/charts/BarChart'

import type { ArrivalSlot } from '../../rules/arrivals'

/**
 * A session's arrivals per quarter hour on its day: under the chosen session's figures at the door
 * (not while searching on a phone), and under each of today's sessions on the Overview.
 */
export function ArrivalsChart({
  sessionKey,
  arrivals,
  checkedIn,
}: {
  sessionKey: string
  arrivals: ArrivalSlot[]
  checkedIn: number
}) {
  const total = arrivals.reduce((sum, slot) => sum + slot.count, 0)
  const slots = total ? arrivals : []
  return (
    <div className="door-card__details door-card__chart">
      <BarChart
        id={`arrivals-${sessionKey}`}
        title="Arrivals per 15 minutes"
        summary={total ? `${total} checked in on the day, by the quarter hour they arrived in (UK time).` : undefined}
        labels={slots.map((slot) => `${slot.label} to ${nextQuarter(slot.label)}`)}
        axisLabels={slots.map((slot) => slot.label)}
        categoryHeading="Arrived (UK time)"
        series={[{ name: 'People checked in', values: slots.map((slot) => slot.count) }]}
        // The chart counts arrivals on the session's own UK day; people let in before it are in the figures above.
        emptyMessage={
          checkedIn ? `${checkedIn} checked in, none of them yet on the day of the session.` : 'Nobody has arrived yet.'
        }
      />
    </div>
  )
}

/** "10:15" → "10:30" */
function nextQuarter(label: string): string {
  const [hours, minutes] = label.split(':').map(Number) as [number, number]
  const total = (hours * 60 + minutes + 15) % (24 * 60)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}
