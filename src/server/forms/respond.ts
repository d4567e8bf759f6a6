import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { fieldErrors } from '@/lib/schemas/registration'
import { clientAddress, formRateLimit, hitRateLimit } from '@/server/rate-limit'

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Payload's own wording for a refused request, so custom endpoints answer like its built-in ones. */
export const forbidden = () => json({ message: 'You are not allowed to perform this action.' }, 403)

export const TOO_MANY_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.'

/**
 * The shared front half of every public form endpoint: rate limit, then parse and validate.
 * Returns the parsed input, or the Response to send (429 or 400 with a message per field).
 */
export async function readPublicForm<Schema extends z.ZodType>(
  req: PayloadRequest,
  { form, schema }: { form: string; schema: Schema },
): Promise<{ input: z.infer<Schema> } | { response: Response }> {
  const limit = await hitRateLimit(req.payload, `${form}:${clientAddress(req.headers)}`, formRateLimit())
  if (!limit.isAllowed) {
    return { response: json({ ok: false, message: TOO_MANY_MESSAGE }, 429, { 'Retry-After': String(limit.retryAfterSeconds) }) }
  }
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    body = undefined
  }
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    const errors = fieldErrors(result)
    return { response: json({ ok: false, message: Object.values(errors)[0] ?? 'Please check the form.', errors }, 400) }
  }
  return { input: result.data }
}
