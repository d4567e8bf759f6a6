import type { ReactNode } from 'react'

/**
 * One of the person's tables (events, messages, consent history): its heading-less table with a
 * header row and one row per record, or `empty` when there is none.
 */
export function PersonTable({
  label,
  empty,
  columns,
  rows,
  before,
}: {
  label: string
  empty: string
  columns: readonly string[]
  rows: ReadonlyArray<{ key: number | string; cells: readonly ReactNode[] }>
  /** What is read before the table when there are rows (the consent's current decisions). */
  before?: ReactNode
}) {
  if (rows.length === 0) return <p className="staff-muted">{empty}</p>
  return (
    <>
      {before}
      <table className="staff-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
