'use client'

import { type KeyboardEvent } from 'react'

import { useModalDialog } from '@/ui/admin/use-modal-dialog'

import { SMS_MAX_LENGTH } from '../../rules/merge-fields'
import { describeLeftOut, type MessageType, type SendPreview } from '../../rules/messaging'

/**
 * The step between "Send" and sending: the audience, the count and the message as the first recipient
 * will get it. A modal <dialog> keeps focus inside it and closes on Escape, which cancels.
 */
export function ConfirmSendDialog({
  type,
  preview,
  isSending,
  onConfirm,
  onCancel,
}: {
  type: MessageType
  preview: SendPreview
  isSending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const dialog = useModalDialog()

  // The modal dialog makes the page behind it inert; Tab also wraps inside it instead of leaving for the browser's toolbar.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
    ]
    const [first, last] = [focusable[0], focusable[focusable.length - 1]]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const count = preview.breakdown.recipientCount
  const leftOut = describeLeftOut(type, preview.breakdown)
  const isTooLong = preview.sms?.isTooLong ?? false
  return (
    <dialog
      ref={dialog}
      className="staff-card staff-dialog"
      aria-labelledby="confirm-send-title"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id="confirm-send-title" style={{ marginTop: 0 }}>
        Send this {type === 'email' ? 'e-mail' : 'SMS'} to {count} {count === 1 ? 'person' : 'people'}?
      </h2>
      <p>
        <strong>Audience:</strong> {preview.audienceLabel} · <strong>{count} recipients</strong>
        {leftOut && <span className="staff-muted"> · {leftOut}</span>}
      </p>
      {preview.pastDates.length > 0 && (
        <p className="staff-warning" role="alert">
          This message names {preview.pastDates.length === 1 ? 'a date that has' : 'dates that have'} passed:{' '}
          {preview.pastDates.join(', ')}. Check it is not last time’s message.
        </p>
      )}
      {preview.sample && (
        <section aria-labelledby="confirm-send-sample">
          <h3 id="confirm-send-sample">As {preview.sample.recipientName} will receive it</h3>
          {preview.sample.subject !== null && (
            <p>
              <strong>Subject:</strong> {preview.sample.subject}
            </p>
          )}
          <div
            className="staff-card"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="confirm-send-sample"
          >
            {preview.sample.content}
          </div>
        </section>
      )}
      {preview.sms && (
        <p data-testid="confirm-send-sms-length" className={isTooLong ? 'staff-error' : 'staff-muted'}>
          {preview.sms.length}/{SMS_MAX_LENGTH} characters once filled in · {preview.sms.segments}{' '}
          {preview.sms.segments === 1 ? 'part' : 'parts'}
          {isTooLong && `. Too long to send: shorten the message by ${preview.sms.length - SMS_MAX_LENGTH} characters.`}
        </p>
      )}
      <div className="staff-actions">
        <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          onClick={onConfirm}
          disabled={isTooLong || isSending || count === 0}
          aria-busy={isSending}
        >
          {isSending ? 'Sending…' : 'Confirm and send'}
        </button>
      </div>
    </dialog>
  )
}
