import { randomUUID } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { hasAnyRole } from '../access/roles'
import { GENERIC_FAILURE } from '../forms/form-response'
import type { Role } from '../access/roles-list'
import { fieldErrors } from '../forms/form-texts'
import { clientAddress, formRateLimit, hitRateLimit } from '../rate-limit/rate-limit'

import { AppError, appErrorResponse } from './app-error'
import { BODY_TOO_LARGE_MESSAGE, bodyLimitFor } from './body-limits'
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE, findControlCharacter, NUL } from './control-characters'
import { refusedFields } from './keep-validation-details'
import { json } from './respond'

/**
 * Who may call an endpoint: anyone; anyone within the form rate limit (counted per form and client
 * address); or the listed staff roles. Roles are checked with `hasAnyRole`, so a session that still
 * owes its second factor has no role and is refused like a visitor. The endpoints where that second
 * factor gets done pass their own test of the signed-in user instead.
 */
type Caller =
  | { caller: 'public' | readonly Role[] | ((user: PayloadRequest['user']) => boolean) }
  | { caller: 'public-form'; form: string }

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined

export type EndpointDeclaration<Body extends z.ZodType | undefined, Query extends z.ZodType | undefined> = Caller & {
  path: string
  method: Endpoint['method']
  /** The JSON body's schema; a body that is missing or not JSON is validated as `{}`. */
  body?: Body
  /** The query string's schema, given the parameters as an object of strings. */
  query?: Query
  /**
   * Reads the body as the exact text received, for a handler that checks a signature over it
   * (webhooks), instead of parsing it; it comes as `rawBody` and cannot be combined with `body`.
   */
  rawBody?: Body extends undefined ? boolean : never
  /**
   * Runs after the caller is admitted and before the body is read: a refusal that does not depend
   * on the body (a webhook nobody configured) costs nothing to read.
   */
  beforeBody?: (req: PayloadRequest) => void
  /**
   * Calls the domain function. What it returns is answered as JSON with 200; a Response (another
   * status, a download) is sent as it is; an AppError it throws becomes its status and message.
   */
  handler: (input: {
    req: PayloadRequest
    body: Parsed<Body>
    query: Parsed<Query>
    rawBody: string
  }) => Promise<unknown> | unknown
}

/**
 * The one way to declare a custom endpoint: who may call it, the schema of what it reads, and the
 * function it calls. Refusals, validation, expected failures and unexpected errors are answered here.
 */
export function defineEndpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(declaration: EndpointDeclaration<Body, Query>): Endpoint {
  return {
    path: declaration.path,
    method: declaration.method,
    handler: async (req) => {
      try {
        await admit(req, declaration)
        declaration.beforeBody?.(req)
        const body = declaration.body ? validate(declaration.body, withoutNul(await readJsonBody(req))) : undefined
        const query = declaration.query ? validate(declaration.query, queryParameters(req)) : undefined
        const rawBody = declaration.rawBody ? await readTextBody(req) : ''
        const result = await declaration.handler({
          req,
          body: body as Parsed<Body>,
          query: query as Parsed<Query>,
          rawBody,
        })
        return result instanceof Response ? result : json(result)
      } catch (error) {
        if (error instanceof AppError) return appErrorResponse(error)
        const refused = refusedFields(error)
        if (refused) return appErrorResponse(invalidFromValidation(refused))
        return unexpectedErrorResponse(req, error)
      }
    },
  }
}

async function admit(req: PayloadRequest, who: Caller): Promise<void> {
  if (who.caller === 'public') return
  if (who.caller === 'public-form') {
    // Counted before the body is read, so a flood costs one statement per request and no parsing.
    const limit = await hitRateLimit(req.payload, `${who.form}:${clientAddress(req.headers)}`, formRateLimit())
    if (!limit.isAllowed) throw new AppError('rate-limited', undefined, { retryAfterSeconds: limit.retryAfterSeconds })
    return
  }
  const isAllowed = typeof who.caller === 'function' ? who.caller(req.user) : hasAnyRole(req.user, who.caller)
  if (!isAllowed) throw new AppError('forbidden')
}

/** A body that is missing or not JSON is `{}`; one over the route's limit is refused with 413. */
async function readJsonBody(req: PayloadRequest): Promise<unknown> {
  const text = await readTextBody(req)
  try {
    return (text ? JSON.parse(text) : null) ?? {}
  } catch {
    return {}
  }
}

/**
 * The body as text, read no further than the route's limit (body-limits.ts): refused with 413 as
 * soon as its declared length or the bytes read so far pass it, without reading the rest.
 */
async function readTextBody(req: PayloadRequest): Promise<string> {
  const limit = bodyLimitFor(new URL(req.url ?? 'http://x/').pathname, req.headers)
  const tooLarge = () => new AppError('too-large', BODY_TOO_LARGE_MESSAGE)
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw tooLarge()
  const stream = req.body
  if (!stream) return ''
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw tooLarge()
      }
      chunks.push(read.value)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    return ''
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The query string's parameters; one holding a control character (`q=%00abc`) is refused with 400, naming it. */
function queryParameters(req: PayloadRequest): Record<string, string> {
  const parameters = Object.fromEntries(new URL(req.url ?? 'http://x/').searchParams)
  const field = findControlCharacter(parameters, CONTROL_CHARACTER)
  if (field)
    throw new AppError('invalid', CONTROL_CHARACTER_MESSAGE, { errors: { [field]: CONTROL_CHARACTER_MESSAGE } })
  return parameters
}

/** A JSON body holding a NUL anywhere is refused with 400: PostgreSQL stores none, and would answer with an error. */
function withoutNul(body: unknown): unknown {
  const field = findControlCharacter(body, NUL)
  if (field)
    throw new AppError('invalid', CONTROL_CHARACTER_MESSAGE, { errors: { [field]: CONTROL_CHARACTER_MESSAGE } })
  return body
}

function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const errors = fieldErrors(result)
  throw new AppError('invalid', Object.values(errors)[0], { errors })
}

/** A collection's own validation (a field rule, a hook's refusal) answers like the endpoint's schema: 400 with a message per field. */
function invalidFromValidation(refused: NonNullable<ReturnType<typeof refusedFields>>): AppError {
  const errors = Object.fromEntries(refused.errors.map((entry) => [entry.path, entry.message]))
  return new AppError('invalid', refused.errors[0]?.message ?? refused.message, { errors })
}

/** The caller's request id when it sent a plausible one (a proxy's), otherwise a new one. */
function requestIdOf(req: PayloadRequest): string {
  const given = req.headers.get('x-request-id')
  return given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID()
}

/** Logged in full with the request id; the caller gets the generic message and the id, nothing of the cause. */
function unexpectedErrorResponse(req: PayloadRequest, error: unknown): Response {
  const requestId = requestIdOf(req)
  const path = new URL(req.url ?? 'http://x/').pathname
  req.payload.logger.error({ err: error, requestId, msg: `${req.method ?? ''} ${path} failed` })
  return json({ ok: false, message: GENERIC_FAILURE }, 500, { 'X-Request-Id': requestId })
}
