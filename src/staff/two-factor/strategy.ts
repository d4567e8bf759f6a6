import { JWTAuthentication, type AuthStrategy, type Payload } from 'payload'

import { assignedRoleOf } from '@/platform/access/roles'
import { SESSION_STRATEGY } from '@/platform/access/second-factor'
import { poolOf } from '@/platform/database/pool'

import { withKeptAccounts } from '../sign-in/kept-accounts'
import { isSessionVerified } from './second-factor-store'

type SignedInUser = {
  id: number | string
  role?: string | null
  collection?: string
  twoFactorEnabled?: boolean | null
  _sid?: string
  _strategy?: string
}

async function sessionStrategyFor(payload: Payload, user: SignedInUser): Promise<string> {
  const role = assignedRoleOf(user)
  // A kiosk device signs in only with a one-time code an admin issued for it: a second factor is not
  // asked of a device (its account has no password anyone knows and no authenticator to hold).
  if (!role || role === 'kiosk') return SESSION_STRATEGY.complete
  if (user.twoFactorEnabled) {
    return user._sid && (await isSessionVerified(payload, user.id, user._sid))
      ? SESSION_STRATEGY.complete
      : SESSION_STRATEGY.codeOwed
  }
  // Every staff request asks, so one column is read rather than the whole Integrations global.
  const { rows } = await poolOf(payload).query<{ required: boolean | null }>({
    name: 'staff-second-factor-required',
    text: 'SELECT require_second_factor AS required FROM integrations LIMIT 1',
  })
  return rows[0]?.required ? SESSION_STRATEGY.enrolmentOwed : SESSION_STRATEGY.complete
}

/**
 * Payload's own JWT sign-in, then the second factor: runs before Payload's built-in strategy (custom
 * strategies come first), so every signed-in request is marked with how far its session has got.
 * If the check itself fails the session is held back, never let through. The account it reads is
 * kept between requests while it is unchanged (sign-in/kept-accounts.ts).
 */
export const staffSessionStrategy: AuthStrategy = {
  name: 'staff-session',
  authenticate: async (args) => {
    const result = await JWTAuthentication({
      ...args,
      payload: withKeptAccounts(args.payload),
      strategyName: SESSION_STRATEGY.complete,
    })
    const user = result.user as (SignedInUser & typeof result.user) | null
    if (!user || user.collection !== 'users') return result
    try {
      user._strategy = await sessionStrategyFor(args.payload, user)
    } catch (err) {
      args.payload.logger.error({ err, msg: 'Could not check the second factor; holding the session back' })
      user._strategy = SESSION_STRATEGY.codeOwed
    }
    return result
  },
}
