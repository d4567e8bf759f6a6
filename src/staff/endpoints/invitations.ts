import type { Endpoint } from 'payload'
import { z } from 'zod'

import { STAFF_INVITATION_MESSAGES } from '../rules/staff-invitations'
import { defineEndpoint } from '@/platform/http/endpoint'

import { acceptInvitation } from '../invitations/accept-invitation'
import { resendInvitation } from '../invitations/resend-invitation'

const NO_USER_GIVEN = 'Say whose invitation to send again.'
const resendSchema = z.object(
  { user: z.coerce.number({ error: NO_USER_GIVEN }).int(NO_USER_GIVEN).positive(NO_USER_GIVEN) },
  { error: NO_USER_GIVEN },
)
const acceptSchema = z
  .object({
    token: z
      .string({ error: STAFF_INVITATION_MESSAGES.linkInvalid })
      .min(1, STAFF_INVITATION_MESSAGES.linkInvalid)
      .max(200, STAFF_INVITATION_MESSAGES.linkInvalid),
    password: z
      .string({ error: STAFF_INVITATION_MESSAGES.passwordMissing })
      .min(1, STAFF_INVITATION_MESSAGES.passwordMissing),
    confirmPassword: z.string({ error: STAFF_INVITATION_MESSAGES.passwordsDiffer }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: STAFF_INVITATION_MESSAGES.passwordsDiffer,
  })

/**
 * POST /api/staff-invitations/accept {token, password, confirmPassword}: the invited person, not
 * signed in, sets their password with the link's token. Limited per client address like every
 * public link endpoint.
 */
const accept = defineEndpoint({
  path: '/staff-invitations/accept',
  method: 'post',
  caller: 'public-form',
  form: 'accept-invitation',
  body: acceptSchema,
  handler: async ({ req, body }) => ({
    ok: true,
    ...(await acceptInvitation(req, { token: body.token, password: body.password })),
  }),
})

/** POST /api/staff-invitations/resend {user}: admins send an invited account a new link. */
const resend = defineEndpoint({
  path: '/staff-invitations/resend',
  method: 'post',
  caller: ['admin'],
  body: resendSchema,
  handler: async ({ req, body }) => {
    await resendInvitation(req, body.user)
    return { ok: true, message: STAFF_INVITATION_MESSAGES.resent }
  },
})

export const staffInvitationEndpoints: Endpoint[] = [accept, resend]
