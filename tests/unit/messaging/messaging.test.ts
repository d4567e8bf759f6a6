import { describe, expect, it } from 'vitest'

import {
  audienceLabel,
  canSend,
  composeSchema,
  describeLeftOut,
  historyCounts,
  historyStatus,
  historyPreview,
  historySubject,
  parseAudienceKey,
  sendButtonLabel,
  sentNotice,
} from '@/messaging/rules/messaging'

describe('compose', () => {
  it('reads the SPEC audiences and saved segments', () => {
    expect(parseAudienceKey('with-phone')).toEqual({ kind: 'audience', audience: 'with-phone' })
    expect(parseAudienceKey('segment:12')).toEqual({ kind: 'segment', id: 12 })
    expect(parseAudienceKey('segment:x')).toBeNull()
    expect(parseAudienceKey('everyone')).toBeNull()
    expect(audienceLabel('gdpr-consented')).toBe('Consented to contact, every event (church-wide)')
    expect(audienceLabel('segment:3', 'Choir')).toBe('Segment: Choir')
  })

  it('refuses what SPEC 5 refuses, with its messages', () => {
    const errors = (input: object) => {
      const result = composeSchema.safeParse(input)
      return result.success ? [] : result.error.issues.map((issue) => issue.message)
    }
    expect(errors({ type: 'email', subject: 'Hi', content: '   ', audience: 'all' })).toEqual([
      'Message content is required.',
    ])
    expect(errors({ type: 'email', subject: ' ', content: 'Hello', audience: 'all' })).toEqual([
      'Email subject is required.',
    ])
    expect(errors({ type: 'sms', content: 'x'.repeat(161), audience: 'all' })).toEqual([
      'SMS messages are limited to 160 characters.',
    ])
    expect(errors({ type: 'sms', content: 'x'.repeat(160), audience: 'all' })).toEqual([])
    expect(errors({ type: 'email', subject: 'Hi', content: 'Hello', audience: 'nobody' })).toEqual([
      'Please choose an audience.',
    ])
  })

  it('drops the subject of an SMS and defaults to marketing', () => {
    expect(composeSchema.parse({ type: 'sms', subject: 'ignored', content: ' Hi ', audience: 'all' })).toEqual({
      type: 'sms',
      subject: null,
      content: 'Hi',
      audience: 'all',
      purpose: 'marketing',
    })
  })

  it('disables the button while sending, without content, or for e-mail without a subject', () => {
    expect(canSend({ type: 'email', subject: 'S', content: 'C', isSending: false })).toBe(true)
    expect(canSend({ type: 'email', subject: ' ', content: 'C', isSending: false })).toBe(false)
    expect(canSend({ type: 'sms', subject: '', content: 'C', isSending: false })).toBe(true)
    expect(canSend({ type: 'sms', subject: '', content: ' ', isSending: false })).toBe(false)
    expect(canSend({ type: 'sms', subject: '', content: 'C', isSending: true })).toBe(false)
    expect(sendButtonLabel(3, false)).toBe('Send to 3 recipients')
    expect(sendButtonLabel(3, true)).toBe('Sending to 3 recipients...')
  })
})

describe('history', () => {
  it('previews 100 characters, with an ellipsis only when longer', () => {
    expect(historyPreview('x'.repeat(100))).toBe('x'.repeat(100))
    expect(historyPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`)
  })

  it('says a send no provider carried was kept in the outbox, in its count line and its badge alike, never "sent"', () => {
    const kept = {
      type: 'email' as const,
      status: 'completed' as const,
      recipientCount: 2,
      sentCount: 2,
      failedCount: 0,
    }
    expect(historyStatus({ ...kept, deliveryCounts: { outbox: 2 } })).toEqual({
      line: '2 of 2 recipients kept in outbox (no e-mail service set up)',
      detail: null,
      badge: 'kept in outbox',
      tone: 'kept',
    })
    expect(historyStatus({ ...kept, type: 'sms', deliveryCounts: { outbox: 1 }, failedCount: 1 }).line).toBe(
      '1 of 2 recipients kept in outbox (no SMS service set up) • 1 failed',
    )
  })

  it('keeps the SPEC words for a send a provider carried, with what became of its messages', () => {
    const carried = {
      type: 'email' as const,
      status: 'completed' as const,
      recipientCount: 3,
      sentCount: 3,
      failedCount: 0,
    }
    expect(historyStatus({ ...carried, deliveryCounts: { delivered: 2, bounced: 1 } })).toEqual({
      line: '3 sent of 3 recipients',
      detail: '2 delivered · 1 bounced · 0 failed · 0 pending',
      badge: 'completed',
      tone: 'completed',
    })
    expect(historyStatus({ ...carried, status: 'sending', sentCount: 0 })).toEqual({
      line: '0 sent of 3 recipients',
      detail: null,
      badge: 'sending',
      tone: 'sending',
    })
  })

  it('counts as the SPEC words it', () => {
    expect(historyCounts({ sentCount: 5, recipientCount: 6, failedCount: 0 })).toBe('5 sent of 6 recipients')
    expect(historyCounts({ sentCount: 5, recipientCount: 6, failedCount: 1 })).toBe('5 sent of 6 recipients • 1 failed')
    expect(historySubject({ type: 'sms', subject: null })).toBe('SMS Message')
    expect(historySubject({ type: 'email', subject: 'News' })).toBe('News')
    expect(sentNotice('email', 4)).toBe('Email sent to 4 recipients.')
    expect(sentNotice('sms', 2)).toBe('SMS sent to 2 recipients.')
  })

  it('explains who is left out of a send', () => {
    expect(
      describeLeftOut('email', {
        audienceCount: 10,
        recipientCount: 10,
        withoutAddress: 0,
        withoutConsent: 0,
        unsubscribed: 0,
      }),
    ).toBeNull()
    expect(
      describeLeftOut('sms', {
        audienceCount: 10,
        recipientCount: 4,
        withoutAddress: 3,
        withoutConsent: 2,
        unsubscribed: 1,
      }),
    ).toBe('6 of 10 left out: 3 without a phone number, 2 without SMS consent (marketing needs it), 1 unsubscribed.')
  })
})
