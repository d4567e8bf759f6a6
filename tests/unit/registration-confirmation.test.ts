import { describe, expect, it } from 'vitest'

import { buildCancelledRegistrationNotice } from '@/lib/emails/cancelled-registration-notice'
import { buildConfirmationEmail } from '@/lib/emails/registration-confirmation'
import type { EventDay } from '@/lib/event-time'

const days: EventDay[] = [
  { key: 'day1', title: 'Online Crusade', startsAt: '2025-09-20T16:00:00.000Z', endsAt: '2025-09-20T18:00:00.000Z', mode: 'online', venue: 'YouTube live stream' },
  { key: 'day2', title: 'Super Sunday', startsAt: '2025-09-21T09:30:00.000Z', endsAt: '2025-09-21T11:30:00.000Z', mode: 'in-person', venue: 'Sports Centre Pavilion, Cheltenham' },
]

const base = { churchName: 'Example Church', eventTitle: 'Outreach Event 2025', siteUrl: 'https://church.example', days, preferencesUrl: 'https://church.example/preferences?token=p-1' }

describe('the registration confirmation e-mail', () => {
  it('lists only the chosen days with date, UK time and place', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'Mary Jones', attendanceChoice: ['super-sunday'] }, verificationToken: 'tok' })
    expect(email.text).toContain('Super Sunday: Sunday 21 September 2025, 10:30 AM – 12:30 PM (UK time), Sports Centre Pavilion, Cheltenham')
    expect(email.text).not.toContain('Online Crusade')
    expect(email.days.map((d) => d.key)).toEqual(['day2'])
    expect(email.text).toMatch(/^Hi Mary,/)
  })

  it('links to the verification page on the configured site with the token', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['both'] }, verificationToken: 'abc_123-x' })
    expect(email.text).toContain('https://church.example/verify-email?token=abc_123-x')
    expect(email.html).toContain('href="https://church.example/verify-email?token=abc_123-x"')
  })

  it('leaves the link out once the address is verified', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['online'] }, verificationToken: null })
    expect(email.text).not.toContain('verify-email')
  })

  it('escapes whatever the person typed', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: '<script>alert(1)</script> Evil', attendanceChoice: ['online'] } })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;')
  })
})

describe('the manage-my-registration link', () => {
  it('is included when a manage token is given', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['online'] }, manageToken: 'm-123' })
    expect(email.text).toContain('https://church.example/manage-registration?token=m-123')
    expect(email.html).toContain('Manage my registration')
  })
})

describe('the footer', () => {
  it('links to the person’s preferences page', () => {
    const email = buildConfirmationEmail({ ...base, person: { fullName: 'A B', attendanceChoice: ['online'] } })
    expect(email.text).toContain('Choose which messages you get from us: https://church.example/preferences?token=p-1')
    expect(email.html).toContain('<a href="https://church.example/preferences?token=p-1">Choose which messages you get from us</a>')
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
