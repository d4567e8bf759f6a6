import { describe, expect, it } from 'vitest'

import {
  deliverySummaryText,
  reportFromResendEvent,
  reportFromTwilioStatus,
  statusesReplacedBy,
  summariseDeliveries,
} from '@/platform/delivery/delivery-status'

describe('the delivery status of a message', () => {
  it('only moves forward: a late "delayed" or "sent" never undoes "delivered"', () => {
    expect(statusesReplacedBy('delivered')).toEqual(['claimed', 'sent', 'delayed'])
    expect(statusesReplacedBy('delayed')).not.toContain('delivered')
    expect(statusesReplacedBy('sent')).toEqual(['claimed'])
  })

  it('lets a complaint or a late bounce replace "delivered", and nothing replace a final status', () => {
    expect(statusesReplacedBy('complained')).toContain('delivered')
    expect(statusesReplacedBy('bounced')).toContain('delivered')
    expect(statusesReplacedBy('failed')).not.toContain('bounced')
    expect(statusesReplacedBy('bounced')).not.toContain('complained')
  })

  it('never changes a message kept in the outbox: it was not sent', () => {
    for (const status of ['sent', 'delayed', 'delivered', 'bounced', 'complained', 'failed'] as const)
      expect(statusesReplacedBy(status)).not.toContain('outbox')
  })
})

describe("Resend's events", () => {
  it('reads delivered, delayed and sent, and ignores events that say nothing about delivery', () => {
    expect(reportFromResendEvent('email.delivered', {})).toEqual({
      status: 'delivered',
      detail: null,
      suppressReason: null,
    })
    expect(reportFromResendEvent('email.delivery_delayed', {})?.status).toBe('delayed')
    expect(reportFromResendEvent('email.sent', {})?.status).toBe('sent')
    expect(reportFromResendEvent('email.opened', {})).toBeNull()
    expect(reportFromResendEvent('email.clicked', {})).toBeNull()
  })

  it('suppresses on a bounce, with the reason Resend gives', () => {
    const report = reportFromResendEvent('email.bounced', {
      bounce: { type: 'Permanent', subType: 'General', message: 'The mailbox does not exist.' },
    })
    expect(report).toEqual({
      status: 'bounced',
      detail: 'Permanent: General: The mailbox does not exist.',
      suppressReason: 'hard bounce (Permanent: General: The mailbox does not exist.)',
    })
    expect(reportFromResendEvent('email.bounced', {})?.suppressReason).toBe('hard bounce')
  })

  it('suppresses on a complaint', () => {
    expect(reportFromResendEvent('email.complained', {})).toMatchObject({
      status: 'complained',
      suppressReason: 'complaint (marked as spam)',
    })
  })
})

describe("Twilio's status callbacks", () => {
  it('reads delivered (and read) as delivered, undelivered and failed as failed with the error code, and ignores the steps before', () => {
    expect(reportFromTwilioStatus('delivered', null)?.status).toBe('delivered')
    expect(reportFromTwilioStatus('read', null)?.status).toBe('delivered')
    expect(reportFromTwilioStatus('undelivered', '30003')).toEqual({
      status: 'failed',
      detail: 'Twilio error 30003',
      suppressReason: null,
    })
    expect(reportFromTwilioStatus('failed', null)).toEqual({ status: 'failed', detail: 'failed', suppressReason: null })
    expect(reportFromTwilioStatus('queued', null)).toBeNull()
    expect(reportFromTwilioStatus('sending', null)).toBeNull()
  })
})

describe("a send's figures in the history", () => {
  it('counts a complaint as delivered and everything without a final word as pending', () => {
    const summary = summariseDeliveries({
      delivered: 5,
      complained: 1,
      bounced: 2,
      failed: 1,
      claimed: 1,
      sent: 3,
      delayed: 1,
    })
    expect(summary).toEqual({ delivered: 6, bounced: 2, failed: 1, pending: 5, keptInOutbox: 0 })
    expect(deliverySummaryText(summary)).toBe('6 delivered · 2 bounced · 1 failed · 5 pending')
  })

  it('says "kept in outbox" for a send no provider carried, never "delivered" or "pending"', () => {
    expect(deliverySummaryText(summariseDeliveries({ outbox: 40 }))).toBe('40 kept in outbox')
    expect(deliverySummaryText(summariseDeliveries({ outbox: 40, failed: 1 }))).toBe(
      '0 delivered · 0 bounced · 1 failed · 0 pending · 40 kept in outbox',
    )
  })
})
