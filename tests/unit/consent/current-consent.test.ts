import { describe, expect, it } from 'vitest'

import {
  currentConsent,
  describeGivenConsent,
  latestConsentRecord,
  type ConsentRecordLike,
} from '@/consent/rules/current-consent'

const at = (minute: number) => new Date(Date.UTC(2025, 8, 1, 12, minute)).toISOString()
const record = (
  over: Partial<ConsentRecordLike> & Pick<ConsentRecordLike, 'channel' | 'action' | 'recordedAt'>,
): ConsentRecordLike => ({ purpose: 'marketing', ...over })

describe('current consent from a person’s records', () => {
  it('is not given on any channel without a record', () => {
    const state = currentConsent([])
    expect(state.email).toEqual({ isGiven: false, latest: null })
    expect(state.sms).toEqual({ isGiven: false, latest: null })
  })

  it('follows the latest record on each channel, whatever order the records come in', () => {
    const records = [
      record({ id: 3, channel: 'email', action: 'withdrawn', recordedAt: at(30) }),
      record({ id: 1, channel: 'email', action: 'given', recordedAt: at(10) }),
      record({ id: 2, channel: 'sms', action: 'given', recordedAt: at(20) }),
    ]
    const state = currentConsent(records)
    expect(state.email.isGiven).toBe(false)
    expect(state.email.latest?.id).toBe(3)
    expect(state.sms.isGiven).toBe(true)
  })

  it('lets a later opt-in undo an earlier withdrawal', () => {
    const state = currentConsent([
      record({ channel: 'email', action: 'withdrawn', recordedAt: at(1) }),
      record({ channel: 'email', action: 'given', recordedAt: at(2) }),
    ])
    expect(state.email.isGiven).toBe(true)
  })

  it('breaks a tie in time by the order the records were stored', () => {
    const state = currentConsent([
      record({ id: 8, channel: 'sms', action: 'withdrawn', recordedAt: at(5) }),
      record({ id: 7, channel: 'sms', action: 'given', recordedAt: at(5) }),
    ])
    expect(state.sms.isGiven).toBe(false)
  })

  it('keeps purposes apart: consent to prayer follow-up is not consent to marketing', () => {
    const records = [record({ channel: 'email', purpose: 'prayer-follow-up', action: 'given', recordedAt: at(1) })]
    expect(currentConsent(records).email.isGiven).toBe(false)
    expect(currentConsent(records, 'prayer-follow-up').email.isGiven).toBe(true)
  })

  it('describes the words agreed to on each channel given, and the most recent record', () => {
    const state = currentConsent([
      record({
        id: 1,
        channel: 'email',
        action: 'given',
        recordedAt: at(1),
        wordingVersion: 'v1',
        wording: 'E-mail me',
      }),
      record({ id: 2, channel: 'sms', action: 'given', recordedAt: at(2), wordingVersion: 'v1', wording: 'Text me' }),
      record({ id: 3, channel: 'sms', action: 'withdrawn', recordedAt: at(3) }),
    ])
    expect(describeGivenConsent(state)).toBe('[v1] E-mail: E-mail me')
    expect(latestConsentRecord(state)?.id).toBe(3)
    expect(describeGivenConsent(currentConsent([]))).toBeNull()
  })
})
