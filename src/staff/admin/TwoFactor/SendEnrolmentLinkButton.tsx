'use client'

import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

const COULD_NOT_SEND = 'The link could not be sent. Please try again.'

/** "Send the link again": e-mails a new set-up link to the signed-in account's own address. */
export function SendEnrolmentLinkButton() {
  const [notice, setNotice] = useState<{ message: string; isError: boolean } | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const send = async () => {
    setIsBusy(true)
    setNotice(null)
    try {
      const { response, body } = await postJson('/api/two-factor/enrolment-link')
      setNotice({ message: body.message ?? COULD_NOT_SEND, isError: !response.ok })
    } catch {
      setNotice({ message: COULD_NOT_SEND, isError: true })
    }
    setIsBusy(false)
  }

  return (
    <div className="staff-actions">
      <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={send} disabled={isBusy}>
        {isBusy ? 'Sending…' : 'Send the link again'}
      </button>
      {notice && (
        <p className={notice.isError ? 'staff-alert' : 'staff-muted'} role={notice.isError ? 'alert' : 'status'}>
          {notice.message}
        </p>
      )}
    </div>
  )
}
