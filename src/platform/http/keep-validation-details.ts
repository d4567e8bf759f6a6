import { type AfterErrorHook, ValidationError } from 'payload'

type FieldRefusal = { path: string; message: string }

/**
 * The fields a Payload validation error refused, with why; null for any other error. Payload's
 * ValidationError, known by its name and data as well as by its class: in the production build an
 * error can come from another copy of the class than the one a check imports, and `instanceof` alone
 * then took a refused save for an unexpected failure.
 */
export function refusedFields(error: unknown): { message: string; errors: FieldRefusal[] } | null {
  const candidate = error as { name?: unknown; message?: unknown; data?: { errors?: unknown } } | null
  const isValidation = error instanceof ValidationError || candidate?.name === 'ValidationError'
  if (!isValidation || !Array.isArray(candidate?.data?.errors)) return null
  return { message: String(candidate.message ?? ''), errors: candidate.data.errors as FieldRefusal[] }
}

/**
 * A save Payload refused answers with each field that failed and why (the ValidationError's `data`),
 * which the admin shows under each field. Payload picks that shape by `instanceof` (see refusedFields):
 * across copies the answer held the summary alone ("The following field is invalid: …") and the admin
 * showed no reason anywhere.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  if (!result || !refusedFields(error)) return
  if (result.errors.some((entry) => 'data' in entry && entry.data)) return
  const { data } = error as Error & { data: Record<string, unknown> }
  return { response: { errors: [{ name: error.name, data, message: error.message }] } }
}
