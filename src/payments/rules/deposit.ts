import { formatPence } from './pence'

/**
 * Deposits and instalments: an event may take part of the price when the booking is made (a fixed
 * amount per booking, or a percentage of its total) and the rest, the balance, by a date before the
 * event, in as many parts as the person likes. These are the rules alone; money is whole pence.
 */

export type DepositTerms = {
  kind: 'fixed' | 'percent'
  /** Pence for a fixed deposit, 1–99 for a percentage. */
  value: number
  /** The last moment the balance is due (ISO). */
  balanceDueAt: string
  /** How many days before the due date the reminder goes. */
  reminderDays: number
}

/** The reminder goes a week before the balance is due unless the event says otherwise. */
const DEFAULT_BALANCE_REMINDER_DAYS = 7

/** The least a person may pay towards their balance at a time (unless less than that is left). */
export const MIN_INSTALMENT_PENCE = 100

/**
 * The least Stripe charges a card in pounds (its minimum charge amount for GBP). No deposit, balance or
 * instalment is split so that a part of it is smaller: such a part could never be paid by card.
 */
export const MIN_CARD_CHARGE_PENCE = 30

const DAY_MS = 86_400_000

export type StoredDeposit = {
  depositKind?: string | null
  depositValue?: number | null
  balanceDueAt?: string | null
  balanceReminderDays?: number | null
}

/** An event's deposit terms from its stored price group; null when it takes the whole price at once. */
export function depositTermsOf(stored: StoredDeposit | null | undefined): DepositTerms | null {
  const kind = stored?.depositKind
  const value = stored?.depositValue
  if ((kind !== 'fixed' && kind !== 'percent') || !stored?.balanceDueAt) return null
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) return null
  const reminderDays = stored.balanceReminderDays
  return {
    kind,
    value,
    balanceDueAt: stored.balanceDueAt,
    reminderDays:
      typeof reminderDays === 'number' && Number.isInteger(reminderDays) && reminderDays >= 0
        ? reminderDays
        : DEFAULT_BALANCE_REMINDER_DAYS,
  }
}

/** What a booking pays now and what by when; a booking without a deposit pays its whole total now. */
export type DepositSplit = {
  /** Charged when the booking is made. */
  depositPence: number
  /** The rest, due by balanceDueAt. */
  balancePence: number
  balanceDueAt: string
  /** When the balance reminder goes; null when that moment has already passed at booking. */
  remindAt: string | null
}

/**
 * The deposit of a booking costing `totalPence`: a fixed amount, or the percentage rounded to the
 * nearest penny (half up), never more than the total. Null (pay everything now) when the event takes
 * no deposit, when the deposit would be the whole total or nothing, when the deposit or the balance
 * would be less than a card can be charged (30p), or when the balance's due date has already passed (a
 * late booking pays in full).
 */
export function depositOf(terms: DepositTerms | null, totalPence: number, now: Date): DepositSplit | null {
  if (!terms || totalPence <= 0) return null
  const dueAt = new Date(terms.balanceDueAt)
  if (!(dueAt.getTime() > now.getTime())) return null
  const raw = terms.kind === 'fixed' ? terms.value : Math.round((totalPence * terms.value) / 100)
  const depositPence = Math.min(totalPence, Math.max(0, raw))
  if (depositPence < MIN_CARD_CHARGE_PENCE || totalPence - depositPence < MIN_CARD_CHARGE_PENCE) return null
  const remindAt = new Date(dueAt.getTime() - terms.reminderDays * DAY_MS)
  return {
    depositPence,
    balancePence: totalPence - depositPence,
    balanceDueAt: dueAt.toISOString(),
    remindAt: terms.reminderDays > 0 && remindAt.getTime() > now.getTime() ? remindAt.toISOString() : null,
  }
}

export const BALANCE_DUE_MESSAGES = {
  missing: 'Give the date the balance is due by.',
  afterStart: 'The balance must be due before the event’s first session starts.',
  percent: 'A percentage deposit is between 1 and 99.',
  value: 'Give the deposit: pence for a fixed amount, or a percentage.',
} as const

/**
 * An event's deposit settings, checked when it is saved: a deposit needs a value (a percentage below
 * 100) and a balance due date before the first session starts. Answers the message, or true.
 */
export function checkDepositSettings(
  stored: StoredDeposit | null | undefined,
  firstSessionStartsAt: string | null | undefined,
  field: 'value' | 'balanceDueAt',
): true | string {
  const kind = stored?.depositKind
  if (kind !== 'fixed' && kind !== 'percent') return true
  if (field === 'value') {
    const value = stored?.depositValue
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) return BALANCE_DUE_MESSAGES.value
    return kind === 'percent' && value >= 100 ? BALANCE_DUE_MESSAGES.percent : true
  }
  if (!stored?.balanceDueAt) return BALANCE_DUE_MESSAGES.missing
  if (firstSessionStartsAt && new Date(stored.balanceDueAt).getTime() >= new Date(firstSessionStartsAt).getTime())
    return BALANCE_DUE_MESSAGES.afterStart
  return true
}

/**
 * The status of a booking that stands, from what it has paid: paid in full is paid; with its deposit
 * (or more) paid it is part paid (confirmed, with a balance); otherwise it still awaits payment. The
 * one place a status follows from money: the card webhook, an admin's record of a payment and the
 * balance's instalments all go through it.
 */
export function paymentStatusAfter({
  duePence,
  paidPence,
  depositPence,
}: {
  duePence: number
  paidPence: number
  depositPence: number | null | undefined
}): 'awaiting' | 'part-paid' | 'paid' {
  if (paidPence >= duePence) return 'paid'
  if (depositPence && depositPence > 0 && paidPence >= depositPence) return 'part-paid'
  return 'awaiting'
}

/** A paid booking's money as its owner's manage page shows it (readBalanceView fills it in). */
export type BalanceSummary = {
  totalPence: number
  /** Paid net of refunds. */
  paidPence: number
  balancePence: number
  balanceDueAt: string | null
  isOverdue: boolean
  /** Whether "Pay the balance" by card is offered (the event takes cards and Stripe is set up). */
  canPayByCard: boolean
  /** For a bank transfer or payment on the day: how to pay what is asked now, with the reference. */
  howToPay: string[] | null
}

/** A balance due date passed with money still owed, on a booking that stands. */
export const isBalanceOverdue = (
  booking: { paymentStatus?: string | null; balanceDueAt?: string | Date | null; balancePence: number },
  now: Date,
): boolean =>
  (booking.paymentStatus === 'part-paid' || booking.paymentStatus === 'awaiting') &&
  Boolean(booking.balanceDueAt) &&
  new Date(booking.balanceDueAt!).getTime() < now.getTime() &&
  booking.balancePence > 0

/**
 * An instalment towards the balance: at least £1 (or the whole balance when less is left), never more
 * than the balance, and never leaving less than a card can be charged (30p) still to pay. Answers the
 * amount, or the message to show.
 */
export function checkInstalment(
  amountPence: number | undefined,
  balancePence: number,
): { ok: true; amountPence: number } | { ok: false; message: string } {
  if (balancePence <= 0) return { ok: false, message: 'There is nothing left to pay on this booking.' }
  const least = Math.min(MIN_INSTALMENT_PENCE, balancePence)
  if (amountPence === undefined || !Number.isInteger(amountPence) || amountPence < least)
    return {
      ok: false,
      message: `Please give an amount of at least ${formatPence(least)}, like 25.00.`,
    }
  if (amountPence > balancePence)
    return { ok: false, message: `That is more than the ${formatPence(balancePence)} still to pay.` }
  const left = balancePence - amountPence
  if (left > 0 && left < MIN_CARD_CHARGE_PENCE)
    return {
      ok: false,
      message: `That would leave ${formatPence(left)}, too little to pay by card: pay all ${formatPence(balancePence)}, or leave at least ${formatPence(MIN_CARD_CHARGE_PENCE)}.`,
    }
  return { ok: true, amountPence }
}

/** "Deposit £30 now, £70 by Saturday 1 August": what the form and the confirmation say of a deposit. */
export const depositSentence = (split: DepositSplit): string =>
  `Deposit ${formatPence(split.depositPence)} now, ${formatPence(split.balancePence)} by ${dueDateText(split.balanceDueAt)}.`

/** A due date as people read it (UK time): "Wednesday 1 July 2026". */
export const dueDateText = (iso: string | Date): string => {
  const date = new Date(iso)
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString('en-GB', { ...options, timeZone: 'Europe/London' })
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric', month: 'long', year: 'numeric' })}`
}

/**
 * What the confirmation of a card booking that paid its deposit says of the rest: the balance, its date
 * and where to pay it. Null for any other booking (an offline one is told how to pay instead).
 */
export function depositReceivedLines(registration: {
  paymentStatus?: string | null
  paymentMethod?: string | null
  amountDuePence?: number | null
  depositPence?: number | null
  balanceDueAt?: string | Date | null
}): string[] | null {
  const { paymentStatus, paymentMethod, depositPence, balanceDueAt } = registration
  if (paymentStatus !== 'part-paid' || paymentMethod !== 'card' || !depositPence || !balanceDueAt) return null
  const balancePence = (registration.amountDuePence ?? 0) - depositPence
  return [
    `Thank you for your deposit of ${formatPence(depositPence)}.`,
    `The balance of ${formatPence(balancePence)} is due by ${dueDateText(balanceDueAt)}: you can pay it, all at once or in parts, from the link to manage your registration.`,
  ]
}
