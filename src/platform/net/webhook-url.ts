/**
 * What is wrong with a webhook address, in words for the admin, or null when it may be saved and
 * sent to: a full http(s) address without a user name or password in it. The same check runs in the
 * settings form, when the integrations are saved, and before every delivery.
 */
export function webhookUrlProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Enter a full web address starting with https://'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Only http and https addresses can receive webhooks.'
  if (url.username || url.password) return 'Remove the user name and password from the address.'
  return null
}
