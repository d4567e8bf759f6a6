import { dueDateText } from './deposit'
import { formatPence } from './pence'

/** How a booking is paid: by card through Stripe Checkout, by bank transfer, or in person on the day. */
const PAYMENT_METHODS = ['card', 'bank-transfer', 'on-the-day'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type OfflineMethod = Exclude<PaymentMethod, 'card'>

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  'on-the-day': 'Pay on the day',
}

export const isOfflineMethod = (method: string | null | undefined): method is OfflineMethod =>
  method === 'bank-transfer' || method === 'on-the-day'

/** The event's price group as stored: which methods it offers and what happens to an unpaid offline booking. */
export type StoredPaymentOptions = {
  offerCard?: boolean | null
  offerBankTransfer?: boolean | null
  offerOnTheDay?: boolean | null
  offlineBooking?: 'held' | 'confirmed' | null
  offlineHoldDays?: number | null
  offlineReminderDays?: number | null
}

/** An unpaid bank-transfer or on-the-day booking's hold, when the event does not say: a week, reminded 2 days before. */
export const DEFAULT_OFFLINE_HOLD_DAYS = 7
export const DEFAULT_OFFLINE_REMINDER_DAYS = 2

/**
 * The methods a paid event offers, in the form's order. Card only where Stripe is set up (and the event
 * has not turned it off: an event saved before methods existed offers card, as it did); bank transfer
 * and on the day where the event ticks them. None means the booking goes through as a free one would.
 */
export function offeredMethods(
  stored: StoredPaymentOptions | null | undefined,
  cardAvailable: boolean,
): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) =>
    method === 'card'
      ? cardAvailable && stored?.offerCard !== false
      : method === 'bank-transfer'
        ? Boolean(stored?.offerBankTransfer)
        : Boolean(stored?.offerOnTheDay),
  )
}

export const METHOD_REQUIRED = 'Please choose how you will pay.'

/**
 * The method a booking is paid by: the one offered when there is only one, else the person's choice,
 * which must be one offered. Answers an error message when it is missing or not offered.
 */
export function chosenMethod(
  offered: readonly PaymentMethod[],
  choice: string | null | undefined,
): { ok: true; method: PaymentMethod } | { ok: false; message: string } {
  if (offered.length === 1 && !choice) return { ok: true, method: offered[0]! }
  const found = offered.find((method) => method === choice)
  return found ? { ok: true, method: found } : { ok: false, message: METHOD_REQUIRED }
}

/** When an unpaid offline booking lapses and when its reminder goes; both null when it is confirmed at once. */
export type OfflineHold = { holdExpiresAt: Date | null; remindAt: Date | null }

const DAY_MS = 86_400_000

/**
 * A bank-transfer or on-the-day booking is either confirmed at once (it never lapses; the money is
 * collected later) or held: its places stay taken for the event's number of days, with a reminder the
 * set number of days before the end. A reminder that would fall at or before the booking is not sent.
 */
export function offlineHoldOf(stored: StoredPaymentOptions | null | undefined, now: Date): OfflineHold {
  if (stored?.offlineBooking === 'confirmed') return { holdExpiresAt: null, remindAt: null }
  const days = stored?.offlineHoldDays ?? DEFAULT_OFFLINE_HOLD_DAYS
  const reminderDays = stored?.offlineReminderDays ?? DEFAULT_OFFLINE_REMINDER_DAYS
  const holdExpiresAt = new Date(now.getTime() + days * DAY_MS)
  const remindAt = new Date(holdExpiresAt.getTime() - reminderDays * DAY_MS)
  return { holdExpiresAt, remindAt: reminderDays > 0 && remindAt > now ? remindAt : null }
}

export type BankDetails = { accountName?: string | null; sortCode?: string | null; accountNumber?: string | null }

/** What a person needs to pay an offline booking, as the confirmation page and e-mails show it. */
export type PaymentInstructionsInput = {
  method: OfflineMethod
  reference: string
  /** What is still to pay. */
  duePence: number
  /** The unpaid booking's end; null when it is confirmed and does not lapse. */
  holdExpiresAt: Date | null
  bank: BankDetails | null
  /** A booking with a deposit: when the balance is due, and what of it is left after the amount above. */
  balance?: { dueAt: Date; laterPence: number } | null
}

const heldUntil = (date: Date) =>
  date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/London' })

/**
 * The sentences that tell a person how to pay: the amount and reference, the church's bank details (the
 * site settings' own, as the Give page shows them) for a transfer, and until when the places are held.
 */
export function paymentInstructions(input: PaymentInstructionsInput): string[] {
  const amount = formatPence(input.duePence)
  const bank = input.bank
  const bankLines =
    bank && (bank.accountNumber || bank.sortCode)
      ? [
          `Account name: ${bank.accountName ?? ''}`,
          `Sort code: ${bank.sortCode ?? ''}`,
          `Account number: ${bank.accountNumber ?? ''}`,
        ]
      : ['Please ask the church office for our bank details.']
  const lines =
    input.method === 'bank-transfer'
      ? [`Please pay ${amount} by bank transfer with the reference ${input.reference}.`, ...bankLines]
      : [`Please pay ${amount} when you arrive, and give the reference ${input.reference}.`]
  if (input.balance)
    lines.push(
      input.balance.laterPence > 0
        ? `That is your deposit: the balance of ${formatPence(input.balance.laterPence)} is due by ${dueDateText(input.balance.dueAt)}, with the same reference.`
        : `It is due by ${dueDateText(input.balance.dueAt)}.`,
    )
  if (input.holdExpiresAt)
    lines.push(
      `Your places are held until ${heldUntil(input.holdExpiresAt)}; if we have not received the payment by then they are released.`,
    )
  return lines
}

/** A registration's payment as stored, as far as telling the person how to pay goes. */
type StoredRegistrationPayment = {
  paymentStatus?: string | null
  paymentMethod?: string | null
  paymentReference?: string | null
  amountDuePence?: number | null
  holdExpiresAt?: string | Date | null
  depositPence?: number | null
  balanceDueAt?: string | Date | null
}

/**
 * How to pay a booking still owing an offline payment, from its stored fields; null for any other
 * booking. With a deposit not yet paid, the deposit is what is asked first (and the balance's date
 * said); once it is paid, the balance by its date.
 */
export function instructionsForRegistration(
  registration: StoredRegistrationPayment,
  bank: BankDetails | null,
  paidSoFarPence = 0,
): string[] | null {
  const method = registration.paymentMethod
  const status = registration.paymentStatus
  if ((status !== 'awaiting' && status !== 'part-paid') || !isOfflineMethod(method) || !registration.paymentReference)
    return null
  const totalPence = registration.amountDuePence ?? 0
  const depositPence = registration.depositPence ?? 0
  // Once part paid, the deposit is in whatever the caller counted.
  const isDepositDue = status === 'awaiting' && depositPence > 0 && paidSoFarPence < depositPence
  const duePence = Math.max(0, (isDepositDue ? depositPence : totalPence) - paidSoFarPence)
  return paymentInstructions({
    method,
    reference: registration.paymentReference,
    duePence,
    holdExpiresAt: status === 'awaiting' && registration.holdExpiresAt ? new Date(registration.holdExpiresAt) : null,
    bank,
    balance: registration.balanceDueAt
      ? { dueAt: new Date(registration.balanceDueAt), laterPence: isDepositDue ? totalPence - depositPence : 0 }
      : null,
  })
}
