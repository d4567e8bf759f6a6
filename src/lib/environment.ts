export const isProduction = () => process.env.NODE_ENV === 'production'

/** The public address of the site: links in e-mails are built from this, never from a request's Host. */
export function siteUrl(): string {
  const url = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`
  return url.replace(/\/+$/, '')
}
