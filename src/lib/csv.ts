import { DateTime } from 'luxon'
import Papa from 'papaparse'

import { EVENT_TIME_ZONE } from './event-time'

export const REGISTRATION_CSV_COLUMNS = [
  'Full Name',
  'Email',
  'Phone',
  'Attendance Choice',
  'GDPR Consent',
  'Day 1 Check-in',
  'Day 2 Check-in',
  'Tags',
  'Notes',
  'Registration Date',
] as const

/** Lets Excel read the file as UTF-8, so names such as "Zoë Siân" survive. */
export const CSV_BOM = '\uFEFF'

const CSV_NEWLINE = '\r\n'

export type CsvRegistration = {
  id: number | string
  fullName: string
  email?: string | null
  phone?: string | null
  attendanceChoice?: string[] | null
  consentGdpr?: boolean | null
  day1Checkin?: boolean | null
  day2Checkin?: boolean | null
  tags?: string[] | null
  notes?: string | null
  createdAt: string
}

type ExportKind = { isBackup: boolean }

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No')

function formatRegistrationDate(createdAt: string, { isBackup }: ExportKind): string {
  const instant = DateTime.fromISO(createdAt, { zone: 'utc' })
  if (!instant.isValid) return createdAt
  // The backup is for machines and re-imports, the ordinary export for people reading it in the UK.
  return isBackup ? instant.toJSDate().toISOString() : instant.setZone(EVENT_TIME_ZONE).toFormat('dd/LL/yyyy HH:mm')
}

export function registrationCsvHeader({ isBackup }: ExportKind): string[] {
  return isBackup ? ['ID', ...REGISTRATION_CSV_COLUMNS] : [...REGISTRATION_CSV_COLUMNS]
}

export function registrationCsvRow(registration: CsvRegistration, { isBackup }: ExportKind): string[] {
  const row = [
    registration.fullName,
    registration.email ?? '',
    registration.phone ?? '',
    (registration.attendanceChoice ?? []).join(', '),
    yesNo(registration.consentGdpr),
    yesNo(registration.day1Checkin),
    yesNo(registration.day2Checkin),
    (registration.tags ?? []).join(', '),
    registration.notes ?? '',
    formatRegistrationDate(registration.createdAt, { isBackup }),
  ]
  return isBackup ? [String(registration.id), ...row] : row
}

/**
 * Registrants type their own names, phones and notes, and a spreadsheet runs a cell that starts
 * with one of these as a formula (OWASP "CSV injection"); the apostrophe makes it plain text.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r']

export function neutraliseFormula(cell: string): string {
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

export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return buildCsvHeaderChunk(header) + toCsvLines(rows)
}

export function buildRegistrationsCsv(registrations: readonly CsvRegistration[], { isBackup }: ExportKind): string {
  return buildCsv(
    registrationCsvHeader({ isBackup }),
    registrations.map((registration) => registrationCsvRow(registration, { isBackup })),
  )
}

const londonDateStamp = (date: Date) => DateTime.fromJSDate(date).setZone(EVENT_TIME_ZONE).toFormat('yyyy-LL-dd')

/** A file-name-safe form of a segment name: "Volunteers – Zoë's team" → "volunteers-zoes-team". */
export function slugifyForFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'untitled'
}

export const registrationsExportFilename = (date: Date) => `registrations-${londonDateStamp(date)}.csv`

export const segmentExportFilename = (name: string, date: Date) =>
  `segment-${slugifyForFilename(name)}-${londonDateStamp(date)}.csv`

export const backupExportFilename = (date: Date) => `complete-data-backup-${londonDateStamp(date)}.csv`
