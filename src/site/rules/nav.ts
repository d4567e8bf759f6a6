/** A link is active on its own path and, except for the home page, on the pages beneath it. */
export function isActivePath(pathname: string, url: string): boolean {
  const path = url.split('#')[0]!.split('?')[0]!
  if (!path.startsWith('/')) return false
  if (path === '/') return pathname === '/'
  return pathname === path || pathname.startsWith(`${path}/`)
}

/** The floating "Watch Online" button would only point at the page the visitor is already on. */
export const shouldShowFloatingWatchButton = (pathname: string, watchUrl: string) => !isActivePath(pathname, watchUrl)
