'use client'

import { toast } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/**
 * Admins, where no e-mail is set up: take a new invitation link to hand over. The link is shown in a
 * box as well as copied, since a browser may refuse the clipboard (a site on plain http, say).
 */
export function CopyInvitationLinkButton({ userId }: { userId: number }) {
  const [isBusy, setIsBusy] = useState(false)
  const [url, setUrl] = useState<string | null>(null)
  const boxId = useId()
  const copy = async () => {
    setIsBusy(true)
    try {
      const { response, body } = await postJson<{ url?: string }>('/api/staff-invitations/link', { user: userId })
      if (!response.ok || !body.url) throw new Error(body.message ?? 'No link could be made. Please try again.')
      setUrl(body.url)
      const isCopied = await navigator.clipboard?.writeText(body.url).then(
        () => true,
        () => false,
      )
      if (isCopied) toast.success(`Invitation link copied. ${body.message ?? ''}`.trim())
      else toast.info('Select the link below and copy it.')
    } catch (error) {
      toast.error((error as Error).message)
    }
    setIsBusy(false)
  }
  return (
    <div className="staff-actions" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <button type="button" className="btn btn--style-primary btn--size-small" onClick={copy} disabled={isBusy}>
        {isBusy ? 'Making a link…' : 'Copy the invitation link'}
      </button>
      {url && (
        <>
          <label htmlFor={boxId} className="field-label">
            Invitation link (works once)
          </label>
          <input
            id={boxId}
            readOnly
            value={url}
            style={{ width: '100%', padding: 8, fontFamily: 'monospace' }}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
    </div>
  )
}
