'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/** Admins: e-mail an invited account a new link; the earlier one stops working. */
export function ResendInvitationButton({ userId }: { userId: number }) {
  const [isBusy, setIsBusy] = useState(false)
  const resend = async () => {
    setIsBusy(true)
    try {
      const { response, body } = await postJson('/api/staff-invitations/resend', { user: userId })
      if (!response.ok) throw new Error(body.message ?? 'The invitation could not be sent. Please try again.')
      toast.success(body.message ?? 'Invitation sent again.')
    } catch (error) {
      toast.error((error as Error).message)
    }
    setIsBusy(false)
  }
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={resend} disabled={isBusy}>
      {isBusy ? 'Sending…' : 'Send the invitation again'}
    </button>
  )
}
