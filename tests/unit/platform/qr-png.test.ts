import { crc32, inflateSync } from 'node:zlib'

import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { qrPng } from '@/platform/data/qr-png'

/** The chunks of a PNG, each with whether its CRC matches. */
function chunksOf(png: Buffer) {
  const chunks: Array<{ type: string; data: Buffer }> = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    chunks.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) })
    at += 12 + length
  }
  return chunks
}

describe('qrPng', () => {
  const text = 'https://church.example/admin/checkin?code=ABCDEFGH'
  const png = qrPng(text, { scale: 4, margin: 2 })

  it('is a PNG: signature, header, image data and end, with a square one-bit greyscale image', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const chunks = chunksOf(png)
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const size = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size
    expect(chunks[0]!.data.readUInt32BE(0)).toBe((size + 4) * 4)
    expect(chunks[0]!.data.readUInt32BE(4)).toBe((size + 4) * 4)
    expect([chunks[0]!.data[8], chunks[0]!.data[9]]).toEqual([1, 0])
  })

  it('draws each dark module black and the rest, quiet zone included, white', () => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
    const width = (modules.size + 4) * 4
    const pixels = inflateSync(chunksOf(png)[1]!.data)
    const rowLength = 1 + Math.ceil(width / 8)
    const at = (x: number, y: number) => ((pixels[y * rowLength + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0)
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++)
        expect(at((col + 2) * 4 + 1, (row + 2) * 4 + 2)).toBe(modules.get(row, col) ? 0 : 255)
    }
    expect(at(0, 0)).toBe(255)
    expect(at(width - 1, width - 1)).toBe(255)
  })

  it('carries a correct CRC on every chunk, which mail clients check before showing the image', () => {
    expect(png.subarray(-4).toString('hex')).toBe('ae426082') // IEND's CRC is always this
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at)
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)))
      at += 12 + length
    }
  })
})
