'use client'

import { useField } from '@payloadcms/ui'
import { useEffect } from 'react'

import { INVITATION_PASSWORD_PLACEHOLDER } from '../rules/staff-invitations'

/**
 * Payload's form for a new account always shows and requires password boxes. An admin creating a
 * staff member must not choose one, so the boxes are hidden and kept filled with a placeholder the
 * server recognises and never stores (it makes a random password and e-mails an invitation). Filled
 * again whenever the form's own state comes back without it.
 */
export function InvitationPasswordPlaceholder() {
  const password = useField<string>({ path: 'password' })
  const confirmation = useField<string>({ path: 'confirm-password' })
  useEffect(() => {
    if (password.value !== INVITATION_PASSWORD_PLACEHOLDER) password.setValue(INVITATION_PASSWORD_PLACEHOLDER, true)
  }, [password])
  useEffect(() => {
    if (confirmation.value !== INVITATION_PASSWORD_PLACEHOLDER)
      confirmation.setValue(INVITATION_PASSWORD_PLACEHOLDER, true)
  }, [confirmation])
  return <style>{'.auth-fields__changing-password { display: none; }'}</style>
}
