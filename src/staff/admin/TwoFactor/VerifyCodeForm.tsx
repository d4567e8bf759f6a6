'use client'

import { CodeEntry } from './CodeEntry'
import { useCodeSubmit } from './use-code-submit'

/** The second step of signing in; on success the whole admin loads again with the session's full access. */
export function VerifyCodeForm({ next }: { next: string }) {
  const { code, setCode, error, isBusy, submit } = useCodeSubmit('/api/two-factor/verify', next)

  return (
    <form onSubmit={submit} aria-label="Second-factor code" className="staff-messaging__form" style={{ maxWidth: 420 }}>
      <CodeEntry
        id="two-factor-code"
        value={code}
        onChange={setCode}
        error={error}
        isBusy={isBusy}
        submitLabel="Verify"
      />
    </form>
  )
}
