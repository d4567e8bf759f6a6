import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'
import { verifyRegistrationEmail } from '../verify-registration-email'

const verifySchema = z.object({
  token: z.string({ error: 'No verification token provided' }).trim().min(1, 'No verification token provided').max(200),
})

/** POST /api/registrations/verify: a bare GET of the e-mailed link changes nothing (mail scanners fetch links). */
export const verifyEndpoint = defineEndpoint({
  path: '/verify',
  method: 'post',
  caller: 'public-form',
  form: 'verify-email',
  body: verifySchema,
  handler: ({ req, body }) => verifyRegistrationEmail(req.payload, body.token),
})
