import { labelEvery, niceTicks } from './chart-scale'

import { ChartTable } from './ChartTable'
import type { ChartData } from './chart-data'

import './charts.css'

export type BarChartProps = ChartData & {
  /** Prefix of the chart's element ids: unique on the page. */
  id: string
  /** Names the chart, shown above it and read first by a screen reader. */
  title: string
  /** One sentence under the title (a total, the period), read with it. */
  summary?: string
  /** Shown in place of the chart when there is no category at all. */
  emptyMessage?: string
}

// Drawn in a fixed coordinate space that the SVG scales to its container's width.
const WIDTH = 720
const HEIGHT = 260
const MARGIN = { top: 20, right: 8, bottom: 36, left: 44 }
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom
/** Above this many bars the numbers over them would overlap; the table still has every one. */
const MAX_VALUE_LABELS = 24
/** A few categories still get bars of a sensible width, centred in their place. */
const MAX_BAR_WIDTH = 64
/** A "0" over each of many empty days is noise; over a few categories it says "none" plainly. */
const ZERO_LABELS_UP_TO = 6

/**
 * A bar chart drawn on the server as plain SVG: one group of bars per label, one bar per series
 * (grouped side by side, in the legend's order). The SVG is an image named by the title and summary;
 * a table of the same figures, hidden from view, is what a screen reader reads in detail.
 */
export function BarChart({
  id,
  title,
  summary,
  labels,
  axisLabels,
  categoryHeading,
  series,
  emptyMessage = 'Nothing to show yet.',
}: BarChartProps) {
  const titleId = `${id}-title`
  const summaryId = `${id}-summary`
  const max = Math.max(0, ...series.flatMap((entry) => entry.values))
  const ticks = niceTicks(max)
  const top = ticks[ticks.length - 1]!
  const band = PLOT_WIDTH / Math.max(1, labels.length)
  const barWidth = Math.min(MAX_BAR_WIDTH, (band * 0.8) / Math.max(1, series.length))
  const groupWidth = barWidth * series.length
  const every = labelEvery(labels.length)
  const showValues = labels.length * series.length <= MAX_VALUE_LABELS
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT

  return (
    <figure className="chart" aria-labelledby={titleId}>
      <figcaption>
        <span id={titleId} className="chart__title">
          {title}
        </span>
        {summary && (
          <span id={summaryId} className="chart__summary">
            {summary}
          </span>
        )}
      </figcaption>
      {labels.length === 0 ? (
        <p className="chart__empty">{emptyMessage}</p>
      ) : (
        <>
          {series.length > 1 && (
            <ul className="chart__legend" aria-hidden="true">
              {series.map((entry, index) => (
                <li key={entry.name}>
                  <span className={`chart__swatch chart__fill--${index}`} />
                  {entry.name}
                </li>
              ))}
            </ul>
          )}
          <svg
            className="chart__svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={summary ? `${titleId} ${summaryId}` : titleId}
          >
            <title>{summary ? `${title}. ${summary}` : title}</title>
            {ticks.map((tick) => (
              <g key={tick}>
                <line className="chart__grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                <text className="chart__tick" x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {labels.map((label, index) => {
              const left = MARGIN.left + index * band + (band - groupWidth) / 2
              return (
                <g key={`${index}-${label}`}>
                  {series.map((entry, seriesIndex) => {
                    const value = entry.values[index] ?? 0
                    const x = left + seriesIndex * barWidth
                    return (
                      <g key={entry.name}>
                        <rect
                          className={`chart__fill--${seriesIndex}`}
                          x={x}
                          y={y(value)}
                          width={Math.max(1, barWidth - 1)}
                          height={MARGIN.top + PLOT_HEIGHT - y(value)}
                        />
                        {showValues && (value > 0 || labels.length <= ZERO_LABELS_UP_TO) && (
                          <text className="chart__value" x={x + barWidth / 2} y={y(value) - 4} textAnchor="middle">
                            {value}
                          </text>
                        )}
                      </g>
                    )
                  })}
                  {index % every === 0 && (
                    <text
                      className="chart__tick"
                      x={MARGIN.left + index * band + band / 2}
                      y={HEIGHT - MARGIN.bottom + 18}
                      textAnchor="middle"
                    >
                      {axisLabels?.[index] ?? label}
                    </text>
                  )}
                </g>
              )
            })}
            <line
              className="chart__axis"
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={MARGIN.top + PLOT_HEIGHT}
              y2={MARGIN.top + PLOT_HEIGHT}
            />
          </svg>
          <ChartTable title={title} labels={labels} categoryHeading={categoryHeading} series={series} />
        </>
      )}
    </figure>
  )
}
