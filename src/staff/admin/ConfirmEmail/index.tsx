import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { CONFIRM_EMAIL_TOKEN_PARAM, EMAIL_CHANGE_MESSAGES } from '../../rules/email-change'
import { firstSearchParam } from '@/platform/http/search-params'
import { findEmailChange } from '../../email-change/confirm-email-change'

import { ConfirmEmailForm } from './ConfirmEmailForm'

import { LinkNotValid } from '../LinkNotValid'

import '@/ui/admin/staff-admin.css'

/**
 * /admin/confirm-email?token=…: where the link e-mailed to a staff account's new address leads.
 * Open to visitors (the link is the authority); it confirms only with a button, so a mail scanner
 * fetching the link changes nothing, and shows the addresses only for a link that is still valid.
 */
export async function ConfirmEmailView(props: AdminViewServerProps) {
  const token = firstSearchParam(props.searchParams?.[CONFIRM_EMAIL_TOKEN_PARAM])
  const change = token ? await findEmailChange(props.initPageResult.req.payload, token) : null
  return (
    <MinimalTemplate className="staff-sign-in-step">
      <main className="staff-view">
        {change && token ? (
          <>
            <h1>Confirm your new e-mail address</h1>
            <p className="staff-muted">
              {change.fullName}, your staff account will sign in and receive password resets at{' '}
              <strong>{change.newEmail}</strong> instead of {change.currentEmail}. You will be signed out everywhere and
              sign in again with the new address.
            </p>
            <ConfirmEmailForm token={token} />
          </>
        ) : (
          <LinkNotValid
            title="Confirmation link not valid"
            message={EMAIL_CHANGE_MESSAGES.linkInvalid}
            testId="email-change-invalid"
          />
        )}
      </main>
    </MinimalTemplate>
  )
}
