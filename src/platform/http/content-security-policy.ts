import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy of every page. Scripts run only if the server vouches for them:
 *
 * - a page rendered for this request (the admin, a manage link, a preview) carries a fresh nonce,
 *   set by `src/proxy.ts` on the request (Next then puts it on every script it writes) and in the
 *   answer, with `'strict-dynamic'` so the scripts it loads may load theirs;
 * - a page Next renders once and serves to everyone (ISR) cannot carry a nonce: the same bytes go to
 *   every visitor, from Next's cache and from the server's page cache, and a nonce in them would be
 *   replayed. Its policy lists the SHA-256 hash of each inline script instead (`serve.ts` works it
 *   out when the page is rendered, and the page cache keeps it with the page), plus the site's own
 *   origin for Next's script files.
 *
 * Styles may be inline (React and Payload's admin write `style` attributes, which no nonce covers);
 * frames only the players and maps editors may embed (src/site/rules/embed.ts); no plugins; forms
 * post to the site only; and only the site may frame its pages.
 */

/** The hosts whose players and maps a page may frame: what toEmbedUrl produces. */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.google.com',
  'https://maps.google.com',
] as const

const isHttps = (siteUrl: string) => siteUrl.startsWith('https://')

function policy(scriptSources: string[], siteUrl: string): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(isHttps(siteUrl) ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/** A fresh nonce for one answer: 128 random bits. */
export const generateNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')

/**
 * The policy of a page rendered for one request. Development also allows `eval`, which React uses
 * there (never in production) to rebuild server error stacks in the browser.
 */
export function noncePolicy(nonce: string, { siteUrl, isDevelopment }: { siteUrl: string; isDevelopment: boolean }) {
  return policy(
    ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    siteUrl,
  )
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** The CSP hash source of each inline script in `html`, each once, in order; scripts with a `src` have none. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy of a page served to everyone alike: its own inline scripts by hash, Next's files from the site. */
export function hashPolicy(html: string, { siteUrl }: { siteUrl: string }) {
  return policy(["'self'", ...inlineScriptHashes(html)], siteUrl)
}

/** HSTS, for a site served over https: browsers then never try it over http for a year. */
export const strictTransportSecurity = (siteUrl: string) => (isHttps(siteUrl) ? 'max-age=31536000' : null)
