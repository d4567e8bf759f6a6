import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  type ConsentAction,
  type ConsentChannel,
  type ConsentPurpose,
} from './consent'

export type ConsentRecordLike = {
  id?: number | string
  channel: ConsentChannel
  purpose?: ConsentPurpose | null
  action: ConsentAction
  recordedAt: string
  wordingVersion?: string | null
  wording?: string | null
  source?: string | null
}

type ChannelConsent<R extends ConsentRecordLike = ConsentRecordLike> = { isGiven: boolean; latest: R | null }
export type ConsentState<R extends ConsentRecordLike = ConsentRecordLike> = Record<ConsentChannel, ChannelConsent<R>>

const order = (a: ConsentRecordLike, b: ConsentRecordLike) => {
  const byTime = Date.parse(a.recordedAt) - Date.parse(b.recordedAt)
  if (byTime !== 0) return byTime
  // Two records in the same millisecond: the one stored later (higher id) is the later choice.
  return Number(a.id ?? 0) - Number(b.id ?? 0)
}

/**
 * A person's consent on each channel for one purpose, from their records: the latest record
 * decides, and no record at all means no consent (PECR needs a positive opt-in).
 */
export function currentConsent<R extends ConsentRecordLike>(
  records: readonly R[],
  purpose: ConsentPurpose = 'marketing',
): ConsentState<R> {
  const sorted = records.filter((r) => (r.purpose ?? 'marketing') === purpose).sort(order)
  const state = {} as ConsentState<R>
  for (const channel of CONSENT_CHANNELS) {
    const latest = sorted.filter((r) => r.channel === channel).at(-1) ?? null
    state[channel] = { isGiven: latest?.action === 'given', latest }
  }
  return state
}

/** "[version] E-mail: words | [version] SMS: words" for each channel given with recorded words, else null. */
export function describeGivenConsent(state: ConsentState): string | null {
  const parts = CONSENT_CHANNELS.flatMap((channel) => {
    const latest = state[channel].latest
    if (!state[channel].isGiven || !latest?.wording) return []
    return [
      `${latest.wordingVersion ? `[${latest.wordingVersion}] ` : ''}${CONSENT_CHANNEL_LABELS[channel]}: ${latest.wording}`,
    ]
  })
  return parts.length ? parts.join(' | ') : null
}

/** The most recent record on any channel, for the registration's "consent recorded at" line. */
export function latestConsentRecord<R extends ConsentRecordLike>(state: ConsentState<R>): R | null {
  const candidates = CONSENT_CHANNELS.map((c) => state[c].latest).filter((r): r is R => r !== null)
  return candidates.sort(order).at(-1) ?? null
}
