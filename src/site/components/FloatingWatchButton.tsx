'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { shouldShowFloatingWatchButton } from '../rules/nav'

const isFormField = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.matches('input, textarea, select')

/**
 * The Watch Online button never covers text. On a phone it is no floating button at all but sits in
 * the page's flow under the footer, since a phone's narrow forms run under any corner of the screen.
 * From a tablet's width it floats in the corner: a strip as tall as the button follows the footer, so
 * the last line scrolls clear of it, and it steps aside while a form field has focus.
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
    <div data-testid="floating-watch-room" className="bg-slate-900 px-4 pb-6 md:h-20 md:p-0">
      <Link
        href={url}
        data-testid="floating-watch-online"
        className={`block rounded-full bg-accent px-5 py-3 text-center font-semibold text-white shadow-lg hover:opacity-90 md:fixed md:right-4 md:bottom-4 md:z-40 ${isTyping ? 'md:hidden' : ''}`}
      >
        {label}
      </Link>
    </div>
  )
}
