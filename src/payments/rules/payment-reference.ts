/**
 * Characters a person can read off a screen and type into their bank's app without doubt: digits and
 * capitals without 0/O, 1/I/L (and U, which bank statements sometimes print like V).
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const LENGTH = 6
const SPACE = ALPHABET.length ** LENGTH
/** 7^10, coprime with SPACE (30^6 = 2^6·3^6·5^6), so multiplying by it shuffles ids one to one: neighbours look unrelated. */
const SHUFFLE = 282_475_249

/**
 * A booking's payment reference, "OUT-7K3P9Q": up to three letters of the event's address, then six
 * characters from the booking's id, shuffled so that one booking's reference does not tell the next.
 * One id gives one reference and two ids never share one (the shuffle is a one-to-one map of the first
 * 729 million ids), and at most 10 characters fit every UK bank's 18-character reference box.
 */
export function paymentReferenceOf(registrationId: number, eventSlug: string): string {
  if (!Number.isInteger(registrationId) || registrationId <= 0 || registrationId >= SPACE)
    throw new RangeError(`No payment reference for registration ${registrationId}`)
  let value = Number((BigInt(registrationId) * BigInt(SHUFFLE)) % BigInt(SPACE))
  let body = ''
  for (let index = 0; index < LENGTH; index++) {
    body = ALPHABET[value % ALPHABET.length] + body
    value = Math.floor(value / ALPHABET.length)
  }
  const prefix =
    eventSlug
      .replace(/[^a-z]/gi, '')
      .slice(0, 3)
      .toUpperCase() || 'PAY'
  return `${prefix}-${body}`
}
