import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { assignedRoleOf, hasAnyRole } from '@/access/roles'
import { TWO_FACTOR_MESSAGES, secondFactorStateOf } from '@/lib/second-factor'
import { forbidden, json } from '@/server/forms/respond'

import { confirmEnrolment } from './confirm-enrolment'
import { resetSecondFactor } from './reset-second-factor'
import { startEnrolment } from './start-enrolment'
import { verifySignInCode } from './verify-sign-in-code'

const codeSchema = z.object({ code: z.string().trim().regex(/^\d{3} ?\d{3}$/, TWO_FACTOR_MESSAGES.codeFormat) })
const resetSchema = z.object({ user: z.coerce.number().int().positive() })

async function bodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    return {}
  }
}

type StaffAccount = { id: number; email: string; _sid?: string; twoFactorEnabled?: boolean | null }

/** Signed in with a password as staff, whether or not the second factor is done: these endpoints are how it gets done. */
const signedInStaff = (req: PayloadRequest): StaffAccount | null => (assignedRoleOf(req.user) ? (req.user as unknown as StaffAccount) : null)

/** POST /api/two-factor/setup: a new secret and QR code for a user without a second factor. */
const setup: Endpoint = {
  path: '/two-factor/setup',
  method: 'post',
  handler: async (req) => {
    const account = signedInStaff(req)
    if (!account || secondFactorStateOf(req.user) === 'code-owed') return forbidden()
    if (account.twoFactorEnabled) return json({ ok: false, message: TWO_FACTOR_MESSAGES.alreadyOn }, 409)
    return json({ ok: true, ...(await startEnrolment(req.payload, account)) })
  },
}

/** POST /api/two-factor/enable {code}: turns the second factor on once a code from the new secret checks out. */
const enable: Endpoint = {
  path: '/two-factor/enable',
  method: 'post',
  handler: async (req) => {
    const account = signedInStaff(req)
    if (!account || secondFactorStateOf(req.user) === 'code-owed') return forbidden()
    const parsed = codeSchema.safeParse(await bodyOf(req))
    if (!parsed.success) return json({ ok: false, message: TWO_FACTOR_MESSAGES.codeFormat }, 400)
    const result = await confirmEnrolment(req, account, parsed.data.code)
    return result.isEnabled ? json({ ok: true }) : json({ ok: false, message: result.message }, 400)
  },
}

/** POST /api/two-factor/verify {code}: the second step of signing in, for this session only. */
const verify: Endpoint = {
  path: '/two-factor/verify',
  method: 'post',
  handler: async (req) => {
    const account = signedInStaff(req)
    if (!account || !account._sid) return forbidden()
    if (secondFactorStateOf(req.user) !== 'code-owed') return json({ ok: false, message: TWO_FACTOR_MESSAGES.notOwed }, 409)
    const parsed = codeSchema.safeParse(await bodyOf(req))
    if (!parsed.success) return json({ ok: false, message: TWO_FACTOR_MESSAGES.codeFormat }, 400)
    const check = await verifySignInCode(req, { account, sid: account._sid, code: parsed.data.code })
    return check.isAccepted ? json({ ok: true }) : json({ ok: false, message: check.message }, check.status)
  },
}

/** POST /api/two-factor/reset {user}: admins turn off someone's second factor. */
const reset: Endpoint = {
  path: '/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (!hasAnyRole(req.user, ['admin'])) return forbidden()
    const parsed = resetSchema.safeParse(await bodyOf(req))
    if (!parsed.success) return json({ ok: false, message: 'Say whose second factor to reset.' }, 400)
    return (await resetSecondFactor(req, parsed.data.user)) ? json({ ok: true }) : json({ ok: false, message: 'No such staff account.' }, 404)
  },
}

export const twoFactorEndpoints: Endpoint[] = [setup, enable, verify, reset]
