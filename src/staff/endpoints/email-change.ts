import type { Endpoint } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'

import { confirmEmailChange } from '../email-change/confirm-email-change'
import { EMAIL_CHANGE_MESSAGES } from '../rules/email-change'

const confirmSchema = z.object(
  {
    token: z
      .string({ error: EMAIL_CHANGE_MESSAGES.linkInvalid })
      .min(1, EMAIL_CHANGE_MESSAGES.linkInvalid)
      .max(200, EMAIL_CHANGE_MESSAGES.linkInvalid),
  },
  { error: EMAIL_CHANGE_MESSAGES.linkInvalid },
)

/**
 * POST /api/staff-email/confirm {token}: the holder of the link e-mailed to a new address makes it
 * the account's address. Limited per client address like every public link endpoint.
 */
const confirm = defineEndpoint({
  path: '/staff-email/confirm',
  method: 'post',
  caller: 'public-form',
  form: 'confirm-email',
  body: confirmSchema,
  handler: async ({ req, body }) => ({
    ok: true,
    message: EMAIL_CHANGE_MESSAGES.confirmed,
    ...(await confirmEmailChange(req, body.token)),
  }),
})

export const emailChangeEndpoints: Endpoint[] = [confirm]
