import {
  buildCsvHeaderChunk,
  registrationCsvHeader,
  registrationCsvRow,
  toCsvLines,
  type CsvRegistration,
} from '@/registrations/rules/registrations-csv'

type ExportKind = Parameters<typeof registrationCsvHeader>[0]

/** A whole export file in one string, as the streamed download writes it chunk by chunk. */
export function buildRegistrationsCsv(registrations: readonly CsvRegistration[], kind: ExportKind): string {
  return (
    buildCsvHeaderChunk(registrationCsvHeader(kind)) +
    toCsvLines(registrations.map((registration) => registrationCsvRow(registration, kind)))
  )
}
