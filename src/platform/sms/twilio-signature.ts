import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed with the account's auth token, over the
 * full URL Twilio requested followed by each POST parameter's name and value, sorted by name.
 */
export function signTwilio({
  authToken,
  url,
  params,
}: {
  authToken: string
  url: string
  params: Record<string, string>
}): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url)
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64')
}

/** Whether the signature is Twilio's for this URL and these parameters (compared in constant time). */
export function verifyTwilio({
  authToken,
  url,
  params,
  signature,
}: {
  authToken: string
  url: string
  params: Record<string, string>
  signature: string | null
}): boolean {
  if (!signature) return false
  const expected = Buffer.from(signTwilio({ authToken, url, params }), 'base64')
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
