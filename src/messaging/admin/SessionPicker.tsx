'use client'

import { FieldError, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import '@/ui/admin/staff-admin.css'

type Option = { key: string; title: string }

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id) || null
  return Number(value) || null
}

/**
 * A scheduled message's session, chosen from its event's sessions by title (the message stores the
 * session's key). Until an event is chosen there is nothing to pick; a key the event no longer has
 * stays listed so it is not lost silently.
 */
export const SessionPicker: TextFieldClientComponent = ({ path, field }) => {
  const { value, setValue, showError } = useField<string>({ path })
  const eventId = idOf(useFormFields(([fields]) => fields.event?.value))
  const [sessions, setSessions] = useState<Option[] | null>(null)
  const id = `field-${path.replace(/\./g, '__')}`

  useEffect(() => {
    if (!eventId) return setSessions(null)
    const controller = new AbortController()
    fetch(`/api/events/${eventId}?depth=0&draft=true`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { sessions?: Option[] }) : null))
      .then((event) =>
        setSessions((event?.sessions ?? []).map((session) => ({ key: session.key, title: session.title }))),
      )
      .catch(() => {})
    return () => controller.abort()
  }, [eventId])

  const options = sessions ?? []
  const isUnknown = Boolean(value) && sessions !== null && !options.some((option) => option.key === value)
  return (
    <div
      className={showError ? 'field-type select error' : 'field-type select'}
      style={{ marginBottom: 'var(--base)' }}
    >
      <label className="field-label" htmlFor={id}>
        {typeof field.label === 'string' ? field.label : 'Session'}
        <span className="required">*</span>
      </label>
      <FieldError path={path} showError={showError} />
      <select
        id={id}
        className="staff-select"
        value={value ?? ''}
        disabled={!eventId || field.admin?.readOnly}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={showError || undefined}
        style={{ width: '100%', minHeight: 40 }}
      >
        <option value="">{eventId ? 'Choose a session' : 'Choose the event first'}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.title}
          </option>
        ))}
        {isUnknown && <option value={value}>{value} (no longer a session of the event)</option>}
      </select>
    </div>
  )
}
