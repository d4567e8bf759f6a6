'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { KIOSK_CODE_HOURS } from '../../rules/kiosk'

/**
 * Issues a device's one-time sign-in code and shows it here, once (only its hash is kept), or
 * revokes the device: its tablet is signed out at its next request.
 */
export function KioskDeviceButtons({ deviceId, isRevoked }: { deviceId: number; isRevoked: boolean }) {
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const [code, setCode] = useState<string | null>(null)

  const run = async (path: string, onDone: (body: { code?: string }) => void) => {
    setIsBusy(true)
    try {
      const { response, body } = await postJson<{ code?: string }>(path, { device: deviceId })
      if (!response.ok) throw new Error(body.message ?? 'That did not work. Please try again.')
      onDone(body)
    } catch (error) {
      toast.error((error as Error).message)
    }
    setIsBusy(false)
  }

  if (isRevoked) return <p className="field-type">This device is revoked: it is signed out and no code works for it.</p>
  return (
    <div className="field-type staff-actions" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={isBusy}
        onClick={() => run('/api/kiosk-devices/code', (body) => setCode(body.code ?? null))}
      >
        Show a new sign-in code
      </button>
      {code && (
        <div role="status" data-testid="kiosk-code">
          <p>
            On the tablet, open <strong>/admin/kiosk</strong> and type this code. It works once, for {KIOSK_CODE_HOURS}{' '}
            hours, and is not shown again:
          </p>
          <p style={{ fontSize: 28, fontFamily: 'monospace', letterSpacing: 2 }} data-testid="kiosk-code-value">
            {code}
          </p>
        </div>
      )}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={isBusy}
        onClick={() =>
          window.confirm('Revoke this device? Its tablet is signed out and no code works for it again.') &&
          run('/api/kiosk-devices/revoke', () => {
            toast.success('Device revoked.')
            setCode(null)
            router.refresh()
          })
        }
      >
        Revoke this device
      </button>
    </div>
  )
}
