import { describe, expect, it } from 'vitest'

import {
  A4_PT,
  bySurname,
  DOOR_LIST_ROWS_PER_PAGE,
  doorListPlan,
  fitText,
  L7163,
  labelSheetPlan,
  labelSlot,
  MEDICAL_FLAG_TEXT,
  pagesOf,
  printableText,
  PT_PER_MM,
  type DoorListRow,
  type FontMetrics,
  type PagePlan,
  type SheetLabel,
} from '@/checkins/rules/print-layout'

/** Every character half the size wide; glyphs for Latin up to Latin Extended-A (so "Ł" but not "ễ"). */
const font: FontMetrics = {
  widthOf: (text, size) => [...text].length * size * 0.5,
  hasGlyph: (codePoint) => codePoint < 0x180 || codePoint === 0x2026,
}

const heading = { eventTitle: 'Harvest', sessionTitle: 'Sunday', when: 'Sunday 4 October', printedAt: 'Fri 2 Oct' }
const row = (fullName: string, extra: Partial<DoorListRow> = {}): DoorListRow => ({
  fullName,
  household: 'Own booking',
  checkinCode: 'ABC-123',
  isCheckedIn: false,
  hasMedicalFlag: false,
  ...extra,
})
const texts = (page: PagePlan) => page.flatMap((item) => (item.kind === 'text' ? [item.text] : []))

describe('printed door list and label sheets: layout', () => {
  it('sorts by surname, then given names, whatever the case or accents', () => {
    const names = ['zoe Smith', 'Ann Smith', 'Émile Adams', 'Bob Évans', 'Cy de Boer'].map((fullName) => ({ fullName }))
    expect(names.sort(bySurname).map((n) => n.fullName)).toEqual([
      'Émile Adams',
      'Cy de Boer',
      'Bob Évans',
      'Ann Smith',
      'zoe Smith',
    ])
  })

  it("keeps the letters the font has and draws the others as their base letter, or '?' with none", () => {
    expect(printableText('Łukasz  Zoë', font.hasGlyph)).toBe('Łukasz Zoë')
    expect(printableText('Nguyễn', font.hasGlyph)).toBe('Nguyen')
    expect(printableText('李 Wei', font.hasGlyph)).toBe('? Wei')
  })

  it('cuts text that does not fit with an ellipsis, and leaves text that fits', () => {
    expect(fitText('Short', 100, 10, font)).toBe('Short')
    const cut = fitText('Bartholomew Featherstonehaugh-Smythe', 100, 10, font)
    expect(cut.endsWith('…')).toBe(true)
    expect(font.widthOf(cut, 10)).toBeLessThanOrEqual(100)
    expect(cut.startsWith('Bartholome')).toBe(true)
  })

  it('splits rows into pages of the given size; an empty list is one page', () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(pagesOf([], 2)).toEqual([[]])
  })

  it('lays out hundreds of people on as many A4 pages as they need, each numbered, every row inside the page', () => {
    const rows = Array.from({ length: 250 }, (_, i) => row(`Person ${String(i).padStart(3, '0')} Surname${i % 7}`))
    const pages = doorListPlan(heading, rows, font)
    expect(pages).toHaveLength(Math.ceil(250 / DOOR_LIST_ROWS_PER_PAGE))
    expect(DOOR_LIST_ROWS_PER_PAGE).toBeGreaterThan(30)
    pages.forEach((page, index) => {
      expect(texts(page)).toContain(`Page ${index + 1} of ${pages.length}`)
      expect(texts(page)[0]).toBe('Door list · Harvest')
      for (const item of page) {
        expect(item.y).toBeGreaterThan(0)
        expect(item.y).toBeLessThan(A4_PT.height)
        expect(item.x).toBeGreaterThanOrEqual(0)
      }
    })
    const boxes = pages.flatMap((page) => page.filter((item) => item.kind === 'box'))
    expect(boxes).toHaveLength(250)
  })

  it('lists everyone once in surname order, ticks who is in, marks a medical flag without its text, and counts both', () => {
    const pages = doorListPlan(
      heading,
      [
        row('Zoë Adams', { isCheckedIn: true }),
        row('Łukasz Nowak', { household: 'Anna Nowak', hasMedicalFlag: true }),
        row('Ann Brown'),
      ],
      font,
    )
    const page = pages[0]!
    const all = texts(page)
    expect(all.filter((text) => ['Zoë Adams', 'Ann Brown', 'Łukasz Nowak'].includes(text))).toEqual([
      'Zoë Adams',
      'Ann Brown',
      'Łukasz Nowak',
    ])
    expect(all).toContain('Anna Nowak')
    expect(all.filter((text) => text === '!')).toHaveLength(1)
    expect(all.some((text) => text.startsWith('3 booked · 1 checked in'))).toBe(true)
    expect(page.filter((item) => item.kind === 'box').map((item) => item.kind === 'box' && item.isTicked)).toEqual([
      true,
      false,
      false,
    ])
  })

  it('places the L7163 labels: two columns of seven 99.1 × 38.1 mm labels from 15.15 mm down and 4.65 mm in', () => {
    const first = labelSlot(0, 0)
    expect(first.page).toBe(0)
    expect(first.x).toBeCloseTo(4.65 * PT_PER_MM)
    expect(A4_PT.height - first.y).toBeCloseTo((15.15 + 38.1) * PT_PER_MM)
    expect(labelSlot(0, 1).x - first.x).toBeCloseTo(101.6 * PT_PER_MM)
    const last = labelSlot(6, 1)
    // The seventh row ends 15.15 mm above the bottom edge, like the sheet, and the right column 4.65 mm in.
    expect(last.y).toBeCloseTo(15.15 * PT_PER_MM, 1)
    expect(A4_PT.width - (last.x + L7163.labelWidthMm * PT_PER_MM)).toBeCloseTo(4.65 * PT_PER_MM, 1)
    expect(labelSlot(7, 0)).toEqual({ ...first, page: 1 })
  })

  it("prints each child's label beside their parent's receipt with the same code, a child a row, seven a sheet", () => {
    const labels: SheetLabel[] = Array.from({ length: 9 }, (_, i) => ({
      fullName: `Child ${String.fromCharCode(73 - i)}surname`,
      securityCode: `C${i}X${i}`,
      hasMedicalFlag: i === 0,
      sessionTitle: 'Kids club',
      when: 'Sunday 4 October',
    }))
    const pages = labelSheetPlan(labels, font)
    expect(pages).toHaveLength(2)
    const firstRow = pages[0]!.filter((item) => item.kind === 'text' && item.y > labelSlot(0, 0).y)
    const labelTexts = texts(firstRow)
    // Surname order: "Child Asurname" (the last made) comes first.
    expect(labelTexts).toContain('Child Asurname')
    expect(labelTexts).toContain('Collect Child Asurname')
    expect(labelTexts.filter((text) => text === 'C8X8')).toHaveLength(2)
    const receiptX = labelSlot(0, 1).x
    const code = firstRow.filter((item) => item.kind === 'text' && item.text === 'C8X8')
    expect(code.map((item) => item.x < receiptX)).toEqual([true, false])
    // The medical flag is on the flagged child's label only, and never on a receipt.
    const flags = pages.flatMap((page) =>
      page.filter((item) => item.kind === 'text' && item.text === MEDICAL_FLAG_TEXT),
    )
    expect(flags).toHaveLength(1)
    expect(flags[0]!.x).toBeLessThan(receiptX)
    expect(texts(pages[1]!).filter((text) => text.startsWith('Collect '))).toHaveLength(2)
  })

  it('says so on one page when no child is in yet', () => {
    const pages = labelSheetPlan([], font)
    expect(pages).toHaveLength(1)
    expect(texts(pages[0]!)).toEqual(['No child is checked in at this session yet.'])
  })
})
