const YOUTUBE_HOSTS = ['www.youtube.com', 'youtube.com', 'm.youtube.com']
const VIDEO_ID = /^[\w-]{6,64}$/

const youtubeEmbed = (id: string | null | undefined, search = '') =>
  id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}${search}` : null

/**
 * Each host that may be framed, with the pages on it that are players or maps. The path counts as
 * much as the host: these hosts also serve redirectors (youtube.com/redirect, google.com/url) and
 * pages that are not meant to be framed.
 */
const EMBEDDABLE: Array<{ hosts: string[]; frame: (url: URL) => string | null }> = [
  {
    hosts: YOUTUBE_HOSTS,
    frame: ({ pathname, searchParams, search }) => {
      if (pathname === '/watch') return youtubeEmbed(searchParams.get('v'))
      const [, section, id, ...rest] = pathname.split('/')
      if (rest.length > 0) return null
      if (section === 'embed') return youtubeEmbed(id, search)
      return section === 'live' || section === 'shorts' ? youtubeEmbed(id) : null
    },
  },
  { hosts: ['youtu.be'], frame: ({ pathname }) => youtubeEmbed(pathname.slice(1)) },
  {
    hosts: ['www.youtube-nocookie.com'],
    frame: ({ pathname, search }) =>
      pathname.startsWith('/embed/') ? youtubeEmbed(pathname.slice('/embed/'.length), search) : null,
  },
  { hosts: ['player.vimeo.com'], frame: (url) => (/^\/video\/\d+$/.test(url.pathname) ? url.href : null) },
  {
    hosts: ['vimeo.com', 'www.vimeo.com'],
    frame: ({ pathname }) => (/^\/\d+$/.test(pathname) ? `https://player.vimeo.com/video${pathname}` : null),
  },
  {
    hosts: ['www.google.com'],
    frame: (url) => (/^\/maps\/embed(\/v1\/[a-z]+)?$/.test(url.pathname) ? url.href : null),
  },
  {
    hosts: ['maps.google.com'],
    frame: (url) => (url.pathname === '/maps' && url.searchParams.get('output') === 'embed' ? url.href : null),
  },
]

/**
 * The address to frame for the one an editor pastes (a YouTube watch page, short link, live link or
 * embed address, a Vimeo video, a Google Maps embed), or null when it is not one of those: only https,
 * on the default port, without a user name.
 */
export function toEmbedUrl(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return null
  const embeddable = EMBEDDABLE.find(({ hosts }) => hosts.includes(url.hostname))
  return embeddable ? embeddable.frame(url) : null
}

/** Only players and maps from a few well-known sites may be framed on the site. */
export function validateEmbedUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value === 'string' && toEmbedUrl(value)) return true
  return 'Use an https address of a YouTube or Vimeo video, or a Google Maps embed address.'
}
