import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import {
  CSV_BOM,
  REGISTRATION_CSV_COLUMNS,
  backupExportFilename,
  buildCsvHeaderChunk,
  neutraliseFormula,
  registrationCsvHeader,
  registrationCsvRow,
  registrationsExportFilename,
  segmentExportFilename,
  slugifyForFilename,
  toCsvLines,
  type CsvRegistration,
} from '@/registrations/rules/registrations-csv'

import { buildRegistrationsCsv } from '../../helpers/registrations-csv'

const registration = (overrides: Partial<CsvRegistration> = {}): CsvRegistration => ({
  id: 42,
  fullName: 'Mary Jones',
  email: 'mary@example.org',
  phone: '07700 900123',
  attendanceChoice: ['online', 'super-sunday', 'both'],
  consentGdpr: true,
  checkedIn: [true, false],
  tags: ['volunteer', 'choir'],
  notes: 'Needs a lift',
  createdAt: '2025-09-21T09:30:00.000Z',
  ...overrides,
})

/** Parses CSV text back into rows, as a spreadsheet would. */
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(CSV_BOM, ''), { skipEmptyLines: true }).data

describe('registration CSV columns', () => {
  it('uses the SPEC columns in the SPEC order', () => {
    expect(registrationCsvHeader({ isBackup: false })).toEqual([
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
    ])
    expect(REGISTRATION_CSV_COLUMNS).toHaveLength(10)
  })

  it('puts the ID, then the event, first in the backup', () => {
    expect(registrationCsvHeader({ isBackup: true })).toEqual(['ID', 'Event', ...REGISTRATION_CSV_COLUMNS])
  })

  it('has one "Day N Check-in" column per session of the event, in order', () => {
    expect(registrationCsvHeader({ isBackup: false, sessionCount: 2 })).toEqual([...REGISTRATION_CSV_COLUMNS])
    expect(registrationCsvHeader({ isBackup: false, sessionCount: 3 }).slice(4, 9)).toEqual([
      'GDPR Consent',
      'Day 1 Check-in',
      'Day 2 Check-in',
      'Day 3 Check-in',
      'Tags',
    ])
    expect(registrationCsvHeader({ isBackup: false, sessionCount: 1 })).not.toContain('Day 2 Check-in')
  })
})

describe('the place columns of an event with limited places', () => {
  it('adds Place and Waiting For after the SPEC columns, before the questions; an event without limits has neither', () => {
    const kind = { isBackup: false, hasPlaceLimits: true, questions: [{ key: 'q1', label: 'Meal' }] }
    expect(registrationCsvHeader(kind).slice(-4)).toEqual(['Registration Date', 'Place', 'Waiting For', 'Meal'])
    expect(registrationCsvHeader({ isBackup: false })).not.toContain('Place')
    const row = registrationCsvRow(
      registration({ attendanceChoice: ['friday'], placeStatus: 'waiting', waitingFor: ['saturday', 'sunday'] }),
      kind,
    )
    expect(row.slice(-3)).toEqual(['On the waiting list', 'saturday, sunday', ''])
    expect(
      registrationCsvRow(registration({ placeStatus: 'offered', waitingFor: ['sunday'] }), kind).slice(-3, -1),
    ).toEqual(['Offered a place', 'sunday'])
    expect(registrationCsvRow(registration(), kind).slice(-3, -1)).toEqual(['Confirmed', ''])
  })
})

describe('registrationCsvRow', () => {
  it('writes one cell per column, lists joined with commas and booleans as Yes/No', () => {
    expect(registrationCsvRow(registration(), { isBackup: false })).toEqual([
      'Mary Jones',
      'mary@example.org',
      '07700 900123',
      'online, super-sunday, both',
      'Yes',
      'Yes',
      'No',
      'volunteer, choir',
      'Needs a lift',
      '21/09/2025 10:30',
    ])
  })

  it('writes missing values as empty cells and missing flags as No', () => {
    const row = registrationCsvRow(
      registration({
        phone: null,
        attendanceChoice: null,
        consentGdpr: null,
        checkedIn: undefined,
        tags: null,
        notes: null,
      }),
      { isBackup: false },
    )
    expect(row.slice(2, 9)).toEqual(['', '', 'No', 'No', 'No', '', ''])
  })

  it('writes the registration date in UK local time, not UTC', () => {
    expect(
      registrationCsvRow(registration({ createdAt: '2025-01-15T23:45:00.000Z' }), { isBackup: false }).at(-1),
    ).toBe('15/01/2025 23:45')
    // 23:45 UTC in summer is 00:45 the next day in London.
    expect(
      registrationCsvRow(registration({ createdAt: '2025-09-20T23:45:00.000Z' }), { isBackup: false }).at(-1),
    ).toBe('21/09/2025 00:45')
  })

  it('starts a backup row with the ID and the event, and keeps the exact ISO timestamp', () => {
    const row = registrationCsvRow(
      registration({ event: 'outreach-event-2025', createdAt: '2025-09-21T09:30:05.123Z' }),
      { isBackup: true },
    )
    expect(row.slice(0, 3)).toEqual(['42', 'outreach-event-2025', 'Mary Jones'])
    expect(row.at(-1)).toBe('2025-09-21T09:30:05.123Z')
    expect(row).toHaveLength(12)
  })

  it("writes each session's check-in in order, a session the person was not checked in at as No", () => {
    const row = registrationCsvRow(registration({ checkedIn: [false, true] }), { isBackup: false, sessionCount: 3 })
    expect(row.slice(5, 8)).toEqual(['No', 'Yes', 'No'])
    expect(row).toHaveLength(11)
  })
})

describe('neutraliseFormula', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a cell starting with %j with an apostrophe', (trigger) => {
    expect(neutraliseFormula(`${trigger}HYPERLINK("http://evil.example")`)).toBe(
      `'${trigger}HYPERLINK("http://evil.example")`,
    )
  })

  it('leaves ordinary text alone, including a trigger character later in the cell', () => {
    expect(neutraliseFormula('Mary Jones')).toBe('Mary Jones')
    expect(neutraliseFormula('a=b+c')).toBe('a=b+c')
    expect(neutraliseFormula('')).toBe('')
    // A negative amount (a refund in the treasurer's file) is a number, not a formula.
    expect(neutraliseFormula('-2.00')).toBe('-2.00')
    expect(neutraliseFormula('-2.00+1')).toBe("'-2.00+1")
  })
})

describe('toCsvLines', () => {
  it('quotes cells holding commas, quotes or line breaks so they round-trip', () => {
    const rows = [['Jones, Mary', 'She said "hello"', 'line one\nline two', 'plain']]
    const csv = toCsvLines(rows)
    expect(csv).toBe('"Jones, Mary","She said ""hello""","line one\nline two",plain\r\n')
    expect(parse(csv)).toEqual(rows)
  })

  it('ends every line, the last included, with CRLF', () => {
    expect(toCsvLines([['a'], ['b']])).toBe('a\r\nb\r\n')
  })

  it('neutralises formulas in every cell', () => {
    expect(parse(toCsvLines([['=1+1', 'ok', '@SUM(A1)']]))).toEqual([["'=1+1", 'ok', "'@SUM(A1)"]])
  })

  it('gives nothing for no rows', () => {
    expect(toCsvLines([])).toBe('')
  })
})

describe('building a whole file', () => {
  it('starts with exactly one byte-order mark, then the header', () => {
    const csv = buildCsvHeaderChunk(['Name']) + toCsvLines([['Mary'], ['John']])
    expect(csv.startsWith(`${CSV_BOM}Name\r\n`)).toBe(true)
    expect(csv.split(CSV_BOM)).toHaveLength(2)
  })

  it('equals a header chunk followed by row chunks, as a streamed export writes it', () => {
    const streamed = buildCsvHeaderChunk(['Name']) + toCsvLines([['Mary']]) + toCsvLines([['John']])
    expect(streamed).toBe(buildCsvHeaderChunk(['Name']) + toCsvLines([['Mary'], ['John']]))
    expect(toCsvLines([['Mary']])).not.toContain(CSV_BOM)
  })

  it('keeps accented names intact', () => {
    const csv = buildRegistrationsCsv([registration({ fullName: 'Zoë Siân Ó Súilleabháin' })], { isBackup: false })
    expect(parse(csv)[1]?.[0]).toBe('Zoë Siân Ó Súilleabháin')
  })

  it('writes a header and one row per registration', () => {
    const rows = parse(
      buildRegistrationsCsv([registration(), registration({ id: 43, fullName: 'John Smith' })], { isBackup: true }),
    )
    expect(rows).toHaveLength(3)
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Event', 'Full Name'])
    expect(rows[2]?.slice(0, 3)).toEqual(['43', '', 'John Smith'])
  })

  it('neutralises a malicious name in a registrations export', () => {
    const rows = parse(buildRegistrationsCsv([registration({ fullName: '=cmd|"/C calc"!A0' })], { isBackup: false }))
    expect(rows[1]?.[0]).toBe('\'=cmd|"/C calc"!A0')
  })
})

describe('export file names', () => {
  // 23:30 UTC on 31 August is already 1 September in London.
  const lateSummerEvening = new Date('2025-08-31T23:30:00.000Z')

  it('names the registrations export after the event and dates it by the London calendar', () => {
    expect(registrationsExportFilename(lateSummerEvening, 'outreach-event-2025')).toBe(
      'registrations-outreach-event-2025-2025-09-01.csv',
    )
    expect(registrationsExportFilename(new Date('2025-01-05T12:00:00.000Z'), 'harvest')).toBe(
      'registrations-harvest-2025-01-05.csv',
    )
    expect(registrationsExportFilename(lateSummerEvening)).toBe('registrations-2025-09-01.csv')
  })

  it('names a segment export after the segment, made safe for a file name', () => {
    expect(segmentExportFilename('Volunteers – Zoë’s team!', lateSummerEvening)).toBe(
      'segment-volunteers-zoes-team-2025-09-01.csv',
    )
  })

  it('names the backup complete-data-backup with the date', () => {
    expect(backupExportFilename(lateSummerEvening)).toBe('complete-data-backup-2025-09-01.csv')
  })
})

describe('slugifyForFilename', () => {
  it('strips path characters so a name cannot point outside the download', () => {
    expect(slugifyForFilename('../../etc/passwd')).toBe('etc-passwd')
  })

  it('falls back to "untitled" when nothing usable is left', () => {
    expect(slugifyForFilename('!!!')).toBe('untitled')
  })

  it('keeps long names to 60 characters without a trailing dash', () => {
    const slug = slugifyForFilename(`${'a'.repeat(59)} b`)
    expect(slug).toBe('a'.repeat(59))
  })
})

describe("an event's own questions in the export", () => {
  const kind = {
    isBackup: false,
    sessionCount: 2,
    questions: [
      { key: 'diet', label: 'Dietary needs' },
      { key: 'access', label: 'Access needs' },
      { key: 'help', label: 'Can you help?' },
    ],
  }

  it('adds a column per question after the SPEC columns, headed by its current wording', () => {
    expect(registrationCsvHeader(kind)).toEqual([
      ...REGISTRATION_CSV_COLUMNS,
      'Dietary needs',
      'Access needs',
      'Can you help?',
    ])
  })

  it('writes each answer as text under its question, whatever wording it was given under, and leaves unanswered ones empty', () => {
    const row = registrationCsvRow(
      registration({
        answers: [
          { key: 'access', label: 'Access (old wording)', type: 'long-text', value: 'Wheelchair' },
          {
            key: 'help',
            label: 'Can you help?',
            type: 'several-choices',
            value: ['Tea', 'Welcome'],
            options: ['Tea', 'Welcome'],
          },
        ],
      }),
      kind,
    )
    expect(row.slice(REGISTRATION_CSV_COLUMNS.length)).toEqual(['', 'Wheelchair', 'Tea; Welcome'])
  })

  it('neutralises an answer that a spreadsheet would run as a formula', () => {
    const csv = buildRegistrationsCsv(
      [
        registration({
          answers: [{ key: 'diet', label: 'Dietary needs', type: 'short-text', value: '=HYPERLINK("x")' }],
        }),
      ],
      kind,
    )
    expect(parse(csv)[1]![REGISTRATION_CSV_COLUMNS.length]).toBe(`'=HYPERLINK("x")`)
  })

  it('exports an event without questions exactly as before', () => {
    expect(registrationCsvHeader({ isBackup: false, sessionCount: 2, questions: [] })).toEqual([
      ...REGISTRATION_CSV_COLUMNS,
    ])
    expect(
      registrationCsvRow(registration({ answers: [{ key: 'x', label: 'X', type: 'yes-no', value: true }] }), {
        isBackup: false,
      }),
    ).toHaveLength(REGISTRATION_CSV_COLUMNS.length)
  })
})

describe('an event’s own export (every event but the SPEC’s)', () => {
  const course = {
    isBackup: false,
    sessions: [
      { key: 'week-1-strong-foundations', title: 'Week 1: Strong foundations' },
      { key: 'week-2', title: 'Week 2' },
    ],
  }

  it('names sessions by title and adds who booked whom, children, codes and places', () => {
    expect(registrationCsvHeader(course)).toEqual([
      'Full Name',
      'Email',
      'Phone',
      'Attendance Choice',
      'GDPR Consent',
      'Week 1: Strong foundations Check-in',
      'Week 2 Check-in',
      'Tags',
      'Notes',
      'Registration Date',
      'Booked By',
      'Child',
      'Check-in Code',
      'Place',
      'Waiting For',
    ])
    const row = registrationCsvRow(
      registration({
        fullName: 'Jem Jones',
        email: null,
        attendanceChoice: ['week-1-strong-foundations', 'week-2', 'all'],
        checkedIn: [true, false],
        bookedBy: 'Mary Jones',
        isChild: true,
        checkinCode: 'ABCD2345',
        placeStatus: 'waiting',
        waitingFor: ['week-2'],
      }),
      course,
    )
    expect(row.slice(3, 7)).toEqual(['Week 1: Strong foundations, Week 2', 'Yes', 'Yes', 'No'])
    expect(row.slice(10)).toEqual(['Mary Jones', 'Yes', 'ABCD-2345', 'On the waiting list', 'Week 2'])
  })
})
