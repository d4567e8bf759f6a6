import Papa from 'papaparse'

/** Lets Excel read the file as UTF-8, so names such as "Zoë Siân" survive. */
export const CSV_BOM = '\uFEFF'

const CSV_NEWLINE = '\r\n'

/**
 * Registrants type their own names, phones and notes, and a spreadsheet runs a cell that starts
 * with one of these as a formula (OWASP "CSV injection"); the apostrophe makes it plain text.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r']

/** A plain number ("-2.00", a refund) is no formula, and stays a number the spreadsheet can sum. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function neutraliseFormula(cell: string): string {
  if (PLAIN_NUMBER.test(cell)) return cell
  return FORMULA_TRIGGERS.some((trigger) => cell.startsWith(trigger)) ? `'${cell}` : cell
}

/**
 * Rows as CSV text, each line ending in CRLF (the last one too), so chunks written one after
 * another in a streamed export join into one valid file.
 */
export function toCsvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return ''
  const safeRows = rows.map((row) => row.map(neutraliseFormula))
  return Papa.unparse(safeRows, { newline: CSV_NEWLINE }) + CSV_NEWLINE
}

/** The first chunk of a file: the BOM goes here and nowhere else. */
export function buildCsvHeaderChunk(header: readonly string[]): string {
  return CSV_BOM + toCsvLines([header])
}
