import { FORBIDDEN_MESSAGE, TOO_MANY_MESSAGE, json } from './respond'

/**
 * The expected ways a request can fail, each with its HTTP status. Domain functions throw an
 * AppError with one of these; the endpoint helper turns it into the answer, so no domain function
 * knows about HTTP and every endpoint answers a failure the same way.
 */
export const APP_ERROR_STATUS = {
  invalid: 400,
  unauthorised: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  locked: 423,
  'rate-limited': 429,
  unavailable: 503,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

const DEFAULT_MESSAGES: Partial<Record<AppErrorCode, string>> = {
  forbidden: FORBIDDEN_MESSAGE,
  'rate-limited': TOO_MANY_MESSAGE,
}

export class AppError extends Error {
  readonly code: AppErrorCode
  /** A message per field, for the form that sent the request. */
  readonly errors?: Record<string, string>
  readonly retryAfterSeconds?: number

  constructor(
    code: AppErrorCode,
    message?: string,
    options: { errors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code)
    this.name = 'AppError'
    this.code = code
    this.errors = options.errors
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** The one place an expected failure becomes an answer: its status and `{ ok: false, message, errors? }`. */
export function appErrorResponse(error: AppError): Response {
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) }
  return json(
    { ok: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    APP_ERROR_STATUS[error.code],
    headers,
  )
}
