'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/** Admins: give the person the place now, whatever the session's limit, and send their confirmation. */
export function ConfirmWaitingEntryButton({ entryId }: { entryId: number }) {
  const [isBusy, setIsBusy] = useState(false)
  const router = useRouter()
  const confirm = async () => {
    if (
      !window.confirm(
        'Give this person the place now, even if the session is full? Their confirmation e-mail is sent at once.',
      )
    )
      return
    setIsBusy(true)
    try {
      const { response, body } = await postJson(`/api/waiting-list/${entryId}/confirm`)
      if (!response.ok) throw new Error(body.message ?? 'The place could not be confirmed. Please try again.')
      toast.success(body.message ?? 'Place confirmed.')
      router.refresh()
    } catch (error) {
      toast.error((error as Error).message)
    }
    setIsBusy(false)
  }
  return (
    <button type="button" className="btn btn--style-primary btn--size-small" onClick={confirm} disabled={isBusy}>
      {isBusy ? 'Confirming…' : 'Confirm the place now'}
    </button>
  )
}
