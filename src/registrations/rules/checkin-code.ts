/**
 * Each registration's short check-in code: 8 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), so a volunteer can read it off a phone screen and type it. 31^8 ≈ 8.5·10^11
 * codes keep collisions negligible at tens of thousands of registrations; the index is unique anyway.
 */
export const CHECKIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CHECKIN_CODE_LENGTH = 8

export function generateCheckinCode(
  randomValues: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const alphabet = CHECKIN_CODE_ALPHABET
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  const limit = 256 - (256 % alphabet.length)
  let code = ''
  while (code.length < CHECKIN_CODE_LENGTH) {
    for (const byte of randomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < CHECKIN_CODE_LENGTH) code += alphabet[byte % alphabet.length]
    }
  }
  return code
}

/** "ABCD-EFGH": easier to read aloud and to type. */
export const formatCheckinCode = (code: string) =>
  code.length === CHECKIN_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code

/** The link inside the QR code: opening it on a staff phone goes straight to the person. */
export const checkinUrl = (siteUrl: string, code: string) => `${siteUrl.replace(/\/$/, '')}/admin/checkin?code=${code}`

/**
 * What a volunteer typed or a camera read, as a stored code, or null when it cannot be one:
 * accepts "abcd-efgh", spaces, and the QR's link.
 */
export function parseCheckinCode(input: string): string | null {
  let text = input.trim()
  const fromUrl = /[?&]code=([^&#\s]+)/i.exec(text)
  if (fromUrl) text = decodeURIComponent(fromUrl[1]!)
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '')
  if (cleaned.length !== CHECKIN_CODE_LENGTH) return null
  return [...cleaned].every((char) => CHECKIN_CODE_ALPHABET.includes(char)) ? cleaned : null
}
