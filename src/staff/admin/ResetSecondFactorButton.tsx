'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { postJson } from '@/ui/admin/post-json'

/** Admins: turn off an account's second factor, after a confirmation. */
export function ResetSecondFactorButton({ userId }: { userId: number }) {
  const [isBusy, setIsBusy] = useState(false)
  const reset = async () => {
    if (
      !window.confirm(
        'Reset this account’s second factor? They will sign in with their password alone, or set up a new one if it is required.',
      )
    )
      return
    setIsBusy(true)
    try {
      const { response, body } = await postJson('/api/two-factor/reset', { user: userId })
      if (!response.ok) throw new Error(body.message ?? 'The reset failed. Please try again.')
      toast.success('Second factor reset.')
      window.location.reload()
    } catch (error) {
      toast.error((error as Error).message)
      setIsBusy(false)
    }
  }
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset} disabled={isBusy}>
      {isBusy ? 'Resetting…' : 'Reset second factor'}
    </button>
  )
}
