'use client'

import jsQR from 'jsqr'
import { useEffect, useRef, useState } from 'react'

type Detector = { detect: (source: HTMLVideoElement) => Promise<Array<{ rawValue: string }>> }
declare global {
  // Only an interface can extend the browser's Window type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector
  }
}

/** Reads one QR code from a frame of the video, with the browser's detector or, failing that, jsQR. */
async function readFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  detector: Detector | null,
): Promise<string | null> {
  if (detector) {
    const codes = await detector.detect(video)
    return codes[0]?.rawValue ?? null
  }
  const { videoWidth: width, videoHeight: height } = video
  if (!width || !height) return null
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(video, 0, 0, width, height)
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null
}

/** The camera, watching for a check-in QR code; hands over what it reads and stops. */
export function QrScanner({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let stream: MediaStream | null = null
    let isStopped = false
    const canvas = document.createElement('canvas')
    const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null

    const scan = async () => {
      const video = videoRef.current
      if (isStopped || !video) return
      try {
        const text = video.readyState >= 2 ? await readFrame(video, canvas, detector) : null
        if (text) {
          onRead(text)
          return
        }
      } catch {
        /* an unreadable frame: try the next one */
      }
      setTimeout(scan, 200)
    }

    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media
        if (isStopped || !videoRef.current) return media.getTracks().forEach((track) => track.stop())
        videoRef.current.srcObject = media
        await videoRef.current.play().catch(() => undefined)
        void scan()
      })
      .catch(() => setProblem('The camera could not be opened. Allow camera access, or type the code instead.'))
    if (!navigator.mediaDevices) setProblem('This browser cannot use the camera here. Type the code instead.')

    return () => {
      isStopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onRead])

  return (
    <div
      className="staff-card staff-scanner"
      role="dialog"
      aria-label="Scan a check-in QR code"
      style={{ marginBottom: 16 }}
    >
      {problem ? (
        <p className="staff-warning">{problem}</p>
      ) : (
        <p className="staff-muted">Point the camera at the QR code in the person’s confirmation e-mail.</p>
      )}
      <video ref={videoRef} muted playsInline aria-label="Camera preview" />
      <div className="staff-actions" style={{ marginTop: 8 }}>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onClose}>
          Close camera
        </button>
      </div>
    </div>
  )
}
