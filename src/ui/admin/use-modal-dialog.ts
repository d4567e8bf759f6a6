'use client'

import { useEffect, useRef } from 'react'

/**
 * A <dialog> shown as a modal for as long as its component is mounted: the page behind it is inert,
 * Escape closes it (its `onCancel` decides what that means), and unmounting closes it.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return dialog
}
