'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { describeCounts } from '../rules/scheduled-messages'
import type { ScheduledMessageStatus as Status } from '../describe-scheduled-message'

const STATE_WORDS: Record<Status['state'], string> = {
  waiting: 'waiting',
  open: 'sending now to anyone who has not had it',
  closed: 'its time has passed; nobody else will get it',
  'not-scheduled': 'not scheduled: the event is not published, or has no such session',
}

/**
 * On a scheduled message's screen (opened from its event): when it goes, how far it has gone, and
 * on request what the first person of its audience would receive.
 */
export function ScheduledMessageStatus() {
  // Read again after every save: a changed timing or audience changes when it goes and to whom.
  const { id, lastUpdateTime } = useDocumentInfo()
  const [status, setStatus] = useState<Status | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isPreviewShown, setIsPreviewShown] = useState(false)

  useEffect(() => {
    if (!id) return
    let isCurrent = true
    void fetch(`/api/scheduled-messages/status?id=${encodeURIComponent(String(id))}`, { credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as Status & { message?: string }
        if (!isCurrent) return
        if (response.ok) setStatus(body)
        else setError(body.message ?? 'The status could not be read.')
      })
      .catch(() => isCurrent && setError('The status could not be read.'))
    return () => {
      isCurrent = false
    }
  }, [id, lastUpdateTime])

  if (!id) return <p className="field-description">Save the message to see when it goes and preview it.</p>
  if (error) return <p role="alert">{error}</p>
  if (!status) return <p aria-busy="true">Reading the message&apos;s status…</p>
  return (
    <section
      className="field-type scheduled-message-status"
      aria-labelledby="scheduled-status-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id="scheduled-status-heading">Sending</h3>
      <p>
        {status.when}
        {status.dueText ? `: ${status.dueText}` : ''} ({STATE_WORDS[status.state]})
      </p>
      <p>{describeCounts(status.counts)}</p>
      {status.preview ? (
        <>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            aria-expanded={isPreviewShown}
            onClick={() => setIsPreviewShown((shown) => !shown)}
          >
            {isPreviewShown ? 'Hide preview' : `Preview for ${status.preview.recipientName}`}
          </button>
          {isPreviewShown ? (
            <div
              role="region"
              aria-label="Message preview"
              style={{ border: '1px solid var(--theme-elevation-150)', padding: 'var(--base)', whiteSpace: 'pre-wrap' }}
            >
              <p>
                <strong>
                  {status.preview.channel === 'sms' ? 'SMS' : 'E-mail'} to {status.preview.recipientName}
                </strong>
              </p>
              {status.preview.subject ? (
                <p>
                  <strong>Subject:</strong> {status.preview.subject}
                </p>
              ) : null}
              <div>{status.preview.text}</div>
            </div>
          ) : null}
        </>
      ) : (
        <p>Nobody in its audience would receive it right now.</p>
      )}
    </section>
  )
}
