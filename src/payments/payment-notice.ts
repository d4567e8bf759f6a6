import type { Payload, PayloadRequest } from 'payload'

import type { Hold } from './hold-for-payment'
import { type BankDetails, isOfflineMethod, paymentInstructions } from './rules/payment-methods'

/** What the form's confirmation shows after an offline booking: its reference and how to pay. */
export type PaymentNotice = { reference: string; amountPence: number; lines: string[] }

/**
 * The church's bank details, the site settings' own (the Give page shows the same): public already,
 * so read with the visitor's access.
 */
export async function readBankDetails(payload: Payload, req?: PayloadRequest): Promise<BankDetails | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { bankDetails: true },
    overrideAccess: false,
    req,
  })
  return settings.bankDetails ?? null
}

/** The notice for a booking just held for a bank transfer or payment on the day; null for card or no hold. */
export async function paymentNoticeOf(
  req: PayloadRequest,
  hold: Hold | null | undefined,
): Promise<PaymentNotice | null> {
  if (!hold || !isOfflineMethod(hold.method)) return null
  const bank = hold.method === 'bank-transfer' ? await readBankDetails(req.payload, req) : null
  return {
    reference: hold.reference,
    amountPence: hold.depositPence ?? hold.amountPence,
    lines: paymentInstructions({
      method: hold.method,
      reference: hold.reference,
      duePence: hold.depositPence ?? hold.amountPence,
      holdExpiresAt: hold.holdExpiresAt,
      bank,
      balance: hold.balanceDueAt
        ? { dueAt: hold.balanceDueAt, laterPence: hold.amountPence - (hold.depositPence ?? 0) }
        : null,
    }),
  }
}
