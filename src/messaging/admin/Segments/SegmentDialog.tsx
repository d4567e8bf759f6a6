'use client'

import { toast } from '@payloadcms/ui'
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import {
  ATTENDANCE_FILTER_OPTIONS,
  EMPTY_SEGMENT_FORM,
  GDPR_FILTER_OPTIONS,
  PHONE_FILTER_OPTIONS,
  SESSION_ATTENDANCE_OPTIONS,
  SEGMENT_DESCRIPTION_MAX,
  SEGMENT_NAME_MAX,
  SEGMENT_TAG_MAX,
  buildSegmentRequest,
  segmentFormValuesFrom,
  type SegmentEventOption,
  type SegmentFormValues,
  type SegmentSummary,
} from '../../rules/segment-form'

import '@/ui/admin/staff-admin.css'

const SAVE_FAILED = 'Failed to save segment. Please try again.'

/** Creating starts limited to the event the screen shows, when it shows one. */
export type SegmentDialogMode =
  { kind: 'create'; eventId: number | null } | { kind: 'edit'; segment: SegmentSummary } | null

const SELECTS = [
  { key: 'attendanceFilter', label: 'Attendance Type', options: ATTENDANCE_FILTER_OPTIONS },
  { key: 'gdprFilter', label: 'GDPR Consent', options: GDPR_FILTER_OPTIONS },
  { key: 'phoneFilter', label: 'Phone Number', options: PHONE_FILTER_OPTIONS },
] as const

const initialValues = (mode: SegmentDialogMode): SegmentFormValues =>
  mode?.kind === 'edit'
    ? segmentFormValuesFrom(mode.segment)
    : { ...EMPTY_SEGMENT_FORM, eventId: mode?.eventId ? String(mode.eventId) : '' }

/**
 * The Create/Edit dialog: a native modal <dialog>, so focus stays inside it, Escape
 * closes it and focus goes back to the button that opened it.
 */
export function SegmentDialog({
  mode,
  events,
  onClose,
  onSaved,
}: {
  mode: SegmentDialogMode
  events: SegmentEventOption[]
  onClose: () => void
  onSaved: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const errorId = useId()
  const [values, setValues] = useState<SegmentFormValues>(() => initialValues(mode))
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)

  // Every opening (and every close) starts from a clean form: reset while rendering, not after.
  const [shownFor, setShownFor] = useState<SegmentDialogMode>(mode)
  if (shownFor !== mode) {
    setShownFor(mode)
    setValues(initialValues(mode))
    setError(null)
  }

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (mode && !dialog.open) {
      dialog.showModal()
      nameRef.current?.focus()
    } else if (!mode && dialog.open) {
      dialog.close()
    }
  }, [mode])

  const set =
    (key: keyof SegmentFormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target
      // Another event has other sessions: the session chosen for the old one goes.
      setValues((current) => ({
        ...current,
        [key]: value,
        ...(key === 'eventId' ? { sessionKey: '', sessionAttendance: 'all' as const } : {}),
      }))
      if (key === 'name') setError(null)
    }
  const chosenEvent = events.find((option) => String(option.id) === values.eventId)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!mode || isSaving) return
    const request = buildSegmentRequest(values)
    if (!request.ok) {
      setError(request.error)
      nameRef.current?.focus()
      return
    }
    setError(null)
    setIsSaving(true)
    try {
      const isEdit = mode.kind === 'edit'
      const response = await fetch(isEdit ? `/api/segments/${mode.segment.id}?depth=0` : '/api/segments?depth=0', {
        method: isEdit ? 'PATCH' : 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request.body),
      })
      if (!response.ok) throw new Error(String(response.status))
      toast.success(`${isEdit ? 'Segment Updated' : 'Segment Created'}: ${request.body.name}`)
      onSaved()
    } catch {
      toast.error(SAVE_FAILED)
    } finally {
      setIsSaving(false)
    }
  }

  const isEdit = mode?.kind === 'edit'
  return (
    <dialog
      ref={dialogRef}
      className="staff-segment-dialog"
      aria-labelledby={titleId}
      // A save on its way stays in view until it lands.
      onCancel={(event) => {
        if (isSaving) event.preventDefault()
      }}
      onClose={onClose}
    >
      {mode && (
        <form className="staff-segment-form" onSubmit={submit} noValidate>
          <h2 id={titleId}>{isEdit ? 'Edit Segment' : 'Create New Segment'}</h2>

          {error && (
            <p id={errorId} className="staff-alert" role="alert">
              {error}
            </p>
          )}

          <label className="staff-field">
            Segment Name
            <input
              ref={nameRef}
              type="text"
              name="name"
              value={values.name}
              onChange={set('name')}
              maxLength={SEGMENT_NAME_MAX}
              autoComplete="off"
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>

          <label className="staff-field">
            Description (Optional)
            <textarea
              name="description"
              value={values.description}
              onChange={set('description')}
              maxLength={SEGMENT_DESCRIPTION_MAX}
              rows={3}
            />
          </label>

          <div className="staff-segment-filters">
            {SELECTS.map((select) => (
              <label key={select.key} className="staff-field">
                {select.label}
                <select name={select.key} value={values[select.key]} onChange={set(select.key)}>
                  {select.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label className="staff-field">
              Event
              <select name="eventId" value={values.eventId} onChange={set('eventId')}>
                <option value="">Every event</option>
                {events.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.title}
                  </option>
                ))}
              </select>
            </label>
            {chosenEvent && (
              <label className="staff-field">
                Session
                <select name="sessionKey" value={values.sessionKey} onChange={set('sessionKey')}>
                  <option value="">Any session</option>
                  {chosenEvent.sessions.map((session) => (
                    <option key={session.key} value={session.key}>
                      {session.title}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {chosenEvent && values.sessionKey && (
              <label className="staff-field">
                Of that session&apos;s people
                <select name="sessionAttendance" value={values.sessionAttendance} onChange={set('sessionAttendance')}>
                  {SESSION_ATTENDANCE_OPTIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="staff-field">
              Tag Filter
              <input
                type="text"
                name="tagFilter"
                value={values.tagFilter}
                onChange={set('tagFilter')}
                placeholder="e.g. volunteer"
                maxLength={SEGMENT_TAG_MAX}
                autoComplete="off"
              />
            </label>
          </div>

          <div className="staff-actions staff-segment-dialog__actions">
            <button
              type="button"
              className="btn btn--style-secondary btn--size-medium"
              onClick={() => dialogRef.current?.close()}
              disabled={isSaving}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn--style-primary btn--size-medium"
              disabled={isSaving}
              aria-busy={isSaving}
            >
              {isEdit ? 'Update Segment' : 'Create Segment'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  )
}
