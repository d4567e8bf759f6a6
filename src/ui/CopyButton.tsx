'use client'

import { useEffect, useState } from 'react'

import { COPY_HIGHLIGHT_MS } from './display-timings'

import { useNotify } from './notices/NoticeProvider'

/** A list item: a labelled value with a copy button; the copied value stays highlighted for two seconds. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  const [isCopied, setIsCopied] = useState(false)
  const notify = useNotify()

  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setIsCopied(false), COPY_HIGHLIGHT_MS)
    return () => clearTimeout(timer)
  }, [isCopied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setIsCopied(true)
      notify({ title: 'Copied', description: `${label} copied to the clipboard.` })
    } catch {
      notify({
        title: 'Error',
        description: `Could not copy. Please select the ${label.toLowerCase()} and copy it by hand.`,
        variant: 'destructive',
      })
    }
  }

  return (
    <li
      data-copied={isCopied || undefined}
      className={`flex items-center justify-between gap-4 rounded-lg border p-4 transition-colors ${isCopied ? 'border-green-600 bg-green-50' : 'border-slate-200 bg-white'}`}
    >
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="font-mono text-lg font-semibold">{value}</p>
      </div>
      <button
        type="button"
        onClick={copy}
        className="rounded border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-blue-50"
        aria-label={`Copy ${label}`}
      >
        {isCopied ? 'Copied' : 'Copy'}
      </button>
    </li>
  )
}
