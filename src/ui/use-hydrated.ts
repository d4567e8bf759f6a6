import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether the page's script has taken over (false in the server's HTML and during hydration): a button
 * whose work is script stays disabled until then, so a tap on a page still loading is refused visibly
 * rather than lost.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
