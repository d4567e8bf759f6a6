import { useEffect, useSyncExternalStore } from 'react'

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

/**
 * Marks the page interactive (`<html data-hydrated="true">`) once React has taken it over: browser
 * tests wait for it before they click, as a person's first tap would otherwise be lost on a slow page.
 * The public site's layout and the admin's provider each call it once.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
