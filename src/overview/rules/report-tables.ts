import { buildCsvHeaderChunk, toCsvLines } from '@/registrations/shared'

/** A report's figures as a table: the one the page shows under its chart, and the CSV download. */
export type ReportTable = { headers: string[]; rows: (string | number)[][] }

export const REPORTS = ['event', 'monthly', 'returns', 'follow-ups'] as const
export type ReportName = (typeof REPORTS)[number]

type Figures = Record<string, string | number>

const table = (columns: [key: string, heading: string][], rows: readonly Figures[]): ReportTable => ({
  headers: columns.map(([, heading]) => heading),
  rows: rows.map((row) => columns.map(([key]) => row[key] ?? '')),
})

export const eventTable = (rows: readonly Figures[]) =>
  table(
    [
      ['title', 'Session'],
      ['registered', 'Registered'],
      ['attended', 'Attended'],
      ['noShows', 'No-shows'],
      ['walkIns', 'Walk-ins'],
      ['firstTimers', 'First-timers'],
    ],
    rows,
  )

export const monthlyTable = (rows: readonly Figures[]) =>
  table(
    [
      ['month', 'Month'],
      ['firstTimers', 'First-timers'],
      ['returning', 'Returning'],
      ['regular', 'Regular'],
    ],
    rows,
  )

export const returnsTable = (rows: readonly Figures[]) =>
  table(
    [
      ['title', 'Event'],
      ['firstTimers', 'First-timers'],
      ['cameBack', 'Came again within 3 months'],
    ],
    rows,
  )

export const followUpTable = (rows: readonly Figures[]) =>
  table(
    [
      ['month', 'Month'],
      ['opened', 'Cards opened'],
      ['completed', 'Cards completed'],
    ],
    rows,
  )

/** The table as a CSV file (BOM, CRLF lines, cells that a spreadsheet would run as formulas neutralised). */
export function reportCsv({ headers, rows }: ReportTable): string {
  return buildCsvHeaderChunk(headers) + toCsvLines(rows.map((row) => row.map(String)))
}
