'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { useModalDialog } from '@/ui/admin/use-modal-dialog'

import '@/ui/admin/staff-admin.css'

type Copy = { id: number; title: string; summary: string }

/**
 * "Duplicate for another date" on an event's edit screen: a dialog of its own asks for the new first
 * day, makes a draft copy with every session moved to match (and everything else but registrations),
 * then says what was copied with a link to the copy.
 */
export function DuplicateEventButton() {
  const { id } = useDocumentInfo()
  const [isOpen, setIsOpen] = useState(false)
  if (!id) return null
  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setIsOpen(true)}>
        Duplicate for another date
      </button>
      {isOpen && <DuplicateDialog id={id} onClose={() => setIsOpen(false)} />}
    </>
  )
}

function DuplicateDialog({ id, onClose }: { id: number | string; onClose: () => void }) {
  const dialog = useModalDialog()
  const [firstDate, setFirstDate] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [copy, setCopy] = useState<Copy | null>(null)
  const dateId = useId()
  const titleId = useId()
  const errorId = useId()

  const duplicate = async () => {
    if (!firstDate || isBusy) return
    setIsBusy(true)
    setError(null)
    const { response, body } = await postJson<Partial<Copy>>('/api/events/duplicate', { id, firstDate })
    setIsBusy(false)
    if (!response.ok || !body.id) return setError(body.message ?? 'The copy could not be made. Please try again.')
    setCopy({ id: body.id, title: body.title ?? '', summary: body.summary ?? '' })
  }

  return (
    <dialog
      ref={dialog}
      className="staff-card staff-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId} style={{ marginTop: 0 }}>
        Duplicate for another date
      </h2>
      {copy ? (
        <div role="status">
          <p>
            Draft <strong>{copy.title}</strong> made with {copy.summary}. Registrations are never copied.
          </p>
          <div className="staff-actions">
            <a className="btn btn--style-primary btn--size-medium" href={`/admin/collections/events/${copy.id}`}>
              Open the copy
            </a>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : (
        // Not a <form>: the edit screen behind is one already, and Enter must make the copy, not save the event.
        <div>
          <p className="staff-muted">
            Every session moves to the new dates at the same UK time; places, questions, settings and scheduled messages
            come along. Registrations stay with this event.
          </p>
          <div className="staff-field">
            <label htmlFor={dateId}>First day of the copy</label>
            <input
              id={dateId}
              type="date"
              required
              value={firstDate}
              onChange={(event) => setFirstDate(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                void duplicate()
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              autoFocus
            />
          </div>
          {error && (
            <p id={errorId} className="staff-alert" role="alert">
              {error}
            </p>
          )}
          <div className="staff-actions">
            <button
              type="button"
              className="btn btn--style-primary btn--size-medium"
              disabled={isBusy || !firstDate}
              onClick={() => void duplicate()}
            >
              {isBusy ? 'Copying…' : 'Make the copy'}
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onClose}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
