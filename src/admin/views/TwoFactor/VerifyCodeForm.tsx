'use client'

import { CodeField } from './CodeField'
import { useCodeSubmit } from './use-code-submit'

/** The second step of signing in; on success the whole admin loads again with the session's full access. */
export function VerifyCodeForm({ next }: { next: string }) {
  const { code, setCode, error, isBusy, submit } = useCodeSubmit('/api/two-factor/verify', next)

  return (
    <form onSubmit={submit} aria-label="Second-factor code" className="staff-messaging__form" style={{ maxWidth: 420 }}>
      <CodeField id="two-factor-code" value={code} onChange={setCode} error={error} />
      <div className="staff-actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={isBusy || !code.trim()}>
          {isBusy ? 'Checking…' : 'Verify'}
        </button>
      </div>
    </form>
  )
}
