'use client'

import dynamic from 'next/dynamic'

// The countdown only ever renders in the browser, so its code is fetched only by the page showing it.
export const LazyCountdown = dynamic(() => import('./Countdown').then((module) => module.Countdown), {
  ssr: false,
  loading: () => <div className="h-32" aria-hidden="true" />,
})
