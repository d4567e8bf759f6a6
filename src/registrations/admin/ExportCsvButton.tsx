'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

const EXPORT_FAILED = 'Failed to export registration data.'

const filenameFrom = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback

/**
 * Downloads a CSV from the server's export endpoint (which streams it), with "Export Failed" if
 * the server refuses and a confirmation when the file is saved.
 */
export function ExportCsvButton({
  href,
  label = 'Export CSV',
  successTitle = 'Export Successful',
  successMessage,
  failureMessage = EXPORT_FAILED,
  style = 'primary',
}: {
  href: string
  label?: string
  successTitle?: string
  successMessage: string
  failureMessage?: string
  style?: 'primary' | 'secondary'
}) {
  const [isBusy, setIsBusy] = useState(false)
  const download = async () => {
    setIsBusy(true)
    try {
      const response = await fetch(href, { credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      const blob = await response.blob()
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = filenameFrom(response.headers.get('content-disposition'), 'registrations.csv')
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast.success(`${successTitle}: ${successMessage}`)
    } catch {
      toast.error(`Export Failed: ${failureMessage}`)
    } finally {
      setIsBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={`btn btn--style-${style} btn--size-medium`}
      onClick={download}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      {isBusy ? 'Exporting…' : label}
    </button>
  )
}
