import type { UIFieldServerProps } from 'payload'

import { hasAnyRole } from '@/platform/access/roles'

import { ConfirmWaitingEntryButton } from './ConfirmWaitingEntryButton'

/** On a waiting-list entry's page, for admins, while the person still waits (or has an offer open): move them off the list by hand. */
export function WaitingEntryField({ id, data, req }: UIFieldServerProps) {
  const status = (data as { status?: string } | undefined)?.status
  if (!id || !hasAnyRole(req.user, ['admin']) || (status !== 'waiting' && status !== 'offered')) return null
  return (
    <div className="field-type" data-testid="waiting-entry-field" style={{ marginBottom: 'var(--base)' }}>
      <p>
        Staff may give this person the place at once, even past the session&apos;s limit (a spare seat, someone who will
        not come).
      </p>
      <ConfirmWaitingEntryButton entryId={Number(id)} />
    </div>
  )
}
