'use client'

import { useEffect, useState } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { useHydrated } from '@/ui/use-hydrated'
import { ENROLMENT_TOKEN_PARAM } from '@/platform/access/second-factor'

import { CodeEntry } from './CodeEntry'
import { useCodeSubmit } from './use-code-submit'

type Enrolment = { secret: string; uri: string; qrDataUrl: string }

/**
 * Shows a new secret (QR code and text) and turns the second factor on once a code from it checks
 * out. `enrolmentToken` is the e-mailed set-up link's, when a second factor is required of the user.
 */
export function EnrolForm({ next, enrolmentToken }: { next: string; enrolmentToken?: string }) {
  const hydrated = useHydrated()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const linkBody = enrolmentToken ? { enrolmentToken } : {}
  const {
    code,
    setCode,
    error,
    setError,
    isBusy,
    setIsBusy,
    submit: confirm,
  } = useCodeSubmit('/api/two-factor/enable', next, linkBody)

  // The link's token stays out of the address bar (and so out of history) once the page has it.
  useEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has(ENROLMENT_TOKEN_PARAM)) return
    url.searchParams.delete(ENROLMENT_TOKEN_PARAM)
    window.history.replaceState(null, '', `${url.pathname}${url.search}`)
  }, [])

  const start = async () => {
    setIsBusy(true)
    setError(null)
    try {
      const { response, body } = await postJson<Partial<Enrolment>>('/api/two-factor/setup', linkBody)
      if (!response.ok || !body.secret || !body.qrDataUrl || !body.uri)
        throw new Error(body.message ?? 'Set-up could not start. Please try again.')
      setEnrolment({ secret: body.secret, uri: body.uri, qrDataUrl: body.qrDataUrl })
    } catch (caught) {
      setError((caught as Error).message)
    }
    setIsBusy(false)
  }

  if (!enrolment) {
    return (
      <div className="staff-actions">
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          onClick={start}
          disabled={isBusy || !hydrated}
        >
          {isBusy ? 'Starting…' : 'Set up an authenticator app'}
        </button>
        {error && (
          <p className="staff-alert" role="alert">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      onSubmit={confirm}
      aria-label="Confirm your authenticator app"
      className="staff-messaging__form"
      style={{ maxWidth: 520 }}
    >
      <ol>
        <li>In your authenticator app, add an account and scan this QR code.</li>
      </ol>
      <img
        src={enrolment.qrDataUrl}
        width={240}
        height={240}
        alt="QR code to add this account to an authenticator app"
      />
      <p>
        Can&apos;t scan it? Enter this key instead:{' '}
        <code data-testid="two-factor-secret" style={{ fontSize: '1.1em', wordBreak: 'break-all' }}>
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <ol start={2}>
        <li>Enter the 6-digit code the app now shows, to confirm it works.</li>
      </ol>
      <CodeEntry
        id="two-factor-enrol-code"
        value={code}
        onChange={setCode}
        error={error}
        isBusy={isBusy}
        submitLabel="Turn on"
      />
    </form>
  )
}
