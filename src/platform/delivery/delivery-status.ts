/**
 * One status model for every message sent to a person, e-mail or SMS. A message is pending
 * (`claimed`: a bulk send has taken the person but not handed the message over yet), then either
 * kept in the local outbox (no provider configured: nothing was sent, and nothing is pretended), or
 * sent (the provider accepted it), then whatever the provider reports: delayed, delivered,
 * complained (delivered, and marked as spam), bounced or failed.
 */
/** Where the providers report (under `/api`): the URLs to configure at Resend, and the status callback every text asks Twilio for. */
export const DELIVERY_WEBHOOK_PATHS = { resend: '/delivery-status/resend', twilio: '/delivery-status/twilio' } as const

export const DELIVERY_STATUSES = [
  'claimed',
  'sent',
  'outbox',
  'delayed',
  'delivered',
  'complained',
  'bounced',
  'failed',
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  claimed: 'pending',
  sent: 'sent',
  outbox: 'kept in outbox',
  delayed: 'delayed',
  delivered: 'delivered',
  complained: 'complained',
  bounced: 'bounced',
  failed: 'failed',
}

/** What a message was: one person's copy of a bulk send, a registration's confirmation (with its QR code), a scheduled message about a session, or any other e-mail. */
export const DELIVERY_KINDS = ['bulk', 'confirmation', 'other', 'scheduled'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]

export const DELIVERY_CHANNELS = ['email', 'sms'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/**
 * How far along a message is. Providers report out of order (a "delayed" after the "delivered", a
 * retried "sent"), so a report only moves a message forward; the last three are final, except
 * that a complaint or a late bounce still replaces "delivered".
 */
const PROGRESS: Record<DeliveryStatus, number> = {
  claimed: 0,
  sent: 1,
  outbox: 1,
  delayed: 2,
  delivered: 3,
  complained: 4,
  bounced: 4,
  failed: 4,
}

/** The statuses a provider's report of `incoming` replaces. A message kept in the outbox never went anywhere, so no report applies to it. */
export const statusesReplacedBy = (incoming: DeliveryStatus): DeliveryStatus[] =>
  DELIVERY_STATUSES.filter((status) => status !== 'outbox' && PROGRESS[status] < PROGRESS[incoming])

export type StatusReport = { status: DeliveryStatus; detail: string | null; suppressReason: string | null }

type ResendBounce = { message?: unknown; type?: unknown; subType?: unknown }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null)

/**
 * What a Resend event says about its message, or null for events that say nothing about delivery
 * (opened, clicked…). `email.bounced` is Resend's permanent rejection, and a complaint is the
 * person's own "this is spam": both put the address on the suppression list, with the reason.
 */
export function reportFromResendEvent(
  type: string,
  data: { bounce?: ResendBounce; failed?: { reason?: unknown } },
): StatusReport | null {
  switch (type) {
    case 'email.sent':
      return { status: 'sent', detail: null, suppressReason: null }
    case 'email.delivered':
      return { status: 'delivered', detail: null, suppressReason: null }
    case 'email.delivery_delayed':
      return { status: 'delayed', detail: null, suppressReason: null }
    case 'email.failed':
      return { status: 'failed', detail: text(data.failed?.reason), suppressReason: null }
    case 'email.complained':
      return {
        status: 'complained',
        detail: 'Marked as spam by the recipient',
        suppressReason: 'complaint (marked as spam)',
      }
    case 'email.bounced': {
      const detail =
        [text(data.bounce?.type), text(data.bounce?.subType), text(data.bounce?.message)].filter(Boolean).join(': ') ||
        null
      return { status: 'bounced', detail, suppressReason: `hard bounce${detail ? ` (${detail})` : ''}`.slice(0, 500) }
    }
    default:
      return null
  }
}

/**
 * What a Twilio status callback says. `undelivered` (the carrier refused it) and `failed` (Twilio
 * could not send it) are both failures for the person; `read` implies delivered. A bad number is
 * not suppressed: the suppression list holds e-mail addresses, and the number may be fixed.
 */
export function reportFromTwilioStatus(status: string, errorCode: string | null): StatusReport | null {
  const detail = errorCode ? `Twilio error ${errorCode}` : null
  switch (status) {
    case 'sent':
      return { status: 'sent', detail: null, suppressReason: null }
    case 'delivered':
    case 'read':
      return { status: 'delivered', detail: null, suppressReason: null }
    case 'undelivered':
    case 'failed':
      return { status: 'failed', detail: detail ?? status, suppressReason: null }
    default:
      return null
  }
}

export type DeliveryCounts = Partial<Record<DeliveryStatus, number>>

export type DeliverySummary = {
  delivered: number
  bounced: number
  failed: number
  pending: number
  keptInOutbox: number
}

/**
 * The history's figures for one send: delivered (a complaint means it arrived), bounced, failed,
 * and pending (no final word yet: not handed over, accepted, or delayed); outbox copies apart.
 */
export function summariseDeliveries(counts: DeliveryCounts): DeliverySummary {
  const n = (status: DeliveryStatus) => counts[status] ?? 0
  return {
    delivered: n('delivered') + n('complained'),
    bounced: n('bounced'),
    failed: n('failed'),
    pending: n('claimed') + n('sent') + n('delayed'),
    keptInOutbox: n('outbox'),
  }
}

/** "12 delivered · 1 bounced · 0 failed · 3 pending", or "40 kept in outbox" for a send no provider carried. */
export function deliverySummaryText(summary: DeliverySummary): string {
  const parts = [
    `${summary.delivered} delivered`,
    `${summary.bounced} bounced`,
    `${summary.failed} failed`,
    `${summary.pending} pending`,
  ]
  if (summary.keptInOutbox === 0) return parts.join(' · ')
  const carried = summary.delivered + summary.bounced + summary.failed + summary.pending
  return carried === 0
    ? `${summary.keptInOutbox} kept in outbox`
    : [...parts, `${summary.keptInOutbox} kept in outbox`].join(' · ')
}
