import { readFile } from 'node:fs/promises'
import path from 'node:path'

import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb } from 'pdf-lib'

import type { FontMetrics, PagePlan } from '../rules/print-layout'
import { A4_PT } from '../rules/print-layout'

/**
 * The font the printed lists are drawn in: Geist (SIL Open Font License, see fonts/OFL.txt), which
 * has the Latin letters of the names a church meets (Łukasz, Nguyễn, Zoë, Ševčík), where the PDF's
 * standard Helvetica has only Windows-1252. A character it lacks still prints, as its base letter
 * or "?" (rules/print-layout.ts `printableText`). Read from the source tree, where the server runs.
 */
const FONT_PATH = path.join(process.cwd(), 'src/checkins/print/fonts/Geist-Regular.ttf')
let fontBytes: Promise<Uint8Array> | null = null

const INK = rgb(0, 0, 0)
const RULE = rgb(0.75, 0.75, 0.75)

/**
 * Draws the plans on A4 pages and answers the PDF's bytes. The font is embedded whole (not a
 * subset), so every name's glyphs are the font's own and the document opens the same everywhere.
 */
export async function renderPdf(
  title: string,
  planOf: (font: FontMetrics) => PagePlan[],
  { now = new Date() }: { now?: Date } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  // Read once; a failed read is tried again by the next print rather than kept.
  fontBytes ??= readFile(FONT_PATH).catch((error: unknown) => {
    fontBytes = null
    throw error
  })
  const bytes = await fontBytes
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(bytes, { subset: false })
  const glyphs = fontkit.create(bytes)
  const plans = planOf({
    widthOf: (text, size) => font.widthOfTextAtSize(text, size),
    hasGlyph: (codePoint) => glyphs.hasGlyphForCodePoint(codePoint),
  })
  doc.setTitle(title)
  doc.setCreator('Church door')
  doc.setCreationDate(now)
  for (const plan of plans) {
    const page = doc.addPage([A4_PT.width, A4_PT.height])
    for (const item of plan) {
      if (item.kind === 'text') page.drawText(item.text, { x: item.x, y: item.y, size: item.size, font, color: INK })
      else if (item.kind === 'rule')
        page.drawLine({
          start: { x: item.x, y: item.y },
          end: { x: item.x + item.width, y: item.y },
          thickness: 0.5,
          color: RULE,
        })
      else {
        page.drawRectangle({
          x: item.x,
          y: item.y,
          width: item.size,
          height: item.size,
          borderWidth: 0.8,
          borderColor: INK,
        })
        if (item.isTicked) {
          const [left, bottom, right, top] = [item.x + 2, item.y + 2, item.x + item.size - 2, item.y + item.size - 2]
          page.drawLine({ start: { x: left, y: bottom }, end: { x: right, y: top }, thickness: 1.2, color: INK })
          page.drawLine({ start: { x: left, y: top }, end: { x: right, y: bottom }, thickness: 1.2, color: INK })
        }
      }
    }
  }
  // Plain objects (no object streams): the text of every page is a stream of its own.
  return new Uint8Array(await doc.save({ useObjectStreams: false }))
}
