import type { PayloadRequest } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { sendEmail } from '@/platform/email'
import { readChurchName } from '@/site'
import { readBankDetails } from './payment-notice'
import { readBookingMoney } from './read-money'

/** Which claim a reminder was sent under: an unpaid hold's, or a balance's. */
const CLAIMS = {
  payment: {
    key: 'payment-reminder',
    unclaim: 'UPDATE registrations SET payment_reminder_sent_at = NULL WHERE id = $1',
  },
  balance: {
    key: 'balance-reminder',
    unclaim: 'UPDATE registrations SET balance_reminder_sent_at = NULL WHERE id = $1',
  },
} as const

/**
 * Sends a reminder the caller has claimed (by marking it sent in the statement that found it), once per
 * booking and kind (the key makes a retry the same e-mail); a failed send gives the claim back, so the
 * next run tries again. Answers whether it went.
 */
export async function sendClaimedReminder(
  req: PayloadRequest,
  kind: keyof typeof CLAIMS,
  {
    registrationId,
    to,
    email,
    headers,
  }: {
    registrationId: number
    to: string
    email: { subject: string; text: string; html: string }
    headers: Record<string, string>
  },
): Promise<boolean> {
  const result = await sendEmail(req.payload, {
    to,
    ...email,
    headers,
    about: { registration: registrationId, kind: 'other' },
    idempotencyKey: `${CLAIMS[kind].key}-${registrationId}`,
  })
  if (result.isSent) return true
  await poolOf(req.payload).query({
    name: `payments-unclaim-${kind}-reminder`,
    text: CLAIMS[kind].unclaim,
    values: [registrationId],
  })
  return false
}

/** What every reminder of a claimed batch needs: the church's name, its bank details, and each booking's money. */
export async function readReminderBatch(req: PayloadRequest, registrationIds: readonly number[]) {
  const [churchName, bank, money] = await Promise.all([
    readChurchName(req.payload),
    readBankDetails(req.payload),
    readBookingMoney(poolOf(req.payload), registrationIds),
  ])
  return { churchName, bank, money }
}
