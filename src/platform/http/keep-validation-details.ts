import type { AfterErrorHook } from 'payload'

/**
 * A save Payload refused answers with each field that failed and why (the ValidationError's `data`),
 * which the admin shows under each field. Payload picks that shape by `instanceof`, and in the
 * production build the error can come from another copy of its class than the one routeError checks
 * against: the answer then held the summary alone ("The following field is invalid: …") and the admin
 * showed no reason anywhere. The error's own name and data say the same, whichever copy made it.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const data = (error as Error & { data?: { errors?: unknown } }).data
  if (!result || error.name !== 'ValidationError' || !Array.isArray(data?.errors)) return
  if (result.errors.some((entry) => 'data' in entry && entry.data)) return
  return { response: { errors: [{ name: error.name, data, message: error.message }] } }
}
