'use client'

import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/** Undoes a recent merge: every moved row goes back to the merged person, who is live again. */
export function UndoMergeButton({ merge }: { merge: number }) {
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          const { response, body } = await postJson<{ merged?: number }>('/api/people/undo-merge', { merge })
          setBusy(false)
          if (response.ok) window.location.assign(`/admin/person?id=${body.merged}`)
          else setMessage(body.message ?? 'That did not work. Try again.')
        }}
      >
        Undo this merge
      </button>
      {message && <span role="alert"> {message}</span>}
    </>
  )
}
