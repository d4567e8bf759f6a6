'use client'

import { toast, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/**
 * "Duplicate for another date" on an event's edit screen: asks for the new first day, makes a draft
 * copy with every session moved to match, and opens it. Registrations are never copied.
 */
export function DuplicateEventButton() {
  const { id } = useDocumentInfo()
  const [isOpen, setIsOpen] = useState(false)
  const [firstDate, setFirstDate] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const dateId = useId()
  if (!id) return null

  const duplicate = async () => {
    if (!firstDate || isBusy) return
    setIsBusy(true)
    setError(null)
    const { response, body } = await postJson<{ id?: number; title?: string }>('/api/events/duplicate', {
      id,
      firstDate,
    })
    if (!response.ok || !body.id) {
      setError(body.message ?? 'The copy could not be made. Please try again.')
      setIsBusy(false)
      return
    }
    toast.success(`Draft "${body.title}" created.`)
    window.location.assign(`/admin/collections/events/${body.id}`)
  }

  if (!isOpen) {
    return (
      <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setIsOpen(true)}>
        Duplicate for another date
      </button>
    )
  }
  return (
    // Not a <form>: the edit screen is one already, and a form inside it is submitted by the browser instead.
    // Enter makes the copy rather than saving the event.
    <div role="form" className="duplicate-event" aria-label="Duplicate this event">
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
      />
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        disabled={isBusy || !firstDate}
        onClick={() => void duplicate()}
      >
        {isBusy ? 'Copying…' : 'Make the copy'}
      </button>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setIsOpen(false)}>
        Cancel
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
