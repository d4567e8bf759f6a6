'use client'

import { useModalDialog } from '@/ui/admin/use-modal-dialog'

/**
 * Asked once before letting in someone who did not register for the session: letting them in adds
 * the session to their registration, so "checked in / expected" stays true. A modal <dialog> makes
 * the list behind it inert and closes on Escape, which lets nobody in.
 */
export function AddSessionDialog({
  personName,
  sessionTitle,
  noun,
  onConfirm,
  onCancel,
}: {
  personName: string
  sessionTitle: string
  noun: 'day' | 'session'
  onConfirm: () => void
  onCancel: () => void
}) {
  const dialog = useModalDialog()

  return (
    <dialog
      ref={dialog}
      className="staff-card staff-dialog"
      aria-labelledby="add-session-title"
      aria-describedby="add-session-question"
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id="add-session-title" style={{ marginTop: 0 }}>
        Not registered for {sessionTitle}
      </h2>
      <p id="add-session-question">
        {personName} did not register for {sessionTitle}. Check them in anyway and add this {noun} to their
        registration?
      </p>
      <div className="staff-actions">
        {/* The usual answer at the door: Enter confirms, Escape or Cancel lets nobody in. */}
        <button type="button" className="btn btn--style-primary btn--size-medium" onClick={onConfirm} autoFocus>
          Check in and add {noun}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
