import type { ChartData } from './chart-data'

/** A chart's figures as a table for screen readers: a row per label, a column per series. Hidden from view. */
export function ChartTable({
  title,
  labels,
  categoryHeading,
  series,
}: Omit<ChartData, 'axisLabels'> & { title: string }) {
  return (
    <table className="chart__sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeading}</th>
          {series.map((entry) => (
            <th key={entry.name} scope="col">
              {entry.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={`${index}-${label}`}>
            <th scope="row">{label}</th>
            {series.map((entry) => (
              <td key={entry.name}>{entry.values[index] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
