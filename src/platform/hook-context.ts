import type { PayloadRequest, RequestContext } from 'payload'

/**
 * What a caller hands to the collection hooks of the writes it makes, where Payload gives a hook no
 * argument but the request's context. Every key used anywhere is listed here with who sets it and
 * who reads it. A caller sets them only for the writes it makes inside `withHookContext`, never by
 * writing `req.context` (Payload copies a local call's own `context` into the request and keeps it
 * there for every later call on that request, so neither is used for these).
 */
export type HookContext = {
  /**
   * The event's session rules, which the caller has just read. Set by registrations/register-for-event,
   * places/give-place and checkins/add-session-at-door on the registration they write; read by
   * registrations/hooks/check-session-choice, which otherwise reads the event again.
   */
  eventRules?: { eventId: number; rules: { keys: readonly string[]; allKey: string } }
  /**
   * The sessions an event's save has just written. Set by messaging/hooks/keep-scheduled-messages-in-step
   * on the messages it reschedules; read by messaging/read-event-sessions, which otherwise reads the event.
   */
  scheduledEventSessions?: {
    eventId: number
    sessions: Array<{ key: string; startsAt: string; endsAt: string }>
  }
  /**
   * The write changes a scheduled message's counts only. Set by messaging/send-scheduled-message; read by
   * messaging/hooks/schedule-due-time and send-when-due, which then leave its due time and queue alone.
   */
  keepsDueTime?: boolean
  /**
   * The event this new event is a copy of. Set by events/duplicate-event on the copy it creates; read
   * by messaging/hooks/keep-scheduled-messages-in-step, which then copies that event's scheduled
   * messages instead of giving the copy the default ones.
   */
  copiedFromEvent?: number
  /**
   * When a door device took this check-in or undo while offline (its own clock, already bounded by
   * checkins/rules/door-ops). Set by checkins/door-sync on the check-in it writes; read by
   * checkins/hooks/stamp-checkin (the check-in's time) and hooks/audit-checkin (the change's time).
   */
  doorTakenAt?: string
  /** Set by the seed (src/seed); read by platform/cache/revalidate, which skips purging pages nobody has seen. */
  isSeeding?: boolean
}

/** Runs `work` with these values in the request's context, and puts the context back as it was after. */
export async function withHookContext<Result>(
  req: Pick<PayloadRequest, 'context'>,
  values: HookContext,
  work: () => Promise<Result>,
): Promise<Result> {
  const before = req.context
  req.context = { ...before, ...values } as RequestContext
  try {
    return await work()
  } finally {
    req.context = before
  }
}

/**
 * The context of one local-API call that brings no request of its own (Payload makes it a new one,
 * so nothing outlives the call): `payload.update({ ..., context: hookContext({ keepsDueTime: true }) })`.
 */
export const hookContext = (values: HookContext): RequestContext => values as RequestContext

/** What the caller of this write set, for a hook. */
export const readHookContext = <Key extends keyof HookContext>(
  req: Pick<PayloadRequest, 'context'>,
  key: Key,
): HookContext[Key] => (req.context as HookContext | undefined)?.[key]

/**
 * A memo that lives as long as the request, for a hook that Payload calls once per document of a
 * list (audit-log names). Keyed by the hook's own name, so only that hook reads it.
 */
export function requestMemo<Value>(req: Pick<PayloadRequest, 'context'>, name: string): Map<string, Value> {
  const key = `memo:${name}`
  const memo = (req.context[key] as Map<string, Value> | undefined) ?? new Map<string, Value>()
  req.context[key] = memo
  return memo
}
