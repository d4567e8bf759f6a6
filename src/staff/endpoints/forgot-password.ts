import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { requestPasswordReset } from '../sign-in/request-password-reset'

/**
 * POST /api/users/forgot-password {email}, in place of Payload's own (a collection's endpoints are
 * matched before Payload's): queued, and answered as Payload answers, `{message: "Success"}`, so the
 * admin's "Forgot password" form works as before.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    await requestPasswordReset(req, (req.data as { email?: unknown } | undefined)?.email)
    return Response.json({ message: req.t('general:success') })
  },
}

type GraphQLField = { resolve?: (...args: never[]) => unknown }

/**
 * GraphQL's `forgotPasswordUser(email)` with the same arguments and answer (`true`) as Payload's,
 * through the same queue.
 */
export const forgotPasswordMutation = (mutationFields: Record<string, GraphQLField>) => ({
  forgotPasswordUser: {
    ...mutationFields.forgotPasswordUser,
    resolve: async (
      _source: unknown,
      args: { email?: unknown },
      context: { req: Parameters<Endpoint['handler']>[0] },
    ) => {
      await requestPasswordReset(context.req, args.email)
      return true
    },
  },
})
