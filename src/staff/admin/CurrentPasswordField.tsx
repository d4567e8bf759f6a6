'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// The server checks it, and only when the e-mail address or password changes; any other save goes through without it.
const acceptAnything = () => true as const

/** A masked input for the current password, which a change of e-mail address or password asks for. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField field={field} path={path ?? field.name} autoComplete="current-password" validate={acceptAnything} />
)
