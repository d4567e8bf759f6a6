'use client'

import type { ReactNode } from 'react'

import { useHydrationMark } from '../use-hydrated'

/** The admin's provider (payload.config.ts): marks every admin page interactive once it is (see useHydrationMark). */
export function HydrationMark({ children }: { children: ReactNode }) {
  useHydrationMark()
  return children
}
