import { describe, expect, it } from 'vitest'

import { buildPlaceOfferEmail, buildPlaceOfferSms, placeOfferUrl } from '@/places/emails/place-offer'
import { buildConfirmationEmail } from '@/registrations/emails/registration-confirmation'
import type { EventSession } from '@/events/rules/event-model'

const sessions: EventSession[] = [
  {
    key: 'friday',
    title: 'Friday night',
    startsAt: '2026-01-09T19:00:00.000Z',
    endsAt: '2026-01-09T21:00:00.000Z',
    mode: 'in-person',
    venue: 'Church hall',
  },
  {
    key: 'saturday',
    title: 'Saturday workshop',
    startsAt: '2026-07-11T09:00:00.000Z',
    endsAt: '2026-07-11T11:30:00.000Z',
    mode: 'in-person',
    venue: 'Church hall',
  },
]

const offer = {
  churchName: 'Example Church',
  siteUrl: 'https://church.example',
  preferencesUrl: 'https://church.example/preferences?token=p-1',
  eventTitle: 'Family Weekend',
  fullName: 'Mary Jones',
  placeFor: null,
  session: sessions[1]!,
  // 8:30 AM on the UK clock in summer time.
  expiresAt: '2026-07-05T07:30:00.000Z',
  token: 'tok_en-1',
}

describe('the waiting-list offer e-mail', () => {
  it('names the session with its date, UK time and place, and the deadline on the UK clock', () => {
    const email = buildPlaceOfferEmail(offer)
    expect(email.subject).toBe('A place is free for you: Family Weekend')
    expect(email.text).toMatch(/^Hi Mary,/)
    expect(email.text).toContain(
      '- Saturday workshop: Saturday 11 July 2026, 10:00 AM – 12:30 PM (UK time), Church hall',
    )
    expect(email.text).toContain('Please accept or decline it by Sunday 5 July 2026 at 8:30 AM (UK time).')
    expect(email.text).not.toContain('Friday night')
  })

  it('links to the offer page with the token to accept and to decline', () => {
    const email = buildPlaceOfferEmail(offer)
    expect(email.text).toContain(
      'Accept the place: https://church.example/waiting-list/offer?token=tok_en-1&answer=accept',
    )
    expect(email.text).toContain('Decline it: https://church.example/waiting-list/offer?token=tok_en-1&answer=decline')
    expect(email.html).toContain('href="https://church.example/waiting-list/offer?token=tok_en-1&amp;answer=accept"')
    expect(email.html).toContain('href="https://church.example/waiting-list/offer?token=tok_en-1&amp;answer=decline"')
    expect(placeOfferUrl('https://church.example', 'a+b/c')).toBe(
      'https://church.example/waiting-list/offer?token=a%2Bb%2Fc',
    )
  })

  it('tells a booker whose place it is when it is for someone they brought along', () => {
    const email = buildPlaceOfferEmail({ ...offer, placeFor: 'Tom <Jones>' })
    expect(email.subject).toBe('A place is free for Tom <Jones>: Family Weekend')
    expect(email.text).toContain('held for Tom <Jones> on the waiting list')
    expect(email.html).toContain('held for Tom &lt;Jones&gt; on the waiting list')
    expect(email.html).not.toContain('<Jones>')
  })

  it('carries the preferences footer like every letter to a person', () => {
    expect(buildPlaceOfferEmail(offer).text).toContain('https://church.example/preferences?token=p-1')
  })

  it('fits the offer in a text message with the one link and the deadline', () => {
    expect(buildPlaceOfferSms(offer)).toBe(
      'Example Church: a place is free for you at Family Weekend (Saturday workshop). Accept or decline by Sunday 5 July 2026 at 8:30 AM UK time: https://church.example/waiting-list/offer?token=tok_en-1',
    )
  })
})

describe('the confirmation e-mail of someone waiting', () => {
  const base = {
    churchName: 'Example Church',
    eventTitle: 'Family Weekend',
    siteUrl: 'https://church.example',
    sessions,
    allKey: 'all',
    preferencesUrl: 'https://church.example/preferences?token=p-1',
  }

  it('says a person holding no place is on the waiting list, with their place in it, and gives no check-in code', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'Ann Lee', attendanceChoice: [] },
      checkinCode: 'ABCD2345',
      waiting: [{ sessionKey: 'saturday', position: 3 }],
    })
    expect(email.subject).toBe("You're on the waiting list: Family Weekend")
    expect(email.text).toContain(
      'You are on the waiting list for:\n- Saturday workshop: Saturday 11 July 2026, 10:00 AM – 12:30 PM (UK time), Church hall (you are number 3 on the waiting list)',
    )
    expect(email.text).not.toContain('You are registered for')
    expect(email.text).not.toContain('check-in code')
    expect(email.html).not.toContain('cid:checkin-qr')
    expect(email.holdsPlace).toBe(false)
    expect(email.calendarFiles).toEqual([])
  })

  it('lists the sessions waited for beside the places held, and keeps the check-in code', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'Ann Lee', attendanceChoice: ['friday'] },
      checkinCode: 'ABCD2345',
      waiting: [{ sessionKey: 'saturday', position: 1 }],
    })
    expect(email.subject).toBe("You're registered: Family Weekend")
    expect(email.text).toContain('You are registered for:\n- Friday night')
    expect(email.text).toContain('You are also on the waiting list for:\n- Saturday workshop')
    expect(email.text).toContain('(you are number 1 on the waiting list)')
    expect(email.text).toContain('Your check-in code:')
    expect(email.html).toContain('cid:checkin-qr')
    expect(email.holdsPlace).toBe(true)
  })

  it('says nothing of a waiting list to someone not on it', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'Ann Lee', attendanceChoice: ['friday'] },
      waiting: [],
    })
    expect(email.text).not.toContain('waiting list')
  })
})
