'use client'

import { useEffect } from 'react'

import { useNotify } from './NoticeProvider'

/** Staff signing out land on the home page with ?signedOut=1: confirm it, then tidy the address. */
export function SignedOutNotice() {
  const notify = useNotify()
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('signedOut') !== '1') return
    notify({ title: 'Signed Out', description: 'You have been signed out of the admin panel.' })
    url.searchParams.delete('signedOut')
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  }, [notify])
  return null
}
