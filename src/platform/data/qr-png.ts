import { deflateSync } from 'node:zlib'

import QRCode from 'qrcode'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A QR code as a black-on-white PNG (one bit a pixel), `scale` pixels a module with a quiet zone of
 * `margin` modules. The qrcode package's own PNG output goes through a general RGBA image encoder,
 * several times slower than writing the few bytes of a two-colour image directly (measured side by
 * side), which matters when a reminder carries a code for each of 10,000 people.
 */
export function qrPng(
  text: string,
  {
    scale = 8,
    margin = 2,
    errorCorrectionLevel = 'M',
  }: { scale?: number; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' } = {},
): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel })
  const size = modules.size
  const width = (size + 2 * margin) * scale
  // Each row: the "no filter" byte, then a bit a pixel, most significant first (1 white, 0 black).
  const rowLength = 1 + Math.ceil(width / 8)
  const pixels = Buffer.alloc(rowLength * width, 0xff)
  for (let y = 0; y < width; y++) pixels[y * rowLength] = 0
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules.get(row, col)) continue
      const left = (col + margin) * scale
      for (let dy = 0; dy < scale; dy++) {
        const rowStart = ((row + margin) * scale + dy) * rowLength + 1
        for (let x = left; x < left + scale; x++) pixels[rowStart + (x >> 3)]! &= ~(0x80 >> (x & 7))
      }
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(width, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
