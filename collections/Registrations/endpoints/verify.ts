import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, readPublicForm } from '@/server/forms/respond'
import { verifyRegistrationEmail } from '@/server/registrations/verify'

const verifySchema = z.object({ token: z.string({ error: 'No verification token provided' }).trim().min(1, 'No verification token provided').max(200) })

/** POST /api/registrations/verify: a bare GET of the e-mailed link changes nothing (mail scanners fetch links). */
export const verifyEndpoint: Endpoint = {
  path: '/verify',
  method: 'post',
  handler: async (req) => {
    const read = await readPublicForm(req, { form: 'verify-email', schema: verifySchema })
    if ('response' in read) return read.response
    return json(await verifyRegistrationEmail(req.payload, read.input.token))
  },
}
