import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'

import { KioskDeviceButtons } from './KioskDeviceButtons'

/** On a kiosk device's page, for admins: issue a sign-in code (shown once) or revoke the device. */
export function KioskDeviceActions({ id, data, req }: UIFieldServerProps) {
  if (!id || !hasAnyRole(req.user, ['admin'])) return null
  const revokedAt = (data as { revokedAt?: string | null } | undefined)?.revokedAt ?? null
  return <KioskDeviceButtons deviceId={Number(id)} isRevoked={Boolean(revokedAt)} />
}
