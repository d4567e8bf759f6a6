'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { shouldShowFloatingWatchButton } from '../rules/nav'

const isFormField = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('input, textarea, select')

/**
 * The floating button never covers text: a strip as tall as the button follows the footer, so the
 * last line scrolls clear of it, and the button steps aside while a form field has focus (on a phone
 * the keyboard pushes the field right where the button sits).
 */
export function FloatingWatchButton({ label, url }: { label: string; url: string }) {
  const pathname = usePathname() ?? '/'
  const [isTyping, setIsTyping] = useState(false)

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setIsTyping(isFormField(event.target))
    const onFocusOut = (event: FocusEvent) => {
      if (!isFormField(event.relatedTarget)) setIsTyping(false)
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  if (!shouldShowFloatingWatchButton(pathname, url)) return null
  return (
    <>
      <div aria-hidden="true" data-testid="floating-watch-room" className="h-20 bg-slate-900" />
      <Link
        href={url}
        hidden={isTyping}
        data-testid="floating-watch-online"
        className="fixed right-4 bottom-4 z-40 rounded-full bg-accent px-5 py-3 font-semibold text-white shadow-lg hover:opacity-90"
      >
        {label}
      </Link>
    </>
  )
}
