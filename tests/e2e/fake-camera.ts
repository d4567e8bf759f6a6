import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import QRCode from 'qrcode'

/**
 * A video file showing one QR code, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): raw YUV 4:2:0 frames, black modules on white.
 */
export function qrCameraVideo(text: string, { size = 480, frames = 10 } = {}): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const quiet = 4
  const scale = Math.floor(size / (modules + quiet * 2))
  const offset = Math.floor((size - modules * scale) / 2)
  const luma = Buffer.alloc(size * size, 235)
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * size + offset + x] = 16
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const file = path.join(os.tmpdir(), `qr-camera-${process.pid}-${Date.now()}.y4m`)
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: frames }, () => frame),
    ]),
  )
  return file
}
