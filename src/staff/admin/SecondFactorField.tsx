import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'
import { TWO_FACTOR_PATH } from '@/platform/access/second-factor'

import { ResetSecondFactorButton } from './ResetSecondFactorButton'

/**
 * On a staff account's page: your own account links to setting up a second factor; an admin looking
 * at an account with one on can reset it (a lost phone).
 */
export function SecondFactorField({ id, data, req }: UIFieldServerProps) {
  if (!id || !req.user) return null
  const isOwnAccount = String(req.user.id) === String(id)
  const isOn = Boolean((data as { twoFactorEnabled?: boolean } | undefined)?.twoFactorEnabled)
  return (
    <div className="field-type" data-testid="second-factor-field" style={{ marginBottom: 'var(--base)' }}>
      {isOwnAccount && !isOn && <a href={`/admin${TWO_FACTOR_PATH}`}>Set up a second factor</a>}
      {isOwnAccount && isOn && <a href={`/admin${TWO_FACTOR_PATH}`}>Second factor settings</a>}
      {isOn && hasAnyRole(req.user, ['admin']) && <ResetSecondFactorButton userId={Number(id)} />}
    </div>
  )
}
