import type { PayloadRequest } from 'payload'

import { TWO_FACTOR_MESSAGES } from '@/platform/access/second-factor'
import { verifyTotp } from './totp'
import { audit } from '@/platform/audit/audit'

import { openSecret } from './secret-box'
import { consumeStep, countFailure, lockAccount, markSessionVerified, readSecondFactor } from './second-factor-store'

export type CodeCheck = { isAccepted: true } | { isAccepted: false; status: 400 | 423; message: string }

type Account = { id: number | string; email?: string | null }

/**
 * The second step of signing in: checks the code and, if it is right, lets this session (`sid`) in.
 * Refuses a locked account, a wrong code and a code already used (its step, or an earlier one, was
 * accepted before). Every refusal is audited and counts towards the account lock, which a correct
 * password does not reset.
 */
export async function verifySignInCode(
  req: PayloadRequest,
  { account, sid, code }: { account: Account; sid: string; code: string },
): Promise<CodeCheck> {
  const stored = await readSecondFactor(req.payload, account.id)
  if (!stored?.secret) return { isAccepted: false, status: 400, message: TWO_FACTOR_MESSAGES.noEnrolment }
  if (stored.lockUntil && new Date(stored.lockUntil).getTime() > Date.now())
    return { isAccepted: false, status: 423, message: TWO_FACTOR_MESSAGES.locked }

  const step = verifyTotp(openSecret(req.payload, stored.secret), code)
  if (step === null || !(await consumeStep(req.payload, account.id, step)))
    return refuse(req, account, step === null ? 'wrong-code' : 'replayed-code')
  await markSessionVerified(req.payload, account.id, sid)
  await audit(
    req,
    {
      action: 'two-factor-verify',
      summary: `${account.email} signed in with their second factor`,
      target: `users:${account.id}`,
    },
    { ...account, collection: 'users' },
  )
  return { isAccepted: true }
}

async function refuse(
  req: PayloadRequest,
  account: Account,
  reason: 'wrong-code' | 'replayed-code',
): Promise<CodeCheck> {
  const { maxLoginAttempts, lockTime } = req.payload.collections.users.config.auth
  const failures = await countFailure(req.payload, account.id)
  const isLocked = maxLoginAttempts > 0 && failures >= maxLoginAttempts
  if (isLocked) await lockAccount(req.payload, account.id, lockTime)
  await audit(
    req,
    {
      action: 'two-factor-failure',
      summary: `${account.email}: ${reason === 'wrong-code' ? 'wrong' : 'reused'} second-factor code${isLocked ? '; account locked' : ''}`,
      target: `users:${account.id}`,
      details: { reason, failures, isLocked },
    },
    { ...account, collection: 'users' },
  )
  if (isLocked) return { isAccepted: false, status: 423, message: TWO_FACTOR_MESSAGES.locked }
  return {
    isAccepted: false,
    status: 400,
    message: reason === 'wrong-code' ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.replayedCode,
  }
}
