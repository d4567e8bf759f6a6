import { AppError, appErrorResponse } from './app-error'

/**
 * A Next route handler outside the API (calendar files, preview, the internal revalidation), declared
 * like the API's endpoints: it answers a Response or throws an AppError for an expected failure, which
 * is answered as every endpoint's is. Anything else (Next's own redirect, a fault) goes on to Next.
 */
export function defineRoute<Params extends Record<string, string> = Record<string, never>>(
  handler: (request: Request, params: Params) => Promise<Response>,
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      return await handler(request, await context.params)
    } catch (error) {
      if (error instanceof AppError) return appErrorResponse(error)
      throw error
    }
  }
}
