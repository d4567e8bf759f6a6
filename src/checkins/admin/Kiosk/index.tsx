import type { AdminViewServerProps } from 'payload'

import { isPanelStaff } from '@/platform/access'
import { roleOf } from '@/platform/access/roles'

import { kioskPostOf } from '../../kiosk/kiosk-device-of'
import { KIOSK_IDLE_SECONDS, KIOSK_MESSAGES } from '../../rules/kiosk'
import { KioskScreen } from './KioskScreen'
import { KioskSignIn } from './KioskSignIn'

import '../Checkin/checkin.css'
import './kiosk.css'

/**
 * /admin/kiosk: a self check-in tablet's whole world. Signed in as a kiosk device, its start screen
 * for the session it works; anyone else is asked for a device code (a staff member is told where
 * codes come from). Payload sends a kiosk here from every other admin screen.
 */
export async function KioskView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  if (roleOf(req.user) === 'kiosk') {
    const post = await kioskPostOf(req).catch(() => null)
    const session = post?.event.sessions?.find((s) => s.key === post.session)
    return (
      <main className="kiosk">
        {post && session ? (
          <KioskScreen eventTitle={post.event.title} sessionTitle={session.title} idleSeconds={KIOSK_IDLE_SECONDS} />
        ) : (
          <p role="alert" className="kiosk__message">
            {KIOSK_MESSAGES.noSession}
          </p>
        )}
      </main>
    )
  }
  return (
    <main className="kiosk">
      <KioskSignIn
        staffNote={
          isPanelStaff(req.user)
            ? 'This screen is for self check-in tablets. An admin issues a device code under Settings → Kiosk devices; typing it here signs this browser in as that kiosk.'
            : null
        }
      />
    </main>
  )
}
