import { describe, expect, it } from 'vitest'

import { buildCancelledRegistrationNotice } from '@/registrations/emails/cancelled-registration-notice'
import { admissionSentence, buildConfirmationEmail } from '@/registrations/emails/registration-confirmation'
import type { EventSession } from '@/events/rules/event-model'

// The outreach event's sessions, keyed as its registrations store them, with "both" for the pair.
const sessions: EventSession[] = [
  {
    key: 'online',
    title: 'Online Crusade',
    startsAt: '2025-09-20T16:00:00.000Z',
    endsAt: '2025-09-20T18:00:00.000Z',
    mode: 'online',
    venue: 'YouTube live stream',
  },
  {
    key: 'super-sunday',
    title: 'Super Sunday',
    startsAt: '2025-09-21T09:30:00.000Z',
    endsAt: '2025-09-21T11:30:00.000Z',
    mode: 'in-person',
    venue: 'Sports Centre Pavilion, Cheltenham',
  },
]

const base = {
  churchName: 'Example Church',
  eventTitle: 'Outreach Event 2025',
  siteUrl: 'https://church.example',
  sessions,
  allKey: 'both',
  preferencesUrl: 'https://church.example/preferences?token=p-1',
}

describe('the registration confirmation e-mail', () => {
  it('lists only the chosen days with date, UK time and place', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'Mary Jones', attendanceChoice: ['super-sunday'] },
      verificationToken: 'tok',
    })
    expect(email.text).toContain(
      'Super Sunday: Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham',
    )
    expect(email.text).not.toContain('Online Crusade')
    expect(email.sessions.map((session) => session.key)).toEqual(['super-sunday'])
    expect(email.text).toMatch(/^Hi Mary,/)
  })

  it("attaches the chosen days' calendar files under the names the outreach event always used", () => {
    const both = buildConfirmationEmail({
      ...base,
      person: { fullName: 'A B', attendanceChoice: ['online', 'super-sunday', 'both'] },
    })
    expect(both.calendarFiles.map((file) => [file.session.title, file.filename])).toEqual([
      ['Online Crusade', 'day1.ics'],
      ['Super Sunday', 'day2.ics'],
    ])
    const sunday = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['super-sunday'] } })
    expect(sunday.calendarFiles.map((file) => file.filename)).toEqual(['day2.ics'])
    expect(sunday.text).toContain('Calendar files for your days are attached.')
  })

  it('says admission is free, as it always has for the outreach event', () => {
    const email = buildConfirmationEmail({
      ...base,
      admission: 'Free admission',
      person: { fullName: 'A B', attendanceChoice: ['online'] },
    })
    expect(email.text).toContain('Thank you for registering for Outreach Event 2025. Admission is free.')
  })

  it('links to the verification page on the configured site with the token', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'A B', attendanceChoice: ['both'] },
      verificationToken: 'abc_123-x',
    })
    expect(email.text).toContain('https://church.example/verify-email?token=abc_123-x')
    expect(email.html).toContain('href="https://church.example/verify-email?token=abc_123-x"')
  })

  it('leaves the link out once the address is verified', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'A B', attendanceChoice: ['online'] },
      verificationToken: null,
    })
    expect(email.text).not.toContain('verify-email')
  })

  it('escapes whatever the person typed', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: '<script>alert(1)</script> Evil', attendanceChoice: ['online'] },
    })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;')
  })
})

describe('the e-mail for an event of several sessions', () => {
  const retreat: EventSession[] = [
    {
      key: 'morning',
      title: 'Morning talks',
      startsAt: '2026-03-28T10:00:00.000Z',
      endsAt: '2026-03-28T12:30:00.000Z',
      mode: 'in-person',
      venue: 'Church hall',
      address: '1 High Street\nCheltenham GL50 1AA',
      note: 'Bring a packed lunch',
    },
    {
      key: 'afternoon',
      title: 'Afternoon workshops',
      startsAt: '2026-03-28T13:30:00.000Z',
      endsAt: '2026-03-28T16:00:00.000Z',
      mode: 'in-person',
      venue: 'Church hall',
    },
    {
      key: 'evening',
      title: 'Evening worship',
      startsAt: '2026-03-28T18:00:00.000Z',
      endsAt: '2026-03-28T20:00:00.000Z',
      mode: 'online',
      venue: 'YouTube live stream',
      address: 'not shown for an online session',
    },
  ]
  const input = {
    ...base,
    eventTitle: 'Spring Retreat <2026>',
    eventUrl: 'https://church.example/events/spring-retreat-2026',
    admission: '£5 on the door',
    sessions: retreat,
    allKey: 'all',
  }

  it('names the event, and lists each chosen session with its date, UK time, place and note', () => {
    const email = buildConfirmationEmail({
      ...input,
      person: { fullName: 'Ruth Reed', attendanceChoice: ['morning', 'evening'] },
      manageToken: 'm-1',
    })
    expect(email.subject).toBe("You're registered: Spring Retreat <2026>")
    expect(email.text).toContain('Thank you for registering for Spring Retreat <2026>. Admission: £5 on the door.')
    expect(email.text).toContain(
      '- Morning talks: Saturday 28 March 2026, 10:00 AM – 12:30 PM (UK time), Church hall, 1 High Street, Cheltenham GL50 1AA\n  Bring a packed lunch',
    )
    expect(email.text).toContain(
      '- Evening worship: Saturday 28 March 2026, 6:00 PM – 8:00 PM (UK time), YouTube live stream',
    )
    expect(email.text).not.toContain('Afternoon workshops')
    expect(email.text).not.toContain('not shown for an online session')
    expect(email.html).toContain('<strong>Spring Retreat &lt;2026&gt;</strong>')
    expect(email.html).toContain('Bring a packed lunch')
  })

  it("links to the event's page", () => {
    const email = buildConfirmationEmail({ ...input, person: { fullName: 'Ruth Reed', attendanceChoice: ['morning'] } })
    expect(email.text).toContain("The event's page: https://church.example/events/spring-retreat-2026")
    expect(email.html).toContain(
      '<a href="https://church.example/events/spring-retreat-2026">Spring Retreat &lt;2026&gt;</a>',
    )
  })

  it('calls them sessions, not days, when they share a day, and names their calendar files by their keys', () => {
    const email = buildConfirmationEmail({
      ...input,
      person: { fullName: 'Ruth Reed', attendanceChoice: ['afternoon', 'evening'] },
      manageToken: 'm-1',
    })
    expect(email.calendarFiles.map((file) => file.filename)).toEqual(['afternoon.ics', 'evening.ics'])
    expect(email.text).toContain('Calendar files for your sessions are attached.')
    expect(email.text).toContain('Need to change your sessions or cancel?')
  })

  it("reads the event's own all-sessions marker as every session", () => {
    const email = buildConfirmationEmail({
      ...input,
      person: { fullName: 'Ruth Reed', attendanceChoice: ['morning', 'afternoon', 'evening', 'all'] },
    })
    expect(email.sessions.map((session) => session.key)).toEqual(['morning', 'afternoon', 'evening'])
  })
})

describe('admissionSentence', () => {
  it('says "Admission is free." for a free or unset admission, and quotes any other', () => {
    expect([
      admissionSentence(null),
      admissionSentence(' Free admission '),
      admissionSentence('FREE'),
      admissionSentence('Admission free.'),
    ]).toEqual(Array(4).fill('Admission is free.'))
    expect(admissionSentence('Tickets £10 (children free).')).toBe('Admission: Tickets £10 (children free).')
  })
})

describe('the manage-my-registration link', () => {
  it('is included when a manage token is given', () => {
    const email = buildConfirmationEmail({
      ...base,
      person: { fullName: 'A B', attendanceChoice: ['online'] },
      manageToken: 'm-123',
    })
    expect(email.text).toContain('https://church.example/manage-registration?token=m-123')
    expect(email.html).toContain('Manage my registration')
  })
})

describe('the footer', () => {
  it('links to the person’s preferences page', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['online'] } })
    expect(email.text).toContain('Choose which messages you get from us: https://church.example/preferences?token=p-1')
    expect(email.html).toContain(
      '<a href="https://church.example/preferences?token=p-1">Choose which messages you get from us</a>',
    )
  })
})

describe('the notice for a cancelled registration sent again', () => {
  const notice = buildCancelledRegistrationNotice({ ...base, fullName: 'Rita <i>Return</i>', manageToken: 'm-456' })

  it('says the registration stays cancelled and links to the private page that restores it', () => {
    expect(notice.subject).toBe('Your registration is cancelled: Outreach Event 2025')
    expect(notice.text).toMatch(/^Hi Rita,/)
    expect(notice.text).toContain('so it stays cancelled')
    expect(notice.text).toContain('https://church.example/manage-registration?token=m-456')
    expect(notice.html).toContain('href="https://church.example/manage-registration?token=m-456"')
    expect(notice.html).not.toContain('<i>')
    expect(notice.text).toContain('Choose which messages you get from us: https://church.example/preferences?token=p-1')
  })
})
