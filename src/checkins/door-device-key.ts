import { createHmac } from 'node:crypto'

/**
 * A door device's encryption key for one staff session, and its id (which tells the device whether
 * what it stored was sealed in this session). Derived, never stored: the server's secret and the
 * session id give the same key again for as long as the session lasts.
 */
export function doorDeviceKey(secret: string, { user, sid }: { user: number | string; sid: string }) {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`${purpose}:${user}:${sid}`).digest()
  return {
    keyId: derive('door-device-key-id').subarray(0, 12).toString('hex'),
    key: derive('door-device-key').toString('base64'),
  }
}
