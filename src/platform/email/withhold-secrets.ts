import type { OutgoingEmail } from './types'

export const WITHHELD = '[withheld: a one-time link only the recipient sees]'

/**
 * The message as the outbox may keep it: every URL that carries one of its secrets, and any other
 * occurrence of a secret, replaced by a note. Also returns the links withheld, for the development log.
 */
export function withholdSecrets(message: OutgoingEmail): { message: OutgoingEmail; withheldLinks: string[] } {
  const secrets = (message.secrets ?? []).filter(Boolean)
  if (!secrets.length) return { message, withheldLinks: [] }
  const withheldLinks = new Set<string>()
  const withhold = (value: string) => {
    const withoutLinks = value.replace(/https?:\/\/[^\s"'<>]+/g, (url) => {
      if (!secrets.some((secret) => url.includes(secret))) return url
      withheldLinks.add(url)
      return WITHHELD
    })
    return secrets.reduce((text, secret) => text.split(secret).join(WITHHELD), withoutLinks)
  }
  const { secrets: _secrets, ...rest } = message
  return {
    message: {
      ...rest,
      subject: withhold(message.subject),
      html: withhold(message.html),
      text: withhold(message.text),
    },
    withheldLinks: [...withheldLinks],
  }
}
