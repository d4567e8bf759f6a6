/** Mail providers that ignore dots and "+tags" in the part before the @: one mailbox however it is written. */
const DOT_BLIND_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The key two spellings of one mailbox share: lower case, and for Gmail without dots or a +tag
 * ("Mary.Smith+church@GoogleMail.com" → "marysmith@gmail.com"). Other providers may treat dots as
 * letters, so elsewhere only case is ignored.
 */
export function emailKey(email: string | null | undefined): string | null {
  const address = (email ?? '').trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0 || at === address.length - 1) return null
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  const canonical = DOT_BLIND_DOMAINS[domain]
  if (!canonical) return address
  return `${local.split('+')[0]!.replace(/\./g, '')}@${canonical}`
}
