/**
 * The printable door list and label sheets, laid out as plans of what to draw where: pure, so the
 * page breaks, positions and truncation are tested without a PDF, and the renderer only draws.
 * PDF measures in points (1/72 inch) from the page's bottom-left corner.
 */

export const PT_PER_MM = 72 / 25.4
export const A4_PT = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM }

/** What the layout asks of the font it is drawn in. */
export type FontMetrics = {
  widthOf: (text: string, size: number) => number
  hasGlyph: (codePoint: number) => boolean
}

type PlanItem =
  | { kind: 'text'; text: string; x: number; y: number; size: number }
  /** A tick box; a ticked one is drawn crossed (lines, so no glyph is needed). */
  | { kind: 'box'; x: number; y: number; size: number; isTicked: boolean }
  /** A horizontal rule under the column headings and between rows. */
  | { kind: 'rule'; x: number; y: number; width: number }

export type PagePlan = PlanItem[]

/** What the door's copy says about a medical or allergy answer: a flag, never the answer. */
export const MEDICAL_FLAG_TEXT = 'Allergy / medical: ask a leader'
export const RECEIPT_TEXT = 'Show this code to collect your child'

/**
 * The text as the font can draw it: a character the font lacks is drawn as its base letter when it
 * has one the font knows ("ễ" as "e"), otherwise as "?". Runs of white space become one space.
 */
export function printableText(text: string, hasGlyph: FontMetrics['hasGlyph']): string {
  let printable = ''
  for (const char of text.normalize('NFC').replace(/\s+/g, ' ').trim()) {
    if (hasGlyph(char.codePointAt(0)!)) {
      printable += char
      continue
    }
    const base = [...char.normalize('NFD')].filter((part) => !/\p{M}/u.test(part) && hasGlyph(part.codePointAt(0)!))
    printable += base.length ? base.join('') : '?'
  }
  return printable
}

/** The text cut with an ellipsis to fit the width at the size (drawable characters only). */
export function fitText(text: string, maxWidth: number, size: number, font: FontMetrics): string {
  const printable = printableText(text, font.hasGlyph)
  if (font.widthOf(printable, size) <= maxWidth) return printable
  const ellipsis = font.hasGlyph(0x2026) ? '…' : '...'
  const chars = [...printable]
  // The longest start that fits with the ellipsis: at most a name's length of measurements.
  for (let length = chars.length - 1; length > 0; length--) {
    const cut = chars.slice(0, length).join('').trimEnd() + ellipsis
    if (font.widthOf(cut, size) <= maxWidth) return cut
  }
  return ellipsis
}

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })

/** A full name's surname (the last word) and given names (the rest), as the printed lists sort by. */
function surnameAndGiven(fullName: string): [string, string] {
  const words = fullName.trim().split(/\s+/)
  return [words.at(-1) ?? '', words.slice(0, -1).join(' ')]
}

/** Printed lists are in surname order, then by given names ("Ann Smith" before "Zoe Smith"). */
export function bySurname(a: { fullName: string }, b: { fullName: string }): number {
  const [surnameA, givenA] = surnameAndGiven(a.fullName)
  const [surnameB, givenB] = surnameAndGiven(b.fullName)
  return (
    collator.compare(surnameA, surnameB) || collator.compare(givenA, givenB) || a.fullName.localeCompare(b.fullName)
  )
}

// ---------------------------------------------------------------------------------------------
// The door list: A4 portrait, a header on every page, one row per person, "Page n of m" below.

export type DoorListRow = {
  fullName: string
  /** The booker's name for someone brought along, the person's own otherwise. */
  household: string
  checkinCode: string | null
  isCheckedIn: boolean
  /** A child with an allergy or medical answer: a mark, never the answer. */
  hasMedicalFlag: boolean
}

export type DoorListHeading = {
  eventTitle: string
  sessionTitle: string
  /** The session's date and time line. */
  when: string
  /** "Fri 27 Nov 2026, 09:30" (UK). */
  printedAt: string
}

const MARGIN = 40
const ROW_HEIGHT = 16
const HEADER_HEIGHT = 78
const FOOTER_HEIGHT = 24
/** How many people one A4 page of the door list holds under its header. */
export const DOOR_LIST_ROWS_PER_PAGE = Math.floor(
  (A4_PT.height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT) / ROW_HEIGHT,
)

/** The door list's columns: where each starts and how wide its text may be. */
const COLUMNS = {
  box: { x: MARGIN, width: 12 },
  name: { x: MARGIN + 22, width: 190 },
  household: { x: MARGIN + 218, width: 160 },
  code: { x: MARGIN + 384, width: 80 },
  medical: { x: MARGIN + 470, width: 45 },
} as const

/** The rows split into pages; an empty list is one page saying so. */
export function pagesOf<T>(rows: readonly T[], perPage: number): T[][] {
  const pages: T[][] = []
  for (let start = 0; start < rows.length; start += perPage) pages.push(rows.slice(start, start + perPage))
  return pages.length ? pages : [[]]
}

/** The door list, sorted by surname, as pages to draw. */
export function doorListPlan(heading: DoorListHeading, rows: readonly DoorListRow[], font: FontMetrics): PagePlan[] {
  const sorted = [...rows].sort(bySurname)
  const checkedIn = sorted.filter((row) => row.isCheckedIn).length
  const pages = pagesOf(sorted, DOOR_LIST_ROWS_PER_PAGE)
  const width = A4_PT.width - 2 * MARGIN
  const text = (value: string, x: number, y: number, size: number, maxWidth = width): PlanItem => ({
    kind: 'text',
    text: fitText(value, maxWidth, size, font),
    x,
    y,
    size,
  })
  return pages.map((pageRows, index) => {
    const top = A4_PT.height - MARGIN
    const items: PlanItem[] = [
      text(`Door list · ${heading.eventTitle}`, MARGIN, top - 14, 14),
      text(`${heading.sessionTitle} · ${heading.when}`, MARGIN, top - 32, 10),
      text(
        `${sorted.length} booked · ${checkedIn} checked in when printed · printed ${heading.printedAt} · ! = ${MEDICAL_FLAG_TEXT.toLowerCase()}`,
        MARGIN,
        top - 47,
        8,
      ),
    ]
    const headingY = top - HEADER_HEIGHT + 8
    items.push(
      text('In', COLUMNS.box.x, headingY, 8),
      text('Name', COLUMNS.name.x, headingY, 8),
      text('Household / group', COLUMNS.household.x, headingY, 8),
      text('Code', COLUMNS.code.x, headingY, 8),
      text('Medical', COLUMNS.medical.x, headingY, 8),
      { kind: 'rule', x: MARGIN, y: headingY - 4, width },
    )
    if (!pageRows.length) items.push(text('Nobody is booked for this session.', COLUMNS.name.x, headingY - 18, 10))
    pageRows.forEach((row, rowIndex) => {
      const y = headingY - 4 - (rowIndex + 1) * ROW_HEIGHT + 4
      items.push(
        { kind: 'box', x: COLUMNS.box.x, y: y - 2, size: 10, isTicked: row.isCheckedIn },
        text(row.fullName, COLUMNS.name.x, y, 10, COLUMNS.name.width),
        text(row.household, COLUMNS.household.x, y, 9, COLUMNS.household.width),
        text(row.checkinCode ?? '', COLUMNS.code.x, y, 9, COLUMNS.code.width),
        ...(row.hasMedicalFlag ? [text('!', COLUMNS.medical.x + 12, y, 10, COLUMNS.medical.width)] : []),
        { kind: 'rule', x: MARGIN, y: y - 4, width },
      )
    })
    items.push(text(`Page ${index + 1} of ${pages.length}`, MARGIN, MARGIN - FOOTER_HEIGHT / 2, 8))
    return items
  })
}

// ---------------------------------------------------------------------------------------------
// Label sheets: Avery L7163 (A4, 2 columns × 7 rows of 99.1 × 38.1 mm labels, the common UK
// address-label sheet). Each child takes one row: their name label on the left, the parent's
// receipt with the same code on the right, so the pair is cut from the sheet together and cannot
// be mixed up with another child's.

export const L7163 = {
  name: 'Avery L7163 (2 × 7 labels of 99.1 × 38.1 mm on A4)',
  columns: 2,
  rows: 7,
  labelWidthMm: 99.1,
  labelHeightMm: 38.1,
  topMarginMm: 15.15,
  leftMarginMm: 4.65,
  /** From one column's left edge to the next (a 2.5 mm gap). */
  columnPitchMm: 101.6,
  rowPitchMm: 38.1,
} as const

export type SheetLabel = {
  fullName: string
  securityCode: string
  hasMedicalFlag: boolean
  sessionTitle: string
  /** The session's date line. */
  when: string
}

/** Where a label starts (bottom-left, points): the sheet's `index`-th label of one column. */
export function labelSlot(index: number, column: 0 | 1): { page: number; x: number; y: number } {
  const perPage = L7163.rows
  const row = index % perPage
  const topOfLabel = L7163.topMarginMm + row * L7163.rowPitchMm
  return {
    page: Math.floor(index / perPage),
    x: (L7163.leftMarginMm + column * L7163.columnPitchMm) * PT_PER_MM,
    y: A4_PT.height - (topOfLabel + L7163.labelHeightMm) * PT_PER_MM,
  }
}

const LABEL_PADDING = 4 * PT_PER_MM

/** The children's labels and their parents' receipts in surname order, a child a row, as sheets to draw. */
export function labelSheetPlan(labels: readonly SheetLabel[], font: FontMetrics): PagePlan[] {
  const sorted = [...labels].sort(bySurname)
  const pages: PagePlan[] = pagesOf(sorted, L7163.rows).map(() => [])
  const inner = L7163.labelWidthMm * PT_PER_MM - 2 * LABEL_PADDING
  const height = L7163.labelHeightMm * PT_PER_MM
  sorted.forEach((label, index) => {
    const text = (value: string, x: number, y: number, size: number): PlanItem => ({
      kind: 'text',
      text: fitText(value, inner, size, font),
      x: x + LABEL_PADDING,
      y,
      size,
    })
    const footer = `${label.sessionTitle} · ${label.when}`
    const child = labelSlot(index, 0)
    const receipt = labelSlot(index, 1)
    const top = child.y + height - LABEL_PADDING
    pages[child.page]!.push(
      text(label.fullName, child.x, top - 14, 14),
      text(label.securityCode, child.x, top - 42, 24),
      ...(label.hasMedicalFlag ? [text(MEDICAL_FLAG_TEXT, child.x, top - 58, 9)] : []),
      text(footer, child.x, child.y + LABEL_PADDING, 7),
      text(`Collect ${label.fullName}`, receipt.x, top - 12, 11),
      text(label.securityCode, receipt.x, top - 40, 24),
      text(RECEIPT_TEXT, receipt.x, top - 56, 8),
      text(footer, receipt.x, receipt.y + LABEL_PADDING, 7),
    )
  })
  if (!sorted.length)
    pages[0]!.push({
      kind: 'text',
      text: 'No child is checked in at this session yet.',
      x: MARGIN,
      y: A4_PT.height - MARGIN - 14,
      size: 12,
    })
  return pages
}
