import { describe, expect, it } from 'vitest'

import type { EventSession } from '@/events/rules/event-model'
import {
  renderMergeFields,
  renderMergeFieldsHtml,
  SESSION_MERGE_FIELDS,
  type MergeContext,
} from '@/messaging/rules/merge-fields'

const SESSION: EventSession = {
  key: 'friday',
  title: 'Friday night',
  startsAt: '2026-06-12T18:00:00.000Z',
  endsAt: '2026-06-12T20:00:00.000Z',
  mode: 'in-person',
  venue: 'Church Hall',
  address: '1 Park Road\nCheltenham',
}
const ABOUT: MergeContext = {
  sessions: [SESSION],
  allKey: 'all',
  about: { eventName: 'Summer <Camp>', session: SESSION, qrImageSrc: 'cid:checkin-qr' },
}
const person = {
  fullName: 'Ann Lee',
  email: 'ann@example.org',
  attendanceChoice: ['friday'],
  checkinCode: 'ABCDEFGH',
  manageUrl: 'https://church.example/manage-registration?token=a&b',
}

describe('session merge fields', () => {
  it('fills the event, session, time, venue, check-in code and manage link', () => {
    const text = renderMergeFields(
      '[EventName] · [SessionName] · [SessionTime] · [Venue] · [CheckinCode] · [ManageLink]',
      person,
      ABOUT,
    )
    expect(text).toBe(
      'Summer <Camp> · Friday night · Friday 12 June 2026, 7:00 PM – 9:00 PM (UK time) · Church Hall, 1 Park Road, Cheltenham · ABCD-EFGH · https://church.example/manage-registration?token=a&b',
    )
  })

  it('names the attached QR code in the text part and shows the inline image in the HTML part', () => {
    expect(renderMergeFields('Show this: [QrCode]', person, ABOUT)).toBe('Show this: (your QR code is attached)')
    expect(renderMergeFieldsHtml('Show this: [QrCode]', person, ABOUT)).toBe(
      'Show this: <img src="cid:checkin-qr" alt="Your check-in QR code" width="200" height="200">',
    )
  })

  it('leaves [QrCode] empty where no image can go (an SMS) or the person has no code', () => {
    const sms: MergeContext = { ...ABOUT, about: { ...ABOUT.about!, qrImageSrc: null } }
    expect(renderMergeFields('Code [CheckinCode][QrCode]', person, sms)).toBe('Code ABCD-EFGH')
    expect(renderMergeFieldsHtml('[QrCode]', { ...person, checkinCode: null }, ABOUT)).toBe('')
  })

  it('escapes every value in HTML and makes the manage link a link', () => {
    const html = renderMergeFieldsHtml('[EventName]\n[ManageLink]', { ...person, fullName: '<img onerror=x>' }, ABOUT)
    expect(html).toBe(
      'Summer &lt;Camp&gt;<br><a href="https://church.example/manage-registration?token=a&amp;b">https://church.example/manage-registration?token=a&amp;b</a>',
    )
  })

  it('leaves the session fields as typed in a message about no session (a bulk send)', () => {
    const bulk: MergeContext = { sessions: [SESSION], allKey: 'all' }
    for (const field of SESSION_MERGE_FIELDS) expect(renderMergeFields(`x ${field}`, person, bulk)).toBe(`x ${field}`)
    expect(renderMergeFields('[FirstName] [EventDate]', person, bulk)).toBe(
      'Ann Friday 12 June 2026, 7:00 PM – 9:00 PM (UK time)',
    )
  })

  it('names the person’s own event in any message, so a default template fits every event', () => {
    const bulk: MergeContext = { sessions: [SESSION], allKey: 'all', eventName: 'Marriage Course' }
    expect(renderMergeFields('Thank you for joining us at [EventName].', person, bulk)).toBe(
      'Thank you for joining us at Marriage Course.',
    )
  })

  it('never substitutes inside a value: a name containing a field stays as written', () => {
    expect(renderMergeFields('[FirstName] at [Venue]', { ...person, fullName: '[Venue] Smith' }, ABOUT)).toBe(
      '[Venue] at Church Hall, 1 Park Road, Cheltenham',
    )
  })
})
