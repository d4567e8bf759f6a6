import { type DepositTerms, depositTermsOf, type StoredDeposit } from './deposit'
import { formatPence } from './pence'

export { formatPence }

/**
 * What a booking costs. Money is whole pence (GBP) throughout, so no sum is ever rounded twice; an
 * event without a price (or with a price of 0 and no "pay what you can") is free and costs nothing.
 * These are the rules alone: the form shows their total before the person sends it, and the server
 * charges the same total, worked out again from the event as stored.
 */

/**
 * How the price is counted: each person for the whole event ("£85 for the weekend"), each person for
 * each session they come to (with an optional whole-event price for those who come to all), or one
 * price for the whole booking however many come ("£20 per couple").
 */
type PriceBasis = 'person' | 'session' | 'booking'

type DiscountCode = {
  code: string
  kind: 'amount' | 'percent'
  /** Pence off for an amount, 1–100 for a percent. */
  value: number
  /** How many bookings may use it; null is no limit. */
  maxUses: number | null
  /** The last moment it is accepted (ISO); null is no end. */
  endsAt: string | null
}

export type EventPricing = {
  basis: PriceBasis
  /** An adult's price (per person, per session or per booking, as the basis says). */
  amountPence: number
  /** A child's price on the same basis; null when children pay as adults. */
  childAmountPence: number | null
  /** Per-session basis only: what one person coming to every session pays at most. */
  wholeEventPence: number | null
  /** When set, the person chooses what to pay, at least this; the price above is the suggestion. */
  payWhatYouCanMinimumPence: number | null
  discountCodes: DiscountCode[]
  /** Part now and the balance by a date (see rules/deposit.ts); absent or null takes the whole price at once. */
  deposit?: DepositTerms | null
}

/** Who a booking is for: each person (the booker first) with whether they are a child and how many sessions they come to. */
export type PricedBooking = {
  people: ReadonlyArray<{ isChild: boolean; sessions: number }>
  /** How many sessions the event has, so a person coming to all of them gets the whole-event price. */
  eventSessions: number
}

type PriceLine = { label: string; pence: number }

export type Price = {
  lines: PriceLine[]
  /** The sum of the lines (or, for pay what you can, the amount the person chose). */
  subtotalPence: number
  discountPence: number
  totalPence: number
  /** The discount code applied, as the event spells it. */
  code: string | null
}

export type PriceError = { field: 'discountCode' | 'offeredPence'; message: string }

export type PriceOptions = {
  /** The code the person typed, if any (case and spaces do not matter). */
  code?: string | null
  /** How many bookings have used each code so far, by the event's spelling of it. */
  codeUses?: Readonly<Record<string, number>>
  /** Pay what you can: the amount the person chose, in pence. */
  offeredPence?: number | null
  now: Date
}

export const UNKNOWN_CODE = 'That discount code is not valid for this event.'
export const CODE_ENDED = 'That discount code has ended.'
export const CODE_USED_UP = 'That discount code has been used as many times as it can be.'

/** "12.50" or "12" in pounds to whole pence; anything else is no amount yet. */
export function poundsToPence(value: string): number | undefined {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(value)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Whether a booking at this event may cost anything at all; a free event never involves payment. */
export const isPaid = (pricing: EventPricing | null): pricing is EventPricing =>
  pricing !== null && (pricing.amountPence > 0 || (pricing.payWhatYouCanMinimumPence ?? 0) > 0)

/** A code as typed and as set compare alike whatever their case and spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** What one person costs on the event's basis (the booking basis charges the booker alone). */
function personPence(pricing: EventPricing, person: { isChild: boolean; sessions: number }, eventSessions: number) {
  const each = person.isChild ? (pricing.childAmountPence ?? pricing.amountPence) : pricing.amountPence
  if (pricing.basis !== 'session') return each
  const bySession = each * person.sessions
  // The whole-event price is for someone coming to everything; it never makes that dearer.
  const whole = !person.isChild && person.sessions >= eventSessions ? pricing.wholeEventPence : null
  return whole !== null ? Math.min(whole, bySession) : bySession
}

function linesOf(pricing: EventPricing, booking: PricedBooking): PriceLine[] {
  if (pricing.basis === 'booking') return [{ label: 'Booking', pence: pricing.amountPence }]
  const adults = booking.people.filter((person) => !person.isChild)
  const children = booking.people.filter((person) => person.isChild)
  const sum = (people: typeof adults) =>
    people.reduce((total, person) => total + personPence(pricing, person, booking.eventSessions), 0)
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [
    ...(adults.length ? [{ label: count(adults.length, 'adult', 'adults'), pence: sum(adults) }] : []),
    ...(children.length ? [{ label: count(children.length, 'child', 'children'), pence: sum(children) }] : []),
  ]
}

/** The discount a code gives off a subtotal: never more than the subtotal; a percent's odd fraction of a penny goes to the person (rounded up). */
function discountOf(code: DiscountCode, subtotal: number): number {
  const off = code.kind === 'percent' ? Math.ceil((subtotal * Math.min(100, code.value)) / 100) : code.value
  return Math.max(0, Math.min(subtotal, off))
}

/**
 * The booking's price: its lines, the discount of a valid code, and the total to pay. A code that
 * is unknown, past its end or used up is an error on the code; for pay what you can, an amount
 * below the minimum is an error on the amount, and the amount chosen replaces the suggested price.
 */
export function priceOf(
  pricing: EventPricing | null,
  booking: PricedBooking,
  options: PriceOptions,
): { ok: true; price: Price } | { ok: false; error: PriceError } {
  if (!isPaid(pricing))
    return { ok: true, price: { lines: [], subtotalPence: 0, discountPence: 0, totalPence: 0, code: null } }
  const lines = linesOf(pricing, booking)
  let subtotal = lines.reduce((total, line) => total + line.pence, 0)
  const minimum = pricing.payWhatYouCanMinimumPence
  if (minimum !== null && options.offeredPence !== undefined && options.offeredPence !== null) {
    if (!Number.isInteger(options.offeredPence) || options.offeredPence < minimum)
      return {
        ok: false,
        error: { field: 'offeredPence', message: `Please pay at least ${formatPence(minimum)}.` },
      }
    subtotal = options.offeredPence
  } else if (minimum !== null) subtotal = Math.max(subtotal, minimum)
  const typed = options.code?.trim() ? normaliseCode(options.code) : null
  if (!typed)
    return { ok: true, price: { lines, subtotalPence: subtotal, discountPence: 0, totalPence: subtotal, code: null } }
  const code = pricing.discountCodes.find((one) => normaliseCode(one.code) === typed)
  if (!code) return { ok: false, error: { field: 'discountCode', message: UNKNOWN_CODE } }
  if (code.endsAt && new Date(code.endsAt).getTime() < options.now.getTime())
    return { ok: false, error: { field: 'discountCode', message: CODE_ENDED } }
  if (code.maxUses !== null && (options.codeUses?.[code.code] ?? 0) >= code.maxUses)
    return { ok: false, error: { field: 'discountCode', message: CODE_USED_UP } }
  const discount = discountOf(code, subtotal)
  return {
    ok: true,
    price: {
      lines,
      subtotalPence: subtotal,
      discountPence: discount,
      totalPence: subtotal - discount,
      code: code.code,
    },
  }
}

const pence = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null

type StoredPrice = StoredDeposit & {
  basis?: string | null
  amountPence?: number | null
  childAmountPence?: number | null
  wholeEventPence?: number | null
  payWhatYouCanMinimumPence?: number | null
  discountCodes?: ReadonlyArray<{
    code?: string | null
    kind?: string | null
    value?: number | null
    maxUses?: number | null
    endsAt?: string | null
  }> | null
}

/** An event's pricing from its stored `price` group; no price (or an empty one) is a free event. */
export function pricingOf(event: { price?: StoredPrice | null }): EventPricing | null {
  const stored = event.price
  if (!stored) return null
  const pricing: EventPricing = {
    basis: stored.basis === 'session' || stored.basis === 'booking' ? stored.basis : 'person',
    amountPence: pence(stored.amountPence) ?? 0,
    childAmountPence: pence(stored.childAmountPence),
    wholeEventPence: pence(stored.wholeEventPence),
    payWhatYouCanMinimumPence: pence(stored.payWhatYouCanMinimumPence),
    discountCodes: (stored.discountCodes ?? [])
      .filter((code) => code.code?.trim() && pence(code.value) !== null)
      .map((code) => ({
        code: code.code!.trim(),
        kind: code.kind === 'percent' ? 'percent' : 'amount',
        value: code.value!,
        maxUses: pence(code.maxUses),
        endsAt: code.endsAt ?? null,
      })),
    deposit: depositTermsOf(stored),
  }
  return isPaid(pricing) ? pricing : null
}

/** What the browser may know of an event's pricing: everything but the codes themselves. */
export type PublicPricing = Omit<EventPricing, 'discountCodes'> & { hasDiscountCodes: boolean }

export function publicPricingOf(pricing: EventPricing | null): PublicPricing | null {
  if (!pricing) return null
  const { discountCodes, ...rest } = pricing
  return { ...rest, hasDiscountCodes: discountCodes.length > 0 }
}
