import { assignedRoleOf } from '@/platform/access/roles'
import { TWO_FACTOR_MESSAGES, secondFactorStateOf } from '@/platform/access/second-factor'
import { AppError } from '@/platform/http/app-error'
import { defineEndpoint } from '@/platform/http/endpoint'
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { confirmEmailChange } from './email-change/confirm-email-change'
import { acceptInvitation } from './invitations/accept-invitation'
import { copyInvitationLink, resendInvitation } from './invitations/resend-invitation'
import { EMAIL_CHANGE_MESSAGES } from './rules/email-change'
import { STAFF_INVITATION_MESSAGES } from './rules/staff-invitations'
import { requestPasswordReset } from './sign-in/request-password-reset'
import { confirmEnrolment } from './two-factor/confirm-enrolment'
import { resendEnrolmentLink } from './two-factor/resend-enrolment-link'
import { resetSecondFactor } from './two-factor/reset-second-factor'
import { startEnrolment } from './two-factor/start-enrolment'
import { verifySignInCode } from './two-factor/verify-sign-in-code'

const NO_INVITATION_USER = 'Say whose invitation to send again.'
const resendSchema = z.object(
  { user: z.coerce.number({ error: NO_INVITATION_USER }).int(NO_INVITATION_USER).positive(NO_INVITATION_USER) },
  { error: NO_INVITATION_USER },
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

/** POST /api/staff-invitations/link {user}: admins, where no e-mail is set up, take a new link to hand over. */
const link = defineEndpoint({
  path: '/staff-invitations/link',
  method: 'post',
  caller: ['admin'],
  body: resendSchema,
  handler: async ({ req, body }) => ({
    ok: true,
    url: await copyInvitationLink(req, body.user),
    message: STAFF_INVITATION_MESSAGES.linkCopied,
  }),
})

export const staffInvitationEndpoints: Endpoint[] = [accept, resend, link]

const NO_SECOND_FACTOR_USER = 'Say whose second factor to reset.'
const codeSchema = z.object(
  {
    code: z
      .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{3} ?\d{3}$/, TWO_FACTOR_MESSAGES.codeFormat),
  },
  { error: TWO_FACTOR_MESSAGES.codeFormat },
)
const enrolmentToken = z.string().max(200).optional()
const setupSchema = z.object({ enrolmentToken })
const enableSchema = codeSchema.extend({ enrolmentToken })
const resetSchema = z.object(
  {
    user: z.coerce.number({ error: NO_SECOND_FACTOR_USER }).int(NO_SECOND_FACTOR_USER).positive(NO_SECOND_FACTOR_USER),
  },
  { error: NO_SECOND_FACTOR_USER },
)

type StaffAccount = { id: number; email: string; _sid?: string; twoFactorEnabled?: boolean | null }

const accountOf = (req: PayloadRequest) => req.user as unknown as StaffAccount

// These endpoints are how the second factor gets done, so they take staff signed in with a password
// whether or not it is done yet: a session owing a code may only enter it, and only a real session
// (one with an id) can be marked as having entered it.
const isStaffNotOwingCode = (user: PayloadRequest['user']) =>
  assignedRoleOf(user) !== null && secondFactorStateOf(user) !== 'code-owed'
const isStaffSession = (user: PayloadRequest['user']) =>
  assignedRoleOf(user) !== null && Boolean((user as { _sid?: string } | null)?._sid)
const isStaffOwingEnrolment = (user: PayloadRequest['user']) =>
  assignedRoleOf(user) !== null && secondFactorStateOf(user) === 'enrolment-owed'
// Required of this account and not set up: enrolling then takes the e-mailed link.
const isLinkNeeded = (req: PayloadRequest) => secondFactorStateOf(req.user) === 'enrolment-owed'

/** POST /api/two-factor/setup {enrolmentToken?}: a new secret and QR code for a user without a second factor. */
const setup = defineEndpoint({
  path: '/two-factor/setup',
  method: 'post',
  caller: isStaffNotOwingCode,
  body: setupSchema,
  handler: async ({ req, body }) => {
    const account = accountOf(req)
    if (account.twoFactorEnabled) throw new AppError('conflict', TWO_FACTOR_MESSAGES.alreadyOn)
    return {
      ok: true,
      ...(await startEnrolment(req.payload, account, {
        isLinkNeeded: isLinkNeeded(req),
        enrolmentToken: body.enrolmentToken,
      })),
    }
  },
})

/** POST /api/two-factor/enable {code, enrolmentToken?}: turns the second factor on once a code from the new secret checks out. */
const enable = defineEndpoint({
  path: '/two-factor/enable',
  method: 'post',
  caller: isStaffNotOwingCode,
  body: enableSchema,
  handler: async ({ req, body }) => {
    const result = await confirmEnrolment(req, accountOf(req), {
      code: body.code,
      isLinkNeeded: isLinkNeeded(req),
      enrolmentToken: body.enrolmentToken,
    })
    if (!result.isEnabled) throw new AppError('invalid', result.message)
    return { ok: true }
  },
})

/** POST /api/two-factor/enrolment-link: e-mails a new set-up link to staff who must set up a second factor. */
const enrolmentLink = defineEndpoint({
  path: '/two-factor/enrolment-link',
  method: 'post',
  caller: isStaffOwingEnrolment,
  handler: async ({ req }) => {
    await resendEnrolmentLink(req.payload, accountOf(req))
    return { ok: true, message: TWO_FACTOR_MESSAGES.enrolmentLinkSent }
  },
})

/** POST /api/two-factor/verify {code}: the second step of signing in, for this session only. */
const verify = defineEndpoint({
  path: '/two-factor/verify',
  method: 'post',
  caller: isStaffSession,
  body: codeSchema,
  handler: async ({ req, body }) => {
    if (secondFactorStateOf(req.user) !== 'code-owed') throw new AppError('conflict', TWO_FACTOR_MESSAGES.notOwed)
    const account = accountOf(req)
    const check = await verifySignInCode(req, { account, sid: account._sid!, code: body.code })
    if (!check.isAccepted) throw new AppError(check.status === 423 ? 'locked' : 'invalid', check.message)
    return { ok: true }
  },
})

/** POST /api/two-factor/reset {user}: admins turn off someone's second factor. */
const reset = defineEndpoint({
  path: '/two-factor/reset',
  method: 'post',
  caller: ['admin'],
  body: resetSchema,
  handler: async ({ req, body }) => {
    if (!(await resetSecondFactor(req, body.user))) throw new AppError('not-found', 'No such staff account.')
    return { ok: true }
  },
})

export const twoFactorEndpoints: Endpoint[] = [setup, enable, enrolmentLink, verify, reset]

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
