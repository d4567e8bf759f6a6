/** One row of figures in a chart: a name for the legend and the table, and one value per label. */
type ChartSeries = { name: string; values: readonly number[] }

/** What any chart draws: categories in order and one or more series of counts over them. */
export type ChartData = {
  /** One per category, in order, as the table names them ("Monday 3 November 2026"). */
  labels: readonly string[]
  /** Shorter names under the bars ("3 Nov"), one per label; the labels themselves when left out. */
  axisLabels?: readonly string[]
  /** The table's heading over the labels ("Day", "Session"). */
  categoryHeading: string
  series: readonly ChartSeries[]
}
