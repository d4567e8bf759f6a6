/**
 * Contact details live once, in the site settings; page text names them by token and is filled in
 * when the page is read, so one save in Settings changes every page. `{phone1}`, `{phone2}`… are the
 * settings' phone numbers in their order, `{email}` the enquiries address, `{chat}` the chat link.
 */
export type ContactDetails = {
  phones: string[]
  email: string
  chatUrl: string
}

export type ContactToken = `phone${number}` | 'email' | 'chat'

const TOKEN_PATTERN = /(tel:)?\{(phone[1-9]\d*|email|chat)\}/g

/** A number as a `tel:` link dials it: digits and a leading plus only. */
export const dialableNumber = (number: string) => number.replace(/[^\d+]/g, '')

const tokenValue = (details: ContactDetails, token: string): string => {
  if (token === 'email') return details.email
  if (token === 'chat') return details.chatUrl
  return details.phones[Number(token.slice('phone'.length)) - 1] ?? ''
}

/**
 * The text with every contact token replaced by today's detail; a phone after `tel:` is given in its
 * dialable form. A token whose detail is missing (a third phone that was removed) becomes empty
 * rather than showing visitors braces.
 */
export function resolveContactTokens(text: string, details: ContactDetails): string {
  return text.replace(TOKEN_PATTERN, (_match, scheme: string | undefined, token: string) => {
    const value = tokenValue(details, token)
    return scheme === 'tel:' ? `tel:${dialableNumber(value)}` : `${scheme ?? ''}${value}`
  })
}

/** The contact tokens a text names, in order of first use. */
export function findContactTokens(text: string): ContactToken[] {
  return [...new Set([...text.matchAll(TOKEN_PATTERN)].map((match) => match[2] as ContactToken))]
}

/** A link to a contact detail (`{chat}`, `tel:{phone1}`, `mailto:{email}`) is safe: it becomes a settings value that was validated on save. */
export const isContactTokenLink = (value: string) => /^(\{chat\}|tel:\{phone[1-9]\d*\}|mailto:\{email\})$/.test(value)

/** Every string inside a value (a page with its blocks and rich text) with its contact tokens resolved. */
export function resolveContactTokensDeep<T>(value: T, details: ContactDetails): T {
  if (typeof value === 'string') return resolveContactTokens(value, details) as T
  if (Array.isArray(value)) return value.map((item) => resolveContactTokensDeep(item, details)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveContactTokensDeep(item, details)]),
    ) as T
  }
  return value
}

/** Every contact token used anywhere inside a value. */
export function findContactTokensDeep(value: unknown): ContactToken[] {
  const found = new Set<ContactToken>()
  const visit = (item: unknown) => {
    if (typeof item === 'string') findContactTokens(item).forEach((token) => found.add(token))
    else if (Array.isArray(item)) item.forEach(visit)
    else if (item && typeof item === 'object') Object.values(item).forEach(visit)
  }
  visit(value)
  return [...found]
}

/** The details the tokens stand for, from the site settings as stored. */
export const contactDetailsOf = (settings: {
  phones?: Array<{ number: string }> | null
  enquiriesEmail?: string | null
  chatUrl?: string | null
}): ContactDetails => ({
  phones: (settings.phones ?? []).map((phone) => phone.number),
  email: settings.enquiriesEmail ?? '',
  chatUrl: settings.chatUrl ?? '',
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A UK number in its national form (+44 1242… → 01242…), digits only, so two spellings compare equal. */
const nationalDigits = (number: string) => dialableNumber(number).replace(/^\+44/, '0')

/**
 * The inverse of filling in: a text with the details typed into it replaced by their tokens, for
 * content written before tokens existed. A phone is recognised as spelt in the settings, or in any
 * spelling after `tel:`; a chat link only as a whole value.
 */
export function tokeniseContactDetails(text: string, details: ContactDetails): string {
  if (details.chatUrl && text.trim() === details.chatUrl) return '{chat}'
  let result = text.replace(/tel:(\+?[\d]+)/g, (match, number: string) => {
    const index = details.phones.findIndex((phone) => nationalDigits(phone) === nationalDigits(number))
    return index === -1 ? match : `tel:{phone${index + 1}}`
  })
  details.phones.forEach((phone, index) => {
    if (phone.trim())
      result = result.replace(new RegExp(`(?<![\\d+])${escapeRegExp(phone)}(?!\\d)`, 'g'), `{phone${index + 1}}`)
  })
  if (details.email)
    result = result.replace(new RegExp(`(?<![\\w.+-])${escapeRegExp(details.email)}(?![\\w-])`, 'gi'), '{email}')
  return result
}
