const ALLOWED_HOSTS = ['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'www.google.com', 'maps.google.com', 'player.vimeo.com']

/** Only a few well-known hosts may be framed on the site. */
export function validateEmbedUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  try {
    const url = new URL(String(value))
    if (url.protocol === 'https:' && ALLOWED_HOSTS.includes(url.hostname)) return true
  } catch {
    /* fall through */
  }
  return 'Use an https address from YouTube, Vimeo or Google Maps.'
}

/** Turns the address an editor pastes (watch page, short link) into one that can be framed. */
export function toEmbedUrl(value: string): string | null {
  if (validateEmbedUrl(value) !== true || !value) return null
  const url = new URL(value)
  if (url.hostname === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${url.pathname.slice(1)}`
  if (url.hostname.endsWith('youtube.com')) {
    const id = url.searchParams.get('v')
    if (url.pathname === '/watch' && id) return `https://www.youtube-nocookie.com/embed/${id}`
    if (url.pathname.startsWith('/embed/')) return value
    return null
  }
  return value
}
